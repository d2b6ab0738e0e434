// The used-car checks section of a used car's page: the checks a vehicle history report
// answers, where this car's report is (the stock feed's file) or how to ask for one, and what the
// page already knows that a buyer checks: the registration status and the odometer reading.
// Nothing here claims a result the dealer has not supplied.
import { formatKm } from '@/src/domain/numbers'
import type { DetailCar } from './car'
import { regoExpiryText } from './rego'
import { type SpecRow, specRows } from './spec-rows'

/** The checks a vehicle history report answers. */
export const HISTORY_CHECKS = [
  'Written-off register',
  'Stolen vehicle register',
  'Money owing (PPSR)',
  'Odometer rollback indicators',
  'Registration status',
] as const

/** The car's history report file from the stock feed, or null when there is none ('null' is none). */
export function historyReportHref(file: string | null | undefined): string | null {
  const href = file?.trim() ?? ''
  return href !== '' && href.toLowerCase() !== 'null' ? href : null
}

export interface UsedCarChecks {
  checks: readonly string[]
  /** The car's own report (a file, opened in a new tab), or the enquiry form to ask for one. */
  report: { kind: 'file'; label: string; href: string } | { kind: 'ask'; label: string; href: string }
  facts: SpecRow[]
}

type ChecksCar = Pick<DetailCar, 'car_type' | 'sold' | 'status' | 'file' | 'km' | 'rego_expiry'>

/** Used cars that are still for sale only; null hides the section. */
export function usedCarChecks(
  car: ChecksCar,
  now: Date,
  options: { unregisteredText: boolean; enquireHref: string },
): UsedCarChecks | null {
  if (car.car_type !== 'used' || car.sold || car.status === 'sold') return null
  const file = historyReportHref(car.file)
  return {
    checks: HISTORY_CHECKS,
    report: file
      ? { kind: 'file', label: 'View the history report', href: file }
      : { kind: 'ask', label: 'Ask us for the history report', href: options.enquireHref },
    facts: specRows([
      ['Registration status', regoExpiryText(car.rego_expiry, now, options)],
      ['Odometer reading', car.km, formatKm],
    ]),
  }
}
