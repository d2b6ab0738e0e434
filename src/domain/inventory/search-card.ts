// What one search result card shows, built from the search record with the rules in card.ts, tag-banner.ts and
// the finance rules. The card component only renders this view.
import { type FinanceEstimate, financeEstimate } from '@/src/domain/finance/estimate'
import type { FinanceSettings } from '@/src/domain/finance/settings'
import type { FinanceLender } from '@/src/domain/finance/types'
import { slugify } from '@/src/domain/navigation/slug'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { type DetailStrip, type PriceDisplay, cardActions, detailStrip, priceDisplay } from './card'
import { bodyLabel } from './search-filters'
import { type TagBanner, specialTag, tagBanner } from './tag-banner'
import { type SaveEntry, saveEntry } from '@/src/domain/shoppers/saved-cars'
import { vocabularyOf } from '@/src/domain/tenant/vocabulary'

export interface CardHit {
  objectID: string
  id?: string
  slug?: string
  path?: string
  year?: number
  make?: string
  model?: string
  badge?: string
  series?: string
  price?: number
  price_type?: string
  preorder?: boolean | string
  car_type?: string
  simple_transmission?: string
  simple_body?: string
  simple_drive?: string
  engine_size_litres?: number
  seats?: number
  colour?: string
  km?: number
  simple_fuel?: string
  fuel?: string
  status?: string
  sold?: boolean
  reserved?: boolean
  certified?: boolean
  tag?: string
  created_at?: string
  vin?: string
  dealership_slug?: string
  views?: number
  /** The record's first photo (toSearchRecord sets it from the feed's own or its first image). */
  primary_image_url?: string
  location_name?: string
  city?: string
  finance_lenders?: Record<string, FinanceLender | null | undefined>
  youxQuote?: { weeklyRepaymentAmount?: number; comparisonRate?: number; advertisedRate?: number }
  item_type?: string
  caravan?: { body_length?: number; sleeps?: number; aggregate_trailer_mass?: number; tare_weight?: number }
}

/**
 * Every record attribute a card reads: the search page asks for only these
 * (`attributesToRetrieve`), so the first page's results inlined in its HTML and every later
 * answer carry a card's fields, not the whole record (half the bytes: a demo first page's 21
 * hits went from 81 to 40 kB, the page from 278 to 242 kB).
 * search-card.test.ts fails to compile when CardHit, or a rule a card calls, reads a field
 * this list lacks.
 */
export const CARD_ATTRIBUTES = [
  'objectID',
  'id',
  'slug',
  'path',
  'year',
  'make',
  'model',
  'badge',
  'series',
  'price',
  'price_type',
  'preorder',
  'car_type',
  'simple_transmission',
  'simple_body',
  'simple_drive',
  'engine_size_litres',
  'seats',
  'colour',
  'km',
  'simple_fuel',
  'fuel',
  'status',
  'sold',
  'reserved',
  'certified',
  'tag',
  'created_at',
  'vin',
  'dealership_slug',
  'views',
  'primary_image_url',
  'location_name',
  'city',
  'finance_lenders',
  'youxQuote',
  'item_type',
  'caravan',
] as const satisfies readonly (keyof CardHit)[]

/**
 * The figures of the site's lender a card reads (the finance rules in eligibility.ts and
 * cardFinance). A lender's entry also has its disclaimer, term, fees and totals, which only the
 * car page shows (from the car itself): left out, a demo card hit is 919 bytes, not 1,128.
 */
export const CARD_LENDER_FIELDS = [
  'interestRate',
  'comparisonRate',
  'paymentWeek',
  'paymentMonth',
] as const satisfies readonly (keyof FinanceLender)[]

/**
 * The attributes a card's search asks for: CARD_ATTRIBUTES, with `finance_lenders` narrowed to
 * CARD_LENDER_FIELDS of the site's lender (`lenderKey`, the finance settings' key) as nested
 * attributes ("finance_lenders.default.paymentWeek", which Algolia answers as our engines do).
 * A key with a dot in it cannot be named that way: the whole attribute is asked for then.
 */
export function cardAttributes(lenderKey: string): string[] {
  const lender = lenderKey.includes('.') ? ['finance_lenders'] : CARD_LENDER_FIELDS.map((field) => `finance_lenders.${lenderKey}.${field}`)
  return CARD_ATTRIBUTES.flatMap((a) => (a === 'finance_lenders' ? lender : [a]))
}

/**
 * What every search for cards asks for (the search page, listings, similar cars, the Search
 * grid): a card's fields (cardAttributes), unhighlighted, as no card shows a highlight. The whole
 * record or highlighting would only make the answer, and the page that inlines the first one, bigger.
 */
export const cardHitParams = (lenderKey: string): { attributesToRetrieve: string[]; attributesToHighlight: string[] } => ({
  attributesToRetrieve: cardAttributes(lenderKey),
  attributesToHighlight: [],
})

/** The feature switches a card reads. */
export const CARD_FEATURES = [
  'reserveOnline',
  'buyOnlinePath',
  'fuelTypeTags',
  'certifiedPreOwned',
  'viewCount',
  'justSoldTag',
  'justArrivedTag',
  'favourites',
  'watchlist',
] as const

