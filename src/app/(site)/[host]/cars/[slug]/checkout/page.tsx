// /cars/{slug}/checkout (or /buy-online per site): reserve the car online with its deposit. Your
// details and the deposit on one page; after paying, the same address with the reservation's signed
// reference shows the confirmation. A car that cannot be reserved says why and offers the enquiry
// instead; a site without online reservations sends Reserve to the car's enquiry form.
import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { RefreshWhilePending } from '@/src/components/reservations/RefreshWhilePending.client'
import { ReserveSection } from '@/src/components/reservations/ReserveSection'
import { CarSummaryLink } from '@/src/components/vehicle/detail/CarSummaryLink'
import { reservationOf } from '@/src/cms/reservations'
import { formatMoney } from '@/src/domain/finance/money'
import { canReserve, reservationStatusText } from '@/src/domain/reservations/rules'
import { purchaseSummary } from '@/src/domain/reservations/purchase'
import type { LeadDraft } from '@/src/api/reservations'
import { formatDayTime } from '@/src/domain/dates'
import { displayMobile, shopperAccountsOn } from '@/src/domain/shoppers/sign-in'
import { ENQUIRE_ANCHOR } from '@/src/domain/vehicle-detail/actions'
import { printSheet } from '@/src/domain/vehicle-detail/print-sheet'
import { verifyReservationRef } from '@/src/lib/reservation-ref'
import { CANCELLED_PARAM } from '@/src/api/reservation-cancel'
import { paymentProvider } from '@/src/providers/payments'
import { vocabularyOf } from '@/src/domain/tenant/vocabulary'
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
    const order = (confirmed.leadDraft as LeadDraft | null | undefined)?.purchase ?? null
    return (
      <section className="container-site py-10" aria-labelledby="checkout-heading">
        <div className="mx-auto max-w-2xl">
          <h1 id="checkout-heading" className="text-3xl font-extrabold md:text-4xl">
            {held
              ? `Your ${vocabularyOf(tenant.vehicleKind).one} is reserved`
              : pending
                ? 'Confirming your payment'
                : 'This reservation has ended'}
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
              {order && <p data-testid="purchase-summary">Your order: {purchaseSummary(order)}</p>}
              <p>
                We will call you on {confirmed.phone} to {order ? 'finish your purchase' : 'arrange the next steps'}.
              </p>
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

  const shopper =
    canReserve(car) && tenant.features.gatedCheckout
      ? await requireShopper(tenant, 'checkout', reservePath(car.slug, tenant.features.buyOnlinePath), car.path)
      : await signedInShopper(tenant)
  return (
    <ReserveSection
      heading={`Reserve this ${vocabularyOf(tenant.vehicleKind).one}`}
      tenant={tenant}
      car={car}
      sheet={sheet}
      demoPayments={paymentProvider().offline}
      knownPhone={shopper ? displayMobile(shopper.phone) : undefined}
      cancelled={firstParam(query[CANCELLED_PARAM]) === '1'}
    />
  )
}
