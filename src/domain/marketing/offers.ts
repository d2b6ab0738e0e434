// Offers (with their truncations): the card's texts and links.
import { formatRate } from '@/src/domain/finance/money'
import { truncateText } from '@/src/domain/finance/text'
import { slugify } from '@/src/domain/navigation/slug'
import { isLive, type Schedule } from './schedule'

export const OFFER_CATEGORIES = [
  'New car offer',
  'Used car offer',
  'Demo car offer',
  'Finance offer',
  'Service offer',
  'Accessories offer',
] as const

/** Description and disclaimer collapse above 200 characters; the compact card cuts at 160. */
export const OFFER_COLLAPSE_ABOVE = 200
export const OFFER_COMPACT_LIMIT = 160

export interface Offer extends Schedule {
  id: string
  name: string
  category: string
  description: string
  disclaimer: string | null
  image: { url: string; alt: string } | null
  price: number | null
  rate: number | null
  comparisonRate: number | null
  manufacturer: string | null
  model: { name: string; slug: string | null; overrideUrl: string | null } | null
  enquireLabel: string | null
}

/** The cut shown before "View more": null when the text is short enough to show whole. */
export function collapsedText(text: string | null, compact = false): string | null {
  if (!text) return null
  const cut = truncateText(text, compact ? OFFER_COMPACT_LIMIT : OFFER_COLLAPSE_ABOVE)
  return cut.isTruncated ? cut.short : null
}

/**
 * An offer's page: /offers/{id}, or /offers/{manufacturerSlug}/{id} on a site that sells several
 * makes.
 */
export function offerPath(offer: Pick<Offer, 'id' | 'manufacturer'>, singleMake: boolean): string {
  const make = offer.manufacturer ? slugify(offer.manufacturer) : ''
  return !singleMake && make ? `/offers/${make}/${offer.id}` : `/offers/${offer.id}`
}

/** The model's Explore page: its override URL, or /{modelSlug}. */
export function explorePath(offer: Pick<Offer, 'model'>): string | null {
  if (!offer.model?.name) return null
  return offer.model.overrideUrl?.trim() || (offer.model.slug ? `/${offer.model.slug}` : null)
}

/** The model's stock: /search/{make}/{model}, or a text search when the offer names no make (Explore and Book A Test Drive). */
export function modelStockPath(offer: Pick<Offer, 'manufacturer' | 'model'>): string | null {
  if (!offer.model?.name) return null
  return offer.manufacturer
    ? `/search/${slugify(offer.manufacturer)}/${slugify(offer.model.name)}`
    : `/search?query=${encodeURIComponent(offer.model.name)}`
}

/** "2.99% p.a. (comparison rate 3.49% p.a.)": a rate is never shown without its comparison rate. */
export function offerRateText(offer: Pick<Offer, 'rate' | 'comparisonRate'>): string | null {
  if (offer.rate === null || offer.comparisonRate === null) return null
  return `${formatRate(offer.rate, { perAnnum: true })} (comparison rate ${formatRate(offer.comparisonRate, { perAnnum: true })})`
}

/** Whether the dealer's offers name at most one make (then offer paths leave the make out). */
export function offersSingleMake(offers: readonly Pick<Offer, 'manufacturer'>[]): boolean {
  return new Set(offers.map((o) => o.manufacturer && slugify(o.manufacturer)).filter(Boolean)).size <= 1
}

/** A brand page's offers: the live offers naming that make. */
export function liveOffersForMake<T extends Pick<Offer, 'manufacturer'> & Schedule>(offers: readonly T[], make: string, now: Date): T[] {
  const slug = slugify(make)
  return offers.filter((o) => o.manufacturer && slugify(o.manufacturer) === slug && isLive(o, now))
}
