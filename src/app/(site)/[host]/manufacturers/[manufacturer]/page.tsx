// Manufacturer listing: /manufacturers/toyota with model, body, query and page from the URL, 21
// cars a page. A make the site neither stocks nor names in its menus is not a page of this site. It
// is also the brand page (/{brand}/overview and /brands/{brand} lead here): the make's live offers
// and the locations selling it come before its stock.
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { SiteLink } from '@/src/components/ui/SiteLink'
import { getLocations } from '@/src/cms/locations'
import { getOffers } from '@/src/cms/marketing'
import { getNavigation } from '@/src/cms/site'
import { OfferGridIsland } from '@/src/components/offers/OfferGridIsland.client'
import { toMenuItems } from '@/src/components/layout/menu'
import { ListingShell } from '@/src/components/listings/ListingShell'
import { manufacturerCopy } from '@/src/domain/listings/copy'
import { manufacturerPath, parseManufacturerParams } from '@/src/domain/listings/listing-input'
import { resolveManufacturer } from '@/src/domain/listings/manufacturer'
import { locationPath } from '@/src/domain/locations/location'
import { selectLocations } from '@/src/domain/locations/select'
import { liveOffersForMake, offersSingleMake } from '@/src/domain/marketing/offers'
import { firstListingPage, stockMakes } from '@/src/search/server'
import type { SearchParams } from '../../page-view'
import { requireTenant } from '../../tenant'
import { requestNonce, requestOrigin } from '@/src/lib/request-origin'

type Props = { params: Promise<{ host: string; manufacturer: string }>; searchParams: SearchParams }

async function load(params: Props['params']) {
  const { tenant, host } = await requireTenant(params)
  const { manufacturer } = await params
  const [makes, nav] = await Promise.all([stockMakes(host), getNavigation(tenant)])
  const brands = toMenuItems(nav).flatMap((item) => item.brands.map((b) => b.name))
  const make = resolveManufacturer(manufacturer, makes, brands)
  if (!make) notFound()
  return { tenant, host, make, copy: manufacturerCopy(make.name, tenant.name, tenant.vehicleKind) }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { make, copy } = await load(params)
  const canonical = manufacturerPath(make.name)
  return {
    title: copy.title,
    description: copy.description,
    alternates: { canonical },
    openGraph: { title: copy.title, description: copy.description, url: canonical },
  }
}

export default async function ManufacturerPage({ params, searchParams }: Props) {
  const { tenant, host, make, copy } = await load(params)
  const input = parseManufacturerParams(make.name, await searchParams)
  const [first, offers, locations] = await Promise.all([firstListingPage(host, input), getOffers(tenant), getLocations(tenant)])
  const makeOffers = liveOffersForMake(offers, make.name, new Date())
  const sellers = selectLocations(locations, { scope: 'all', make: make.name })
  const before = (makeOffers.length > 0 || sellers.length > 0) && (
    <div className="mb-8 space-y-8">
      {sellers.length > 0 && (
        <nav aria-label={`Where to buy ${make.name}`} className="text-sm">
          <span className="font-semibold">{make.name} at </span>
          {sellers.map((l, i) => (
            <span key={l.slug}>
              {i > 0 && ', '}
              <SiteLink href={locationPath(l.slug)} className="text-[var(--color-primary)] underline">
                {l.name}
              </SiteLink>
            </span>
          ))}
        </nav>
      )}
      {makeOffers.length > 0 && (
        <section aria-labelledby="make-offers-heading">
          <h2 id="make-offers-heading" className="mb-4 text-2xl font-bold">
            {make.name} Offers
          </h2>
          <OfferGridIsland offers={makeOffers} singleMake={offersSingleMake(offers)} leadsPage />
        </section>
      )}
    </div>
  )
  return (
    <ListingShell
      tenant={tenant}
      input={input}
      copy={copy}
      first={first}
      origin={await requestOrigin()}
      nonce={await requestNonce()}
      before={before}
      carsLeadPage={makeOffers.length === 0}
    />
  )
}
