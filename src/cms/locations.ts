import { cache } from 'react'
import type { Location, Review } from '@/payload-types'
import { mediaOf, sizeUrl } from '@/src/domain/content/media'
import { type BookingOffer, bookingOffer } from '@/src/domain/locations/booking-slots'
import type { ClosedDayStyle, Weekday } from '@/src/domain/locations/hours'
import { localMoment, locationTimeZone } from '@/src/domain/locations/open-now'
import { type ReviewSummary, filterReviews, reviewSummary } from '@/src/domain/locations/reviews'
import type { DealerLocation } from '@/src/domain/locations/location'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { cachedForTenant } from './site'
import { payloadClient } from './payload'

export function toDealerLocation(doc: Location): DealerLocation {
  const timeZone = locationTimeZone(doc.timeZone, doc.address.state)
  const image = mediaOf(doc.image)
  const hours: DealerLocation['hours'] = {}
  for (const dept of doc.hours ?? []) {
    hours[dept.department] = (dept.days ?? []).map((d) => ({
      weekday: Number(d.weekday) as Weekday,
      status: d.status,
      open: d.open,
      close: d.close,
    }))
  }
  return {
    id: doc.id,
    name: doc.name,
    slug: doc.slug,
    primary: Boolean(doc.primary),
    visible: doc.visible !== false,
    customOrder: doc.customOrder ?? null,
    departments: doc.departments ?? [],
    subtypes: doc.subtypes ?? [],
    makes: doc.makes ?? [],
    stockName: doc.stockLocationName || doc.name,
    phone: doc.phone || doc.landline || null,
    email: doc.email ?? null,
    dealerLicence: doc.dealerLicence ?? null,
    repairerLicence: doc.repairerLicence ?? null,
    image: image ? { url: sizeUrl(image, 'card'), alt: image.alt ?? doc.name } : null,
    address: {
      street: doc.address.street,
      city: doc.address.city,
      state: doc.address.state,
      postcode: doc.address.postcode,
      lat: doc.address.lat ?? null,
      lng: doc.address.lng ?? null,
      placeUrl: doc.address.placeUrl ?? null,
    },
    timeZone,
    closedDays: (doc.closedDays ?? 'closed') as ClosedDayStyle,
    hours,
    // The admin's date picker stores an instant near midday; the holiday is that instant's date where the location is.
    specialHours: (doc.specialHours ?? []).map((s) => ({
      date: localMoment(new Date(s.date), timeZone).date,
      status: s.status,
      open: s.open,
      close: s.close,
      label: s.label,
      department: s.department ?? null,
    })),
    hiddenReviewers: doc.hiddenReviewers ?? [],
  }
}

/** Every location of a dealer, hidden ones included (the pages and blocks apply the display rules). */
export const getLocations = cache((tenant: TenantConfig) =>
  cachedForTenant(tenant, ['locations'], async (): Promise<DealerLocation[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'locations',
      where: { tenant: { equals: tenant.id } },
      depth: 1,
      limit: 200,
      pagination: false,
      overrideAccess: false,
    })
    return docs.map(toDealerLocation)
  }),
)

/** Where a test drive (at the car's yard) or a service is booked and its open times; null when no location has hours. */
export async function getBookingOffer(
  tenant: TenantConfig,
  kind: 'test-drive' | 'service',
  yardName: string | null | undefined,
  now: Date,
): Promise<BookingOffer | null> {
  return bookingOffer(await getLocations(tenant), kind, yardName, now)
}

export interface SiteReview {
  id: number
  customerName: string
  text: string
  rating: number
  date: string
  reply: string | null
}

export interface LocationReviews {
  summary: ReviewSummary | null
  shown: SiteReview[]
}

const toSiteReview = (r: Review): SiteReview => ({
  id: r.id,
  customerName: r.customerName,
  text: r.text,
  rating: r.rating,
  date: r.reviewDate,
  reply: r.reply ?? null,
})

/** Reviews per location id: the summary counts all of them, the list only those `filterReviews` shows. */
export const getReviews = cache((tenant: TenantConfig) =>
  cachedForTenant(tenant, ['reviews'], async (): Promise<Record<string, LocationReviews>> => {
    const payload = await payloadClient()
    const [{ docs }, locations] = await Promise.all([
      payload.find({
        collection: 'reviews',
        where: { tenant: { equals: tenant.id } },
        depth: 0,
        limit: 5000,
        pagination: false,
        sort: '-reviewDate',
        overrideAccess: false,
      }),
      getLocations(tenant),
    ])
    const out: Record<string, LocationReviews> = {}
    for (const location of locations) {
      const mine = docs.filter((r) => String(r.location) === String(location.id))
      out[String(location.id)] = {
        summary: reviewSummary(mine.map((r) => r.rating)),
        shown: filterReviews(mine.map(toSiteReview), {
          excludedIds: mine.filter((r) => r.hidden).map((r) => r.id),
          hiddenNames: location.hiddenReviewers,
        }),
      }
    }
    return out
  }),
)
