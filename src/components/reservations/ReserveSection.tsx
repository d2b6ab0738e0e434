// The page body of reserving (/cars/{slug}/checkout) and of buying online (/checkout-journey):
// the car, then the form, or why it cannot be reserved now. The pages decide who may see it.
import { CarSummaryLink } from '@/src/components/vehicle/detail/CarSummaryLink'
import { formatMoney } from '@/src/domain/finance/money'
import { canReserve, depositFor, reserveTerms } from '@/src/domain/reservations/rules'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import type { DetailCar } from '@/src/domain/vehicle-detail/car'
import type { PrintSheet } from '@/src/domain/vehicle-detail/print-sheet'
import { NotReservable } from './NotReservable'
import { ReserveForm } from './ReserveForm.client'

export interface ReserveSectionProps {
  heading: string
  tenant: TenantConfig
  car: DetailCar
  sheet: PrintSheet
  /** The offline demo provider takes the deposit: say that no money moves. */
  demoPayments: boolean
  knownPhone?: string
  cancelled: boolean
  /** Buying online: the purchase choices, with the car's yard for pick up. */
  purchase?: { pickupAt: string | null }
}

export function ReserveSection({ heading, tenant, car, sheet, demoPayments, knownPhone, cancelled, purchase }: ReserveSectionProps) {
  const deposit = depositFor(car, tenant.reservation.depositAmount)
  return (
    <section className="container-site py-10" aria-labelledby="checkout-heading">
      <div className="mx-auto max-w-2xl">
        <h1 id="checkout-heading" className="text-3xl font-extrabold md:text-4xl">
          {heading}
        </h1>
        <CarSummaryLink sheet={sheet} href={car.path} />
        {canReserve(car) ? (
          <div className="mt-8 rounded-[var(--radius)] border border-black/10 bg-white p-4 shadow-sm md:p-6">
            <ReserveForm
              carSlug={car.slug}
              deposit={deposit}
              depositLabel={formatMoney(deposit)}
              terms={reserveTerms(deposit, tenant.reservation.holdHours, Boolean(purchase))}
              demoPayments={demoPayments}
              cancelled={cancelled}
              purchase={purchase}
              knownPhone={knownPhone}
            />
          </div>
        ) : (
          <NotReservable car={car} findSimilarLabel={tenant.labels.findSimilar} />
        )}
      </div>
    </section>
  )
}
