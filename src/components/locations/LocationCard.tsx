// A location card of the grid, carousel and dealer list: image, name, star rating, street, suburb
// and state, phone, hours, dealer licence and its buttons.
import Image from 'next/image'
import { SiteLink } from '@/src/components/ui/SiteLink'
import type { LocationReviews } from '@/src/cms/locations'
import { PhoneIcon } from '@/src/components/ui/icons'
import { DEPARTMENT_LABELS } from '@/src/domain/locations/hours'
import { type DealerLocation, departmentStatus, locationPath } from '@/src/domain/locations/location'
import { openStatusText } from '@/src/domain/locations/open-now'
import { formatPhone, telHref } from '@/src/domain/phone/phone'
import { departmentsWithHours } from './DepartmentHours'
import { HoursTable } from './HoursTable'
import { LocationActions } from './LocationActions'
import { StarRating } from './StarRating'

export function LocationCard({
  location,
  reviews,
  now,
  distance,
}: {
  location: DealerLocation
  reviews?: LocationReviews
  now: Date
  /** "12 km away", when the list is sorted from a postcode or the shopper's position. */
  distance?: string
}) {
  const department = departmentsWithHours(location)[0]
  const days = department ? (location.hours[department] ?? []) : []
  const status = department ? departmentStatus(location, department, now) : null
  const tel = telHref(location.phone)
  const { address } = location
  return (
    <article
      className="flex h-full flex-col overflow-hidden rounded-[var(--radius)] border border-black/10 bg-white text-gray-900 shadow-sm"
      data-testid="location-card"
    >
      {location.image && (
        <Image
          src={location.image.url}
          alt={location.image.alt}
          width={800}
          height={600}
          sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
          className="aspect-[4/3] w-full object-cover"
        />
      )}
      <div className="flex flex-1 flex-col gap-3 p-4">
        <h3 className="text-lg font-bold">
          <SiteLink href={locationPath(location.slug)} className="hover:underline">
            {location.name}
          </SiteLink>
        </h3>
        {distance && (
          <p className="text-sm font-semibold" data-testid="location-distance">
            {distance}
          </p>
        )}
        {reviews?.summary && <StarRating summary={reviews.summary} size={16} />}
        <address className="text-sm not-italic">
          {address.street}
          <br />
          {address.city}, {address.state} {address.postcode}
        </address>
        {tel && (
          <a href={tel} className="flex items-center gap-2 text-sm font-semibold text-[var(--color-primary)]">
            <PhoneIcon /> {formatPhone(location.phone)}
          </a>
        )}
        {status && department && (
          <div>
            <p className={`mb-1 text-sm font-semibold ${status.open ? 'text-green-700' : 'text-red-700'}`}>
              {DEPARTMENT_LABELS[department]}: {openStatusText(status)}
            </p>
            <HoursTable days={days} closedDays={location.closedDays} caption={`${location.name} ${DEPARTMENT_LABELS[department]} hours`} />
          </div>
        )}
        {location.dealerLicence && <p className="text-xs opacity-75">Dealer licence {location.dealerLicence}</p>}
        <div className="mt-auto grid grid-cols-2 gap-2 pt-2 text-sm">
          <LocationActions location={location} on="card" />
        </div>
      </div>
    </article>
  )
}
