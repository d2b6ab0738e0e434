// Every visible location of the dealer as cards, at /dealerships and /dealer-locator.
import type { Metadata } from 'next'
import { nearestListing } from '@/src/api/nearest-locations'
import { getLocations } from '@/src/cms/locations'
import { parseNearestQuery } from '@/src/domain/locations/nearest'
import { selectLocations } from '@/src/domain/locations/select'
import { postcodeGeocoder } from '@/src/providers/geocoding'
import { requireTenant } from '../tenant'
import { DealershipsView } from './view'

type Props = { params: Promise<{ host: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { tenant } = await requireTenant(params)
  return {
    title: 'Our Locations',
    description: `Find ${tenant.name}: addresses, opening hours and directions.`,
    alternates: { canonical: '/dealerships' },
  }
}

export default async function DealershipsPage({ params, searchParams }: Props) {
  const { tenant } = await requireTenant(params)
  const locations = selectLocations(await getLocations(tenant), { scope: 'all' })
  const listing = await nearestListing(parseNearestQuery(await searchParams), locations, postcodeGeocoder())
  return <DealershipsView tenant={tenant} path="/dealerships" title="Our Locations" listing={listing} />
}
