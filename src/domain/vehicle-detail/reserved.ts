// What a car page says about a car another shopper holds: the RESERVED label the cards carry,
// and until when (an online reservation's hold); a car the feed marks reserved has no end time.
import { reservationStatusText } from '@/src/domain/reservations/rules'
import type { DetailCar } from './car'

export interface ReservedNotice {
  label: 'RESERVED'
  detail: string
}

export function reservedNotice(car: Pick<DetailCar, 'reserved' | 'reserved_until' | 'sold'>, now: Date): ReservedNotice | null {
  if (car.reserved !== true || car.sold) return null
  const until = car.reserved_until ? new Date(car.reserved_until) : null
  // A hold past its end is released by the next lapse run; until then it is still held.
  if (until && !Number.isNaN(until.getTime()) && until > now) {
    return { label: 'RESERVED', detail: reservationStatusText({ status: 'reserved', holdUntil: until.toISOString() }) }
  }
  return { label: 'RESERVED', detail: 'Reserved for another shopper at the moment' }
}
