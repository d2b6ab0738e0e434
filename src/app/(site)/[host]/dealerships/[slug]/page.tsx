// /dealerships/{slug}: a location's slug leads to its page; a brand's slug
// (/dealerships/toyota?filter=brand, the brand grid's target) lists the locations selling it.
import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'
import { nearestListing } from '@/src/api/nearest-locations'
import { getLocations } from '@/src/cms/locations'
import { locationPath } from '@/src/domain/locations/location'
import { parseNearestQuery } from '@/src/domain/locations/nearest'
import { selectLocations } from '@/src/domain/locations/select'
import { slugify } from '@/src/domain/navigation/slug'
import { postcodeGeocoder } from '@/src/providers/geocoding'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { requireTenant } from '../../tenant'
import { DealershipsView } from '../view'

type Props = {
  params: Promise<{ host: string; slug: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

async function load(tenant: TenantConfig, slug: string) {
  const all = await getLocations(tenant)
  const location = all.find((l) => l.slug === slug && l.visible)
  if (location) permanentRedirect(locationPath(location.slug))
  const make = all.flatMap((l) => l.makes).find((m) => slugify(m) === slug)
  if (!make) notFound()
  return { make, locations: selectLocations(all, { scope: 'all', make }) }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { tenant } = await requireTenant(params)
  const { slug } = await params
  const { make } = await load(tenant, slug)
  return {
    title: `${make} Dealerships`,
    description: `${tenant.name} locations for ${make}: addresses, hours and directions.`,
    alternates: { canonical: `/dealerships/${slug}` },
  }
}

export default async function BrandDealershipsPage({ params, searchParams }: Props) {
  const { tenant } = await requireTenant(params)
  const { slug } = await params
  const { make, locations } = await load(tenant, slug)
  const listing = await nearestListing(parseNearestQuery(await searchParams), locations, postcodeGeocoder())
  return <DealershipsView tenant={tenant} path={`/dealerships/${slug}`} title={`${make} Dealerships`} listing={listing} />
}
