// The analytics event a successful lead fires: its id by form and car (a careers lead is 51).
import { isTestDriveOnly } from '@/src/domain/inventory/search-card'
import type { LeadForm } from './forms'
import type { LeadCar } from './record'

export const LEAD_EVENTS = {
  newEnquiry: 14,
  usedEnquiry: 15,
  newTestDrive: 17,
  usedTestDrive: 48,
  financeModal: 9,
  defaultForm: 22,
  careers: 51,
  /** An online trade-in offer the shopper accepted. */
  offerAccepted: 18,
} as const

export interface EventCar {
  carType?: 'new' | 'used' | 'demo' | null
  testDriveOnly?: boolean
}

/** What the event rule needs of a lead's car. */
export const eventCarOf = (car: LeadCar): EventCar => ({
  carType: car.carType === 'new' || car.carType === 'used' || car.carType === 'demo' ? car.carType : null,
  testDriveOnly: isTestDriveOnly(car.tag),
})

export function leadEventId(kind: LeadForm, car: EventCar | null, category?: string): number {
  if (kind === 'careers' || category === 'Careers Enquiry') return LEAD_EVENTS.careers
  if (kind === 'finance') return LEAD_EVENTS.financeModal
  // A "Test Drive Only" car's enquiry is a test-drive booking.
  if (kind === 'test-drive' || car?.testDriveOnly) {
    return car?.carType === 'new' || car?.testDriveOnly ? LEAD_EVENTS.newTestDrive : LEAD_EVENTS.usedTestDrive
  }
  if (kind === 'enquiry' && car) return car.carType === 'new' ? LEAD_EVENTS.newEnquiry : LEAD_EVENTS.usedEnquiry
  return LEAD_EVENTS.defaultForm
}
