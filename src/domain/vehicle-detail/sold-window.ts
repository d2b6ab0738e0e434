// Whether a car's page shows: available cars (in_stock, coming_soon) show normally;
// a sold car shows with the SOLD panel while it is within the site's sold-car days; after that,
// or when it is hidden from the dealer website, the page is gone (404). The window is the
// stock-visibility rule the search filter uses, so the page and the listings always agree.
import { isAvailable } from '@/src/domain/finance/eligibility'
import { DEFAULT_SOLD_CAR_DAYS, isVisibleOnSite } from '@/src/domain/inventory/visibility'
import type { DetailCar } from './car'

export type SoldWindowState = 'available' | 'sold-within-window' | 'gone'

export function soldWindowState(
  car: Pick<DetailCar, 'status' | 'sold_date' | 'show_on_dealer_website'>,
  now: Date,
  soldCarDays: number = DEFAULT_SOLD_CAR_DAYS,
): SoldWindowState {
  if (!isVisibleOnSite(car, now, soldCarDays)) return 'gone'
  return isAvailable(car.status) ? 'available' : 'sold-within-window'
}
