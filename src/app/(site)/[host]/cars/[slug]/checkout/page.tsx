// /cars/{slug}/checkout (or /buy-online per site; issue 13, spec 2 §1, §4, §9): reserve the car
// online with its deposit. Your details and the deposit on one page; after paying, the same
// address with the reservation's signed reference shows the confirmation. A car that cannot be
// reserved says why and offers the enquiry instead; a site without online reservations sends
// Reserve to the car's enquiry form.
import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { RefreshWhilePending } from '@/src/components/reservations/RefreshWhilePending.client'
import { ReserveForm } from '@/src/components/reservations/ReserveForm.client'
import { CarSummaryLink } from '@/src/components/vehicle/detail/CarSummaryLink'
import { reservationOf } from '@/src/cms/reservations'
import { formatMoney } from '@/src/domain/finance/money'
import { RESERVE_TEXT, canReserve, depositFor, reservationStatusText, reserveTerms } from '@/src/domain/reservations/rules'
import { formatDayTime } from '@/src/domain/dates'
import { displayMobile, shopperAccountsOn } from '@/src/domain/shoppers/sign-in'
import { ENQUIRE_ANCHOR, findSimilarHref } from '@/src/domain/vehicle-detail/actions'
import { printSheet } from '@/src/domain/vehicle-detail/print-sheet'
import { verifyReservationRef } from '@/src/lib/reservation-ref'
import { CANCELLED_PARAM } from '@/src/api/reservation-cancel'
import { paymentProvider } from '@/src/providers/payments'
import { DEMO_CARDS } from '@/src/providers/payments/demo'
import type { SearchParams } from '../../../page-view'
import { firstParam } from '../../../search-params'
import { requireTenant } from '../../../tenant'
import { requireShopper, signedInShopper } from '../../../shopper'
import { reservePath } from '@/src/domain/inventory/card'
import { loadCar } from '../load'

type Props = { params: Promise<{ host: string; slug: string }>; searchParams: SearchParams }

async function load({ params }: Props) {
  const { tenant, host } = await requireTenant(params)
  const found = await loadCar(host, (await params).slug)
  if (!found) notFound()
  if (!tenant.features.reserveOnline) redirect(`${found.car.path}${ENQUIRE_ANCHOR}`)
  return { tenant, ...found }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { car } = await load(props)
  return { title: `Reserve the ${car.name}`, robots: { index: false, follow: false } }
}

export default async function CheckoutPage(props: Props) {
  const { tenant, car, now } = await load(props)
  const query = await props.searchParams
  const sheet = printSheet(car, tenant, now)
  const id = firstParam(query.reservation)
  const confirmed = id && verifyReservationRef(String(tenant.id), id, firstParam(query.ref)) ? await reservationOf(tenant, id) : null

  if (confirmed && confirmed.car === car.slug) {
    const held = confirmed.status === 'reserved' && confirmed.holdUntil
    const pending = confirmed.status === 'pending-payment'
    return (
      <section className="container-site py-10" aria-labelledby="checkout-heading">
        <div className="mx-auto max-w-2xl">
          <h1 id="checkout-heading" className="text-3xl font-extrabold md:text-4xl">
            {held ? 'Your car is reserved' : pending ? 'Confirming your payment' : 'This reservation has ended'}
          </h1>
          {held ? (
            <div className="mt-4 grid gap-2 text-lg" data-testid="reservation-confirmed">
              <p>
                Thank you, {confirmed.name}. We hold the {car.name} for you until <strong>{formatDayTime(confirmed.holdUntil!)}</strong>.
              </p>
              {confirmed.amount > 0 && (
                <p>
                  Your {formatMoney(confirmed.amount)} deposit is paid and 100% refundable. Reference: {confirmed.paymentReference}.
                </p>
              )}
              <p>We will call you on {confirmed.phone} to arrange the next steps.</p>
            </div>
          ) : pending ? (
            <div className="mt-4 grid gap-2 text-lg" data-testid="reservation-pending">
              <p>
                Thank you, {confirmed.name}. We are waiting for the payment provider to confirm your {formatMoney(confirmed.amount)}{' '}
                deposit; the {car.name} is held for you meanwhile.
              </p>
              <RefreshWhilePending />
            </div>
          ) : (
            <p className="mt-4 text-lg">
              Its status is now: {reservationStatusText(confirmed)}. Please call us if you would still like the car.
            </p>
          )}
          <CarSummaryLink sheet={sheet} href={car.path} />
          {shopperAccountsOn(tenant.features) && (
            <p className="mt-6">
              <a href="/my-garage" className="font-semibold underline underline-offset-4">
                Go to My Garage
              </a>
            </p>
          )}
        </div>
      </section>
    )
  }

  const deposit = depositFor(car, tenant.reservation.depositAmount)
  const reservable = canReserve(car)
  const shopper =
    reservable && tenant.features.gatedCheckout
      ? await requireShopper(tenant, 'checkout', reservePath(car.slug, tenant.features.buyOnlinePath), car.path)
      : await signedInShopper(tenant)
  const provider = paymentProvider()
  return (
    <section className="container-site py-10" aria-labelledby="checkout-heading">
      <div className="mx-auto max-w-2xl">
        <h1 id="checkout-heading" className="text-3xl font-extrabold md:text-4xl">
          Reserve this car
        </h1>
        <CarSummaryLink sheet={sheet} href={car.path} />
        {reservable ? (
          <div className="mt-8 rounded-[var(--radius)] border border-black/10 bg-white p-4 shadow-sm md:p-6">
            <ReserveForm
              carSlug={car.slug}
              deposit={deposit}
              depositLabel={formatMoney(deposit)}
              terms={reserveTerms(deposit, tenant.reservation.holdHours)}
              demoCards={provider.offline ? DEMO_CARDS : null}
              payment={provider.kind}
              cancelled={firstParam(query[CANCELLED_PARAM]) === '1'}
              knownPhone={shopper ? displayMobile(shopper.phone) : undefined}
            />
          </div>
        ) : (
          <div className="mt-8 grid gap-4" data-testid="not-reservable">
            <p className="text-lg">
              {car.reserved ? 'This car is reserved by another shopper at the moment.' : RESERVE_TEXT.notReservable}
            </p>
            <p className="flex flex-wrap gap-3">
              <a href={`${car.path}${ENQUIRE_ANCHOR}`} className="btn btn-solid">
                Enquire about this car
              </a>
              <a href={findSimilarHref(car)} className="btn btn-outline">
                {tenant.labels.findSimilar}
              </a>
            </p>
          </div>
        )}
      </div>
    </section>
  )
}
