// Every visible location of the dealer as cards, at /dealerships and /dealer-locator.
import type { Metadata } from 'next'
import { getLocations } from '@/src/cms/locations'
import { selectLocations } from '@/src/domain/locations/select'
import { requireTenant } from '../tenant'
import { DealershipsView } from './view'

type Props = { params: Promise<{ host: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { tenant } = await requireTenant(params)
  return {
    title: 'Our Locations',
    description: `Find ${tenant.name}: addresses, opening hours and directions.`,
    alternates: { canonical: '/dealerships' },
  }
}

export default async function DealershipsPage({ params }: Props) {
  const { tenant } = await requireTenant(params)
  const locations = selectLocations(await getLocations(tenant), { scope: 'all' })
  return <DealershipsView tenant={tenant} path="/dealerships" title="Our Locations" locations={locations} />
}
