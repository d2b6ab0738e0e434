import { Breadcrumbs } from '@/src/components/layout/Breadcrumbs'
import { LocationGrid } from '@/src/components/locations/LocationGrid'
import { LocationMap } from '@/src/components/locations/LocationMap.client'
import { NearestFinder } from '@/src/components/locations/NearestFinder'
import { toMapPoints } from '@/src/components/locations/map-types'
import { mapTiles } from '@/src/lib/env'
import { getReviews } from '@/src/cms/locations'
import type { NearestListing } from '@/src/api/nearest-locations'
import { buildBreadcrumbs } from '@/src/domain/navigation/breadcrumbs'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { requestOrigin, requestNonce } from '@/src/lib/request-origin'

/** A page of location cards: all of a dealer's, or those of one brand; nearest first once the finder is used. */
export async function DealershipsView({
  tenant,
  path,
  title,
  listing: { locations, distances, finder },
}: {
  tenant: TenantConfig
  path: string
  title: string
  listing: NearestListing
}) {
  return (
    <>
      <Breadcrumbs
        crumbs={buildBreadcrumbs(path, { '/dealerships': 'Our Locations', [path]: title })}
        origin={await requestOrigin()}
        nonce={await requestNonce()}
      />
      <div className="container-site pb-12 pt-2">
        <h1 className="mb-6 text-2xl font-bold md:text-3xl">{title}</h1>
        <NearestFinder state={finder} />
        <div className="mb-8">
          <LocationMap points={toMapPoints(locations)} tiles={mapTiles()} label={`Map of ${title}`} className="h-96" />
        </div>
        <LocationGrid locations={locations} reviews={await getReviews(tenant)} now={new Date()} distances={distances} />
      </div>
    </>
  )
}
