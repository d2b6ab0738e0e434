// A car's trade-in valuation page, /cars/trade-in?car_id={slug}, where the car sidebar's trade-in
// button leads (shown only when the car allows a trade-in): the car the trade-in goes towards, the
// online valuation wizard, and the trade-in FAQ. The lead carries the car like the vehicle page's
// own forms. Without a car it is the site's general trade-in page; a car that can no
// longer take one sends the shopper to its page.
import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { Breadcrumbs } from '@/src/components/layout/Breadcrumbs'
import { TradeInFaq } from '@/src/components/leads/TradeInFaq'
import { CarSummaryLink } from '@/src/components/vehicle/detail/CarSummaryLink'
import { dealerFormNotes } from '@/src/domain/leads/form-rules'
import { vocabularyOf } from '@/src/domain/tenant/vocabulary'
import { TRADE_IN_HEADING } from '@/src/components/trade-in/TradeInSection'
import { TradeInWizard } from '@/src/components/trade-in/TradeInWizard.client'
import { tradeInAllowed, tradeInHref } from '@/src/domain/vehicle-detail/actions'
import { printSheet } from '@/src/domain/vehicle-detail/print-sheet'
import { requestOrigin, requestNonce } from '@/src/lib/request-origin'
import type { SearchParams } from '../../page-view'
import { requireTenant } from '../../tenant'
import { requireShopper } from '../../shopper'
import { leadSetup } from '../[slug]/lead-setup'
import { loadCar } from '../[slug]/load'

type Props = { params: Promise<{ host: string }>; searchParams: SearchParams }

/** The general trade-in page every site's starter pages include. */
const GENERAL_TRADE_IN = '/trade-in'

async function load({ params, searchParams }: Props) {
  const { tenant, host } = await requireTenant(params)
  const slug = (await searchParams).car_id
  if (typeof slug !== 'string' || slug.trim() === '') redirect(GENERAL_TRADE_IN)
  const found = await loadCar(host, slug)
  if (!found) notFound()
  if (!tradeInAllowed(found.car)) redirect(found.car.path)
  // On sites that gate trade-in valuations, an anonymous shopper signs in first and comes back.
  if (tenant.features.gatedTradeIn) await requireShopper(tenant, 'trade-in', tradeInHref(found.car.slug), found.car.path)
  return { tenant, ...found }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { car } = await load(props)
  return {
    title: `Trade-in valuation towards the ${car.name}`,
    description: `Tell us about your current vehicle and get a trade-in valuation towards the ${car.name}.`,
    // One form per car: not a page of its own for search engines.
    robots: { index: false, follow: true },
  }
}

export default async function CarTradeInPage(props: Props) {
  const { tenant, car, now } = await load(props)
  const sheet = printSheet(car, tenant, now)
  const origin = await requestOrigin()
  const nonce = await requestNonce()
  const crumbs = [
    { position: 1, name: 'Home', href: '/' },
    { position: 2, name: car.name, href: car.path },
    { position: 3, name: 'Trade-in valuation', href: tradeInHref(car.slug) },
  ]
  const { one } = vocabularyOf(tenant.vehicleKind)
  const { dealerships, car: towards } = leadSetup(tenant, car)
  return (
    <>
      <Breadcrumbs crumbs={crumbs} origin={origin} nonce={nonce} />
      <div className="container-site pb-12 pt-2">
        <div className="mx-auto max-w-2xl">
          <h1 className="text-3xl font-extrabold md:text-4xl">Trade in towards this {one}</h1>
          <p className="mt-2 text-gray-700">
            Tell us about the vehicle you have now and get an online offer you can put towards the {car.name}.
          </p>
          <CarSummaryLink sheet={sheet} href={car.path} />
          <div className="mt-8 rounded-[var(--radius)] border border-black/10 bg-white p-4 shadow-sm md:p-6">
            <h2 className="mb-4 text-xl font-bold">{TRADE_IN_HEADING}</h2>
            <TradeInWizard one={one} setup={{ dealerships, car: towards, ...dealerFormNotes(tenant.labels) }} />
          </div>
          <TradeInFaq />
        </div>
      </div>
    </>
  )
}
