// The phone reveal the vehicle page reports to the server (POST /api/cars/{slug}/phone-reveal):
// the car, dealership and website ids, so staff can count reveals per car. The server checks each
// id against the car at the address and the site of the Host: a report that names another car,
// dealership or site is refused and nothing is stored. Free of zod: the page's script sends it;
// the server reads the body with phone-reveal-schema.ts.
import type { CarAnalytics } from '@/src/domain/analytics/car'

export interface PhoneRevealReport {
  car_id: string
  dealership_id: string
  website_id: string
}

/** The page's report: the feed's dealership id when the car has one, else the dealership's slug. */
export function phoneRevealReport(
  car: Pick<CarAnalytics, 'car_id' | 'dealership_id' | 'dealership_slug' | 'website_id'>,
): PhoneRevealReport {
  return { car_id: car.car_id, dealership_id: car.dealership_id ?? car.dealership_slug, website_id: car.website_id }
}

export const phoneRevealPath = (slug: string) => `/api/cars/${encodeURIComponent(slug)}/phone-reveal`

export interface RevealedCar {
  id: string
  dealership_id?: string
  dealership_slug: string
}

/** Why a report does not match the car at its address and the visited site, or null when it does. */
export function phoneRevealMismatch(report: PhoneRevealReport, car: RevealedCar, siteId: string | number): string | null {
  if (report.car_id !== car.id) return 'car_id: is not the id of the car at this address'
  if (report.dealership_id !== car.dealership_id?.trim() && report.dealership_id !== car.dealership_slug)
    return "dealership_id: is not this car's dealership"
  if (report.website_id !== String(siteId)) return 'website_id: is not this site'
  return null
}
