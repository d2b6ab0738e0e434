// What one search result card shows (spec 1 §2 screen 3; spec 2 §2 search result grid items),
// built from the search record with the card rules in card.ts. The card component only renders.
import { type DetailStrip, type PriceDisplay, detailStrip, priceDisplay } from './card'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'

export interface CardHit {
  objectID: string
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
  km?: number
  simple_fuel?: string
  status?: string
  primary_image_url?: string
  images?: { image: { url: string; thumb?: { url: string } } }[]
  location_name?: string
  city?: string
}

export interface SearchCardView {
  key: string
  href: string
  heading: string
  subheading: string
  imageUrl: string | null
  location: string | null
  price: PriceDisplay
  strip: DetailStrip
}

const joined = (...parts: (string | number | undefined)[]) => parts.filter((p) => p !== undefined && p !== '').join(' ')

export function searchCardView(hit: CardHit, tenant: { labels: Pick<TenantConfig['labels'], 'noPrice'> }): SearchCardView {
  return {
    key: hit.objectID,
    href: hit.path ?? `/cars/${hit.slug ?? ''}`,
    heading: joined(hit.year, hit.make, hit.model),
    subheading: joined(hit.badge, hit.series),
    imageUrl: hit.primary_image_url ?? hit.images?.[0]?.image.url ?? null,
    location: hit.location_name || hit.city || null,
    price: priceDisplay(hit, tenant),
    strip: detailStrip(hit),
  }
}

/** Spec 1 §2 screen 1: results are centred when there are fewer than 3. */
export const CENTRE_BELOW = 3
export const centreResults = (count: number) => count > 0 && count < CENTRE_BELOW

export const NO_RESULTS = {
  title: 'No Results Available',
  text: 'No results found for your search at this time. Please try adjusting the filters for more results.',
  button: 'Clear Filters',
} as const
