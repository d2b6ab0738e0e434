// Stock visibility on a dealer site: in_stock, coming_soon, or sold within a
// recent number of days (default 3, overridable per site), and show_on_dealer_website.
// Algolia can only OR filters of one type (DESIGN search notes), so "status is available OR
// sold recently" is precomputed into one numeric attribute, `visible_until`.
import type { Vehicle } from './vehicle'

export const DAY_SECONDS = 86_400

/** Sold-car inclusion default 3 days. `visible_until` is computed with this. */
export const DEFAULT_SOLD_CAR_DAYS = 3

/** Available cars never expire: year 3000 in epoch seconds (a finite number for Algolia). */
export const ALWAYS_VISIBLE = 32_503_680_000

export const toEpochSeconds = (date: Date | string): number => Math.floor(new Date(date).getTime() / 1000)

/**
 * Until when (epoch seconds) a car is visible with the default sold-car days. A sold car
 * without a sold date counts as sold at `now`.
 */
export function visibleUntil(vehicle: Pick<Vehicle, 'status' | 'sold_date'>, now: Date): number {
  if (vehicle.status !== 'sold') return ALWAYS_VISIBLE
  return toEpochSeconds(vehicle.sold_date ?? now) + DEFAULT_SOLD_CAR_DAYS * DAY_SECONDS
}

/**
 * The `visible_until >= cutoff` bound for a site. A site with N sold-car days shifts the
 * cutoff by (N - default) days, so sold_date + default >= now - (N - default) days, i.e.
 * sold within N days, without re-indexing when an editor changes N.
 */
export function visibilityCutoff(now: Date, soldCarDays: number = DEFAULT_SOLD_CAR_DAYS): number {
  return toEpochSeconds(now) - (soldCarDays - DEFAULT_SOLD_CAR_DAYS) * DAY_SECONDS
}

/** The rule itself, for code that holds a vehicle rather than a search record. */
export function isVisibleOnSite(
  vehicle: Pick<Vehicle, 'status' | 'sold_date' | 'show_on_dealer_website'>,
  now: Date,
  soldCarDays: number = DEFAULT_SOLD_CAR_DAYS,
): boolean {
  return vehicle.show_on_dealer_website !== false && visibleUntil(vehicle, now) >= visibilityCutoff(now, soldCarDays)
}
