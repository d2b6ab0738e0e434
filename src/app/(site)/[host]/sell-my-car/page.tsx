// /sell-my-car: the site's online trade-in valuation on a page of its own (also reached from
// /sell-your-car), whatever pages the dealer has built.
import type { Metadata } from 'next'
import { ToolPage } from '../tool-page'
import { TradeInSection } from '@/src/components/trade-in/TradeInSection'
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
  return (
    <ToolPage
      title={TITLE}
      href={SELL_MY_CAR}
      intro={`Selling outright or trading in towards your next car, ${tenant.name} makes you an offer online and pays on the spot once we have seen the car.`}
    >
      <TradeInSection tenant={tenant} id="valuation" />
    </ToolPage>
  )
}
