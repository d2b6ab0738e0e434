// Dealership offers listing, /special-offers: categories, price, query and page from the URL, 21
// cars a page.
import type { Metadata } from 'next'
import { vocabularyOf } from '@/src/domain/tenant/vocabulary'
import { ListingShell } from '@/src/components/listings/ListingShell'
import { OfferGridIsland } from '@/src/components/offers/OfferGridIsland.client'
import { getOffers } from '@/src/cms/marketing'
import { offersSingleMake } from '@/src/domain/marketing/offers'
import { isLive } from '@/src/domain/marketing/schedule'
import { offersCopy } from '@/src/domain/listings/copy'
import { OFFERS_PATH, parseOffersParams } from '@/src/domain/listings/listing-input'
import { firstListingPage } from '@/src/search/server'
import type { SearchParams } from '../page-view'
import { requireTenant } from '../tenant'
import { requestNonce, requestOrigin } from '@/src/lib/request-origin'

type Props = { params: Promise<{ host: string }>; searchParams: SearchParams }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { tenant } = await requireTenant(params)
  const copy = offersCopy(tenant.name, tenant.vehicleKind)
  return {
    title: copy.title,
    description: copy.description,
    alternates: { canonical: OFFERS_PATH },
    openGraph: { title: copy.title, description: copy.description, url: OFFERS_PATH },
  }
}

export default async function SpecialOffersPage({ params, searchParams }: Props) {
  const { tenant, host } = await requireTenant(params)
  const input = parseOffersParams(await searchParams)
  const [first, offers] = await Promise.all([firstListingPage(host, input), getOffers(tenant)])
  const live = offers.filter((o) => isLive(o, new Date()))
  const before = live.length > 0 && (
    <section aria-labelledby="offers-heading" className="mb-10">
      <h2 id="offers-heading" className="mb-4 text-2xl font-bold">
        Current Offers
      </h2>
      <OfferGridIsland offers={live} singleMake={offersSingleMake(offers)} leadsPage />
      <h2 className="mb-2 mt-10 text-2xl font-bold">{vocabularyOf(tenant.vehicleKind).Many} on Special</h2>
    </section>
  )
  return (
    <ListingShell
      tenant={tenant}
      input={input}
      copy={offersCopy(tenant.name, tenant.vehicleKind)}
      first={first}
      origin={await requestOrigin()}
      nonce={await requestNonce()}
      before={before}
      carsLeadPage={live.length === 0}
    />
  )
}
