// Dealership offers listing (spec 1 §2 screen 8, §3 dealership offers search, §7; spec 2
// routes /special-offers): categories, price, query and page from the URL, 21 cars a page.
import type { Metadata } from 'next'
import { ListingShell } from '@/src/components/listings/ListingShell'
import { offersCopy } from '@/src/domain/listings/copy'
import { OFFERS_PATH, parseOffersParams } from '@/src/domain/listings/listing-input'
import { firstListingPage } from '@/src/search/server'
import type { SearchParams } from '../page-view'
import { requireTenant } from '../tenant'

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
  const first = await firstListingPage(host, input)
  return <ListingShell tenant={tenant} input={input} copy={offersCopy(tenant.name, tenant.vehicleKind)} first={first} />
}
