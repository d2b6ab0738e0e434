// /sell-my-car: the site's online trade-in valuation on a page of its own (also reached from
// /sell-your-car), whatever pages the dealer has built.
import type { Metadata } from 'next'
import { Breadcrumbs } from '@/src/components/layout/Breadcrumbs'
import { TradeInSection } from '@/src/components/trade-in/TradeInSection'
import { requestNonce, requestOrigin } from '@/src/lib/request-origin'
import { SELL_MY_CAR } from '@/src/domain/trade-in/wizard'
import { requireTenant } from '../tenant'

type Props = { params: Promise<{ host: string }> }

const TITLE = 'Sell or Trade In Your Car'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { tenant } = await requireTenant(params)
  return {
    title: TITLE,
    description: `Get an online offer for your car from ${tenant.name} in two minutes: your rego, its kilometres and a few questions.`,
    alternates: { canonical: SELL_MY_CAR },
  }
}

export default async function SellMyCarPage({ params }: Props) {
  const { tenant } = await requireTenant(params)
  const crumbs = [
    { position: 1, name: 'Home', href: '/' },
    { position: 2, name: TITLE, href: SELL_MY_CAR },
  ]
  return (
    <>
      <Breadcrumbs crumbs={crumbs} origin={await requestOrigin()} nonce={await requestNonce()} />
      <div className="container-site pb-12 pt-2">
        <div className="mx-auto max-w-2xl">
          <h1 className="text-3xl font-extrabold md:text-4xl">{TITLE}</h1>
          <p className="mt-2 text-lg text-gray-700">
            Selling outright or trading in towards your next car, {tenant.name} makes you an offer online and pays on the spot once we have
            seen the car.
          </p>
        </div>
        <div className="mt-8">
          <TradeInSection tenant={tenant} id="valuation" />
        </div>
      </div>
    </>
  )
}
