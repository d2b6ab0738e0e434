// The lead forms' setup on a car's pages (the vehicle page and its trade-in valuation page).
import type { PageLeadSetup } from '@/src/components/leads/LeadFormContext.client'
import { carAnalytics } from '@/src/domain/analytics/car'
import { LEAD_FORMS, dealerFormNotes, submitLabel } from '@/src/domain/leads/forms'
import type { BookingOffer } from '@/src/domain/locations/booking-slots'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import type { DetailCar } from '@/src/domain/vehicle-detail/car'

/**
 * The site's dealerships, the car (with what a lead's analytics event says of it), the submit button
 * labels, the dealer's notes and, for a test drive, the yard's open times.
 */
export function leadSetup(tenant: TenantConfig, car: DetailCar, booking?: BookingOffer | null): PageLeadSetup {
  const enquire = tenant.features.chatInsteadOfEnquire ? 'Message Now' : tenant.labels.enquireButton
  return {
    dealerships: tenant.inventory.dealerships,
    car: {
      slug: car.slug,
      name: car.name,
      image: car.images[0]?.image.thumb?.url ?? car.images[0]?.image.url ?? null,
      locationName: car.location?.name ?? car.location_name,
      distributionLocations: car.location?.distribution_locations,
      tracking: carAnalytics(car, tenant.id),
    },
    submitLabels: Object.fromEntries(LEAD_FORMS.map((kind) => [kind, submitLabel(kind, enquire)])),
    booking: booking ?? undefined,
    ...dealerFormNotes(tenant.labels),
  }
}
