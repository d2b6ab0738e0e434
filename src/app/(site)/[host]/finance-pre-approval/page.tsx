// /finance-pre-approval: the shopper's finance application on a page of its own, on every site
// whatever pages the dealer has built. Opened from a car (?car_id= or ?car=, its slug) the car
// step starts with that car and its price; a resume link (?resume=) is opened by the form itself.
import type { Metadata } from 'next'
import { ToolPage } from '../tool-page'
import { FinanceApplicationSection } from '@/src/components/finance-application/FinanceApplicationSection'
import { FINANCE_PRE_APPROVAL, carSlugOf } from '@/src/domain/finance-application/form'
import { toNumber } from '@/src/domain/finance/money'
import type { SearchParams } from '../page-view'
import { requireTenant } from '../tenant'
import { loadCar } from '../cars/[slug]/load'

type Props = { params: Promise<{ host: string }>; searchParams: SearchParams }

const TITLE = 'Finance pre-approval'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { tenant } = await requireTenant(params)
  return {
    title: TITLE,
    description: `Apply for car finance pre-approval with ${tenant.name} online: your answers are saved as you go.`,
    alternates: { canonical: FINANCE_PRE_APPROVAL },
  }
}

export default async function FinancePreApprovalPage({ params, searchParams }: Props) {
  const { tenant, host } = await requireTenant(params)
  const slug = carSlugOf(await searchParams)
  // A car that is not this site's (or is gone) is left out: the shopper names the car instead.
  const found = slug ? await loadCar(host, slug) : null
  const price = found ? toNumber(found.car.price) : 0
  const car = found ? { slug: found.car.slug, name: found.car.name, price: price > 0 ? price : null } : null
  return (
    <ToolPage
      title={TITLE}
      href={FINANCE_PRE_APPROVAL}
      intro={`Find out what ${tenant.name} and its finance partners can lend you before you choose your car. Nothing is sent until you check your answers and press Send.`}
    >
      <FinanceApplicationSection tenant={tenant} id="application" car={car} />
    </ToolPage>
  )
}
