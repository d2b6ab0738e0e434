// /success: where every lead form lands. What happens next, the phone and hours of the location
// that will answer (the car's yard, else the primary location: the same Locations entry the
// location page shows), and the way back to the car and to similar stock.
import type { Metadata } from 'next'
import { getLocations } from '@/src/cms/locations'
import { getSiteSettings } from '@/src/cms/site'
import { HoursTable } from '@/src/components/locations/HoursTable'
import { SiteLink } from '@/src/components/ui/SiteLink'
import { successCopy, successKind } from '@/src/domain/leads/forms'
import { isLeadReference } from '@/src/domain/leads/reference'
import { bookingLocation } from '@/src/domain/locations/booking-slots'
import { locationPath } from '@/src/domain/locations/location'
import { findSimilarHref } from '@/src/domain/vehicle-detail/actions'
import { dealerPhone } from '@/src/domain/vehicle-detail/phone-reveal'
import type { SearchParams } from '../page-view'
import { requireTenant } from '../tenant'
import { loadCar } from '../cars/[slug]/load'

type Props = { params: Promise<{ host: string }>; searchParams: SearchParams }

export const metadata: Metadata = { title: 'Thank you', robots: { index: false, follow: true } }

const SEARCH_ALL = '/search'

export default async function SuccessPage({ params, searchParams }: Props) {
  const { tenant, host } = await requireTenant(params)
  const query = await searchParams
  const kind = successKind(query.form)
  const found = typeof query.car === 'string' ? await loadCar(host, query.car) : null
  const [settings, locations] = await Promise.all([getSiteSettings(tenant), getLocations(tenant)])
  // A service booking is answered by the service department; every other lead by sales.
  const service = kind === 'service'
  const department = service ? 'service' : 'sales'
  const location = bookingLocation(locations, service ? 'service' : 'test-drive', found?.car.location_name)
  const phone = dealerPhone({ tenant: tenant.phones, location: location?.phone }, found?.car.car_type, true)
  const days = location?.hours[department] ?? []
  const hours = days.length === 0 ? settings?.copy?.openingHoursSummary : null
  const copy = successCopy(kind)
  // The lead's reference as the answer gave it (never its number); anything else in the address is not shown.
  const reference = isLeadReference(query.ref) ? query.ref : null
  return (
    <div className="container-site max-w-3xl py-10 md:py-16">
      <p className="font-semibold text-[var(--color-primary)]">Sent</p>
      <h1 className="mt-1 text-3xl font-bold md:text-4xl">{copy.heading}</h1>
      <h2 className="mt-8 text-xl font-bold">What happens next</h2>
      <p className="mt-2 text-lg text-gray-700">{copy.next}</p>
      {reference && (
        <p className="mt-2 text-gray-700" data-testid="lead-reference">
          Your reference is <strong className="font-mono">{reference}</strong>. Quote it if you call us about this request.
        </p>
      )}
      {found && (
        <p className="mt-2 text-gray-700">
          You asked about the <strong>{found.car.name}</strong>.
        </p>
      )}
      {(phone || days.length > 0 || hours) && (
        <div className="mt-8 rounded-[var(--radius)] border border-black/10 bg-[var(--color-surface)] p-4" data-testid="success-contact">
          <h2 className="text-lg font-bold">Need us sooner?</h2>
          {phone?.href && (
            <p className="mt-1">
              Call {location?.name ?? tenant.name} on{' '}
              <a href={phone.href} className="font-bold underline underline-offset-4">
                {phone.display}
              </a>
            </p>
          )}
          {location && days.length > 0 && (
            <div className="mt-3 max-w-sm">
              <HoursTable days={days} closedDays={location.closedDays} caption={`${location.name} opening hours`} />
              <SiteLink href={locationPath(location.slug)} className="mt-2 inline-block font-semibold underline underline-offset-4">
                Holiday hours and directions
              </SiteLink>
            </div>
          )}
          {hours && <p className="mt-1 text-gray-700">Opening hours: {hours}</p>}
        </div>
      )}
      <nav aria-label="Where to next" className="mt-8 flex flex-wrap gap-3">
        {found && (
          <a href={found.car.path} className="btn btn-solid">
            Back to the {found.car.make ?? 'car'}
          </a>
        )}
        <a href={found ? findSimilarHref(found.car) : SEARCH_ALL} className={found ? 'btn btn-outline' : 'btn btn-solid'}>
          {found ? 'See similar stock' : 'Browse our stock'}
        </a>
        <a href="/" className="btn btn-outline">
          Home
        </a>
      </nav>
    </div>
  )
}