/** The tenant settings a card reads, built once per page on the server (serialisable). */
export interface CardContext {
  labels: TenantConfig['labels']
  reservation: TenantConfig['reservation']
  features: Pick<TenantConfig['features'], (typeof CARD_FEATURES)[number]>
  inventory: Pick<TenantConfig['inventory'], 'certifiedMake'>
  finance: FinanceSettings
  /** What the site sells: its word for trying one ("Book a Viewing" for caravans). */
  vehicleKind?: TenantConfig['vehicleKind']
}

/** What a card shows of the car's finance estimate. */
export type CardFinance = Pick<FinanceEstimate, 'weekly' | 'rates'>

export interface CardButton {
  label: string
  href: string
  kind: 'enquire' | 'reserve' | 'test-drive' | 'find-similar'
}

export interface SearchCardView {
  key: string
  href: string
  heading: string
  subheading: string
  chips: string[]
  imageUrl: string | null
  imageAlt: string
  location: string | null
  price: PriceDisplay
  finance: CardFinance | null
  tag: TagBanner
  sold: boolean
  views: number | null
  /** The card's one button; finance, compare and the other actions are on the car page. */
  action: CardButton
  strip: DetailStrip
  /** The heart's entry, on sites where shoppers can save cars. */
  save: SaveEntry | null
}

const joined = (...parts: (string | number | undefined)[]) => parts.filter((p) => p !== undefined && p !== '').join(' ')

/** Attribute chips: what the detail strip does not already say. */
export function attributeChips(hit: Pick<CardHit, 'simple_body' | 'simple_drive' | 'engine_size_litres' | 'seats' | 'colour'>): string[] {
  const chips: string[] = []
  if (hit.simple_body) chips.push(bodyLabel(hit.simple_body))
  if (hit.simple_drive) chips.push(hit.simple_drive)
  if (hit.engine_size_litres && hit.engine_size_litres > 0) chips.push(`${hit.engine_size_litres.toFixed(1)}L`)
  if (hit.seats && hit.seats > 0) chips.push(`${hit.seats} seats`)
  if (hit.colour) chips.push(hit.colour.charAt(0).toUpperCase() + hit.colour.slice(1))
  return chips
}

/**
 * The finance estimate on a card: the site's one rule for every place an estimate shows
 * (financeEstimate), without the lender entry the car page's calculator starts from.
 */
export function cardFinance(hit: CardHit, settings: FinanceSettings, now: Date): CardFinance | null {
  const estimate = financeEstimate(hit, settings, now)
  return estimate && { weekly: estimate.weekly, rates: estimate.rates }
}

/** A car tagged "Test Drive Only" (any letter case): Book a Test Drive in place of finance, and its enquiry is a test drive. */
export const isTestDriveOnly = (tag: string | null | undefined): boolean => specialTag(tag) === 'Test Drive Only'

/**
 * The card's one button, what a shopper most likely wants next: a sold car finds similar ones, a
 * "Test Drive Only" car books a drive, a car the site reserves online is reserved, any other car
 * is enquired about.
 */
function action(hit: CardHit, ctx: CardContext, actions: ReturnType<typeof cardActions>, href: string): CardButton {
  if (!actions.available) {
    const path = [hit.make, hit.model]
      .filter((p): p is string => !!p)
      .map(slugify)
      .join('/')
    return { label: ctx.labels.findSimilar, href: path ? `/search/${path}` : '/search', kind: 'find-similar' }
  }
  if (isTestDriveOnly(hit.tag)) {
    return {
      label: vocabularyOf(ctx.vehicleKind).tryOut,
      href: `/book-test-drive/?car_id=${encodeURIComponent(hit.slug ?? hit.objectID)}`,
      kind: 'test-drive',
    }
  }
  if (actions.reserve) return { ...actions.reserve, kind: 'reserve' }
  return { label: ctx.labels.enquireButton, href: `${href}#enquire`, kind: 'enquire' }
}

export function searchCardView(hit: CardHit, ctx: CardContext, now: Date): SearchCardView {
  const href = hit.path ?? `/cars/${hit.slug ?? ''}`
  const heading = joined(hit.year, hit.make, hit.model)
  const subheading = joined(hit.badge, hit.series)
  const actions = cardActions({ ...hit, slug: hit.slug ?? '' }, ctx)
  return {
    key: hit.objectID,
    href,
    heading,
    subheading,
    chips: attributeChips(hit),
    imageUrl: hit.primary_image_url ?? null,
    imageAlt: joined(heading, subheading),
    location: hit.location_name || hit.city || null,
    price: priceDisplay(hit, ctx),
    finance: cardFinance(hit, ctx.finance, now),
    tag: tagBanner(hit, ctx, now),
    sold: actions.showSoldTag,
    views: ctx.features.viewCount && typeof hit.views === 'number' ? hit.views : null,
    action: action(hit, ctx, actions, href),
    strip: detailStrip(hit),
    save: saveEntry(ctx.features, { ...hit, name: joined(heading, subheading) }, actions.showSoldTag),
  }
}

export const NO_RESULTS = {
  title: 'No Results Available',
  text: 'No results found for your search at this time. Please try adjusting the filters for more results.',
  button: 'Clear Filters',
} as const
