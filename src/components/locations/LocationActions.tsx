// A location's buttons (Contact Us, Get Directions, View Details, Book a Service; the
// location page adds View Our Stock and leaves out View Details, being that page).
import { SiteLink } from '@/src/components/ui/SiteLink'
import { type DealerLocation, locationPath, locationStockPath } from '@/src/domain/locations/location'
import { directionsUrl } from '@/src/domain/locations/select'

export function LocationActions({ location, on }: { location: DealerLocation; on: 'card' | 'page' }) {
  const directions = (
    <a
      href={location.address.placeUrl || directionsUrl(location.address)}
      target="_blank"
      rel="noopener noreferrer"
      className={`btn ${on === 'page' ? 'btn-solid' : 'btn-outline'}`}
    >
      Get Directions
    </a>
  )
  const contact = (
    <SiteLink href="/contact" className={`btn ${on === 'card' ? 'btn-solid' : 'btn-outline'}`}>
      Contact Us
    </SiteLink>
  )
  return (
    <>
      {on === 'card' ? contact : directions}
      {on === 'card' ? directions : null}
      {on === 'card' && (
        <SiteLink href={locationPath(location.slug)} className="btn btn-outline">
          View Details
        </SiteLink>
      )}
      {on === 'page' && location.departments.includes('sales') && (
        <SiteLink href={locationStockPath(location.slug)} className="btn btn-outline">
          View Our Stock
        </SiteLink>
      )}
      {on === 'page' && contact}
      {location.departments.includes('service') && (
        <SiteLink href="/service" className="btn btn-outline">
          Book a Service
        </SiteLink>
      )}
    </>
  )
}
