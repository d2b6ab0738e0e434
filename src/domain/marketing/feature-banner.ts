// The feature banner (latest offers, book a service, sell your car) at the foot of car pages.
// Every link leads to a page the site has: the offers listing and the online valuation are routes
// of every site; booking a service goes to the dealer's own page for it (the first of the spec's
// addresses the site has published), else to its contact page, else the tile is left out.
import { OFFERS_PATH } from '@/src/domain/listings/listing-input'
import { SELL_MY_CAR } from '@/src/domain/trade-in/wizard'
import type { Vocabulary } from '@/src/domain/tenant/vocabulary'

export type BannerTileId = 'offers' | 'service' | 'sell'

export interface BannerTile {
  id: BannerTileId
  heading: string
  text: string
  label: string
  href: string
}

/** The dealer pages that book a service, in the order they are preferred. */
export const SERVICE_PAGES = ['/service', '/book-a-service', '/pages/book-a-service'] as const
/** Where a tile goes when the site has no page of its own for it: the contact form. */
export const CONTACT_PAGES = ['/contact', '/contact-us'] as const

const firstOf = (candidates: readonly string[], pages: ReadonlySet<string>) => candidates.find((path) => pages.has(path))

/** `pages`: the paths of the site's published pages ("/service"). */
export function featureBanner(pages: ReadonlySet<string>, words: Pick<Vocabulary, 'one' | 'One'>): BannerTile[] {
  const contact = firstOf(CONTACT_PAGES, pages)
  const service = firstOf(SERVICE_PAGES, pages) ?? contact
  const tiles: (BannerTile | null)[] = [
    { id: 'offers', heading: 'Latest Offers', text: 'This month’s deals and finance offers.', label: 'View Offers', href: OFFERS_PATH },
    service
      ? {
          id: 'service',
          heading: 'Book a Service',
          text: `Keep your ${words.one} in top shape with our service team.`,
          label: 'Book a Service',
          href: service,
        }
      : null,
    {
      id: 'sell',
      heading: `Sell Your ${words.One}`,
      text: `Get an online offer for your ${words.one}, as a trade-in or a sale.`,
      label: 'Get Your Valuation',
      href: SELL_MY_CAR,
    },
  ]
  return tiles.filter((tile) => tile !== null)
}
