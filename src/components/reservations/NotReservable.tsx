// A car that cannot be reserved or bought online right now: says why and offers the
// enquiry and similar cars instead.
import { RESERVE_TEXT } from '@/src/domain/reservations/rules'
import { ENQUIRE_ANCHOR, findSimilarHref } from '@/src/domain/vehicle-detail/actions'
import type { DetailCar } from '@/src/domain/vehicle-detail/car'

export function NotReservable({ car, findSimilarLabel }: { car: DetailCar; findSimilarLabel: string }) {
  return (
    <div className="mt-8 grid gap-4" data-testid="not-reservable">
      <p className="text-lg">{car.reserved ? 'This car is reserved by another shopper at the moment.' : RESERVE_TEXT.notReservable}</p>
      <p className="flex flex-wrap gap-3">
        <a href={`${car.path}${ENQUIRE_ANCHOR}`} className="btn btn-solid">
          Enquire about this car
        </a>
        <a href={findSimilarHref(car)} className="btn btn-outline">
          {findSimilarLabel}
        </a>
      </p>
    </div>
  )
}
