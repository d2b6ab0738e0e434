// The #vehicle-map anchor the sidebar's location link reaches: where the car is. When
// the car's yard is one of the dealer's locations, its name links to the location's page, with
// today's hours and a map; "See more from this dealer" lists the dealership's other stock.
import { SiteLink } from '@/src/components/ui/SiteLink'
import { LocationMap } from '@/src/components/locations/LocationMap.client'
import { toMapPoints } from '@/src/components/locations/map-types'
import { type DealerLocation, departmentStatus, locationPath } from '@/src/domain/locations/location'
import { openStatusText } from '@/src/domain/locations/open-now'
import { joinParts } from '@/src/domain/vehicle-detail/car'
import { SECTION_CLASS } from './Section'

export interface CarLocation {
  name: string | null
  street?: string
  city?: string
  state?: string
  postcode?: string
}

interface Props {
  location: CarLocation
  /** The dealer's location record for the car's yard, when there is one. */
  dealerLocation?: DealerLocation
  tiles: { url: string; attribution: string }
  now: Date
  /** /search/{dealership_slug} on a site with several dealerships. */
  moreHref?: string | null
}

export function LocationSection({ location, dealerLocation, tiles, now, moreHref }: Props) {
  const line = joinParts(location.city, location.state, location.postcode)
  const status = dealerLocation?.hours.sales ? departmentStatus(dealerLocation, 'sales', now) : null
  return (
    <section id="vehicle-map" aria-labelledby="vehicle-map-heading" className={`${SECTION_CLASS} space-y-3`}>
      <h2 id="vehicle-map-heading" className="text-xl font-bold md:text-2xl">
        Vehicle Location
      </h2>
      <address className="not-italic">
        {location.name && (
          <p className="font-semibold">
            {dealerLocation ? (
              <SiteLink href={locationPath(dealerLocation.slug)} className="underline underline-offset-2">
                {location.name}
              </SiteLink>
            ) : (
              location.name
            )}
          </p>
        )}
        {location.street && <p>{location.street}</p>}
        {line && <p>{line}</p>}
      </address>
      {status && (
        <p className={`text-sm font-semibold ${status.open ? 'text-green-700' : 'text-red-700'}`}>Sales: {openStatusText(status)}</p>
      )}
      {dealerLocation && (
        <LocationMap points={toMapPoints([dealerLocation])} tiles={tiles} label={`Map of ${dealerLocation.name}`} className="h-64" />
      )}
      {moreHref && (
        <SiteLink href={moreHref} className="inline-block font-semibold text-[var(--color-primary)] underline underline-offset-2">
          See more from this dealer
        </SiteLink>
      )}
    </section>
  )
}
