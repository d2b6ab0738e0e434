import type { AutoDealerLeaf, OpeningHoursSpecificationLeaf, WithContext } from 'schema-dts'
import { absoluteUrl, compact, postalAddress } from '@/src/domain/navigation/json-ld'
import type { ClosedDayStyle, DayHours, Department, SpecialHours } from './hours'
import { type OpenStatus, openStatus } from './open-now'
import type { LocationLike } from './select'

/** A dealer's location as the site uses it, reshaped from the CMS at its edge. */
export interface DealerLocation extends LocationLike {
  slug: string
  /** The name cars at this yard carry in the stock feed (location_name). */
  stockName: string
  phone: string | null
  email: string | null
  dealerLicence: string | null
  repairerLicence: string | null
  image: { url: string; alt: string } | null
  address: {
    street: string
    city: string
    state: string
    postcode: string
    lat: number | null
    lng: number | null
    placeUrl: string | null
  }
  timeZone: string
  closedDays: ClosedDayStyle
  hours: Partial<Record<Department, DayHours[]>>
  specialHours: SpecialHours[]
  hiddenReviewers: string[]
}

const SCHEMA_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const

/**
 * A location as a schema.org AutoDealer (no @context: it stands alone on its page and inside the
 * dealer's on the home page): address, geo, phone, weekly sales hours as
 * openingHoursSpecification and dated special hours (closed days open and close at 00:00, as
 * schema.org documents). `url` is the location's page; its image is made absolute from it.
 */
export function locationJsonLd(location: DealerLocation, url: string): AutoDealerLeaf {
  const hours = location.hours.sales ?? Object.values(location.hours)[0] ?? []
  const weekly = hours
    .filter((d) => d.status === 'open' && d.open && d.close)
    .map((d): OpeningHoursSpecificationLeaf => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${SCHEMA_DAYS[d.weekday]}`,
      opens: d.open!,
      closes: d.close!,
    }))
  const special = location.specialHours
    .filter((s) => !s.department || s.department === 'sales')
    .map((s): OpeningHoursSpecificationLeaf => ({
      '@type': 'OpeningHoursSpecification',
      validFrom: s.date,
      validThrough: s.date,
      opens: s.status === 'open' && s.open ? s.open : '00:00',
      closes: s.status === 'open' && s.close ? s.close : '00:00',
    }))
  const { address } = location
  return compact<AutoDealerLeaf>({
    '@type': 'AutoDealer',
    name: location.name,
    url,
    telephone: location.phone ?? undefined,
    email: location.email ?? undefined,
    image: location.image ? absoluteUrl(url, location.image.url) : undefined,
    address: postalAddress(address),
    geo:
      address.lat !== null && address.lng !== null
        ? { '@type': 'GeoCoordinates', latitude: address.lat, longitude: address.lng }
        : undefined,
    hasMap: address.placeUrl ?? undefined,
    openingHoursSpecification: [...weekly, ...special],
  })
}

/** A location's page: its AutoDealer with the review aggregate. */
export function autoDealerJsonLd(
  location: DealerLocation,
  url: string,
  reviews: { average: string; count: number } | null,
): WithContext<AutoDealerLeaf> {
  return {
    '@context': 'https://schema.org',
    ...locationJsonLd(location, url),
    ...(reviews
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: reviews.average, reviewCount: reviews.count, bestRating: 5 } }
      : {}),
  }
}

/** The site paths of a location: its page and its stock. */
export const locationPath = (slug: string) => `/locations/${slug}`
export const locationStockPath = (slug: string) => `/search/${slug}`

/** One line of a location's address: "120 Church St, Parramatta NSW 2150". */
export const addressLine = (a: DealerLocation['address']) => `${a.street}, ${a.city} ${a.state} ${a.postcode}`

/** Whether one department of a location is open at an instant, in the location's own time zone. */
export const departmentStatus = (location: DealerLocation, department: Department, now: Date): OpenStatus =>
  openStatus(now, location.timeZone, location.hours[department] ?? [], location.specialHours, department)
