// /checkout-journey?car_id={slug}, the online purchase (a gated route): a signed-in shopper buys
// the car online: how they pay, pick up or delivery, any trade-in, then the holding deposit. The
// order goes to the dealer as an "Online Purchase" lead and the car is held like a reservation; the
// confirmation is the reservation's. Sites without the switch send the shopper to the car.
import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { ReserveSection } from '@/src/components/reservations/ReserveSection'
import { isCarSlug } from '@/src/domain/navigation/slug'
import { purchaseHref } from '@/src/domain/reservations/purchase'
import { canReserve } from '@/src/domain/reservations/rules'
import { displayMobile } from '@/src/domain/shoppers/sign-in'
import { printSheet } from '@/src/domain/vehicle-detail/print-sheet'
import { CANCELLED_PARAM } from '@/src/api/reservation-cancel'
import { paymentProvider } from '@/src/providers/payments'
import { vocabularyOf } from '@/src/domain/tenant/vocabulary'
import type { SearchParams } from '../page-view'
import { firstParam } from '../search-params'
import { requireShopper } from '../shopper'
import { requireTenant } from '../tenant'
import { loadCar } from '../cars/[slug]/load'

type Props = { params: Promise<{ host: string }>; searchParams: SearchParams }

async function load({ params, searchParams }: Props) {
  const { tenant, host } = await requireTenant(params)
  const slug = firstParam((await searchParams).car_id)
  const found = slug && isCarSlug(slug) ? await loadCar(host, slug) : null
  if (!found) notFound()
  if (!tenant.features.onlinePurchase || !tenant.features.reserveOnline) redirect(found.car.path)
  return { tenant, ...found }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { car } = await load(props)
  return { title: `Buy the ${car.name} online`, robots: { index: false, follow: false } }
}

export default async function CheckoutJourneyPage(props: Props) {
  const { tenant, car, now } = await load(props)
  // Online payment is a gated route: the shopper signs in first (the order lands in My Garage).
  const shopper = canReserve(car) ? await requireShopper(tenant, 'purchase', purchaseHref(car.slug), car.path) : null
  return (
    <ReserveSection
      heading={`Buy this ${vocabularyOf(tenant.vehicleKind).one} online`}
      tenant={tenant}
      car={car}
      sheet={printSheet(car, tenant, now)}
      demoPayments={paymentProvider().offline}
      knownPhone={shopper ? displayMobile(shopper.phone) : undefined}
      cancelled={firstParam((await props.searchParams)[CANCELLED_PARAM]) === '1'}
      purchase={{ pickupAt: car.location?.name ?? null }}
    />
  )
}
