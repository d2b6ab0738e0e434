// /personalised/finance?car_id={slug} (a gated route): on sites with the gated finance switch, Get
// Finance on a car that can be bought leads here. A signed-in shopper sees the car, its finance
// calculator with the lender's values (where the site's lender rules show them) and the finance form; an anonymous one signs in first and
// comes back. A car that can no longer be bought, or a site without the switch, goes to the
// ordinary finance page for the car.
import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { calculatorSettings } from '@/src/components/finance/calculator-view'
import { FinanceCalculator } from '@/src/components/finance/FinanceCalculator.client'
import { LeadFormProvider, PageLeadForm } from '@/src/components/leads/LeadFormContext.client'
import { CarSummaryLink } from '@/src/components/vehicle/detail/CarSummaryLink'
import { isPurchasable } from '@/src/domain/finance/eligibility'
import { financeEstimate } from '@/src/domain/finance/estimate'
import { financeLink, gatedFinanceHref } from '@/src/domain/finance/finance-link'
import { financeSettingsFromTenant } from '@/src/domain/finance/tenant-settings'
import { FORM_TITLES } from '@/src/domain/leads/forms'
import { displayMobile } from '@/src/domain/shoppers/sign-in'
import { printSheet } from '@/src/domain/vehicle-detail/print-sheet'
import type { SearchParams } from '../../page-view'
import { requireTenant } from '../../tenant'
import { requireShopper } from '../../shopper'
import { leadSetup } from '../../cars/[slug]/lead-setup'
import { loadCar } from '../../cars/[slug]/load'

type Props = { params: Promise<{ host: string }>; searchParams: SearchParams }

async function load({ params, searchParams }: Props) {
  const { tenant, host } = await requireTenant(params)
  const slug = (await searchParams).car_id
  if (typeof slug !== 'string' || slug.trim() === '') notFound()
  const found = await loadCar(host, slug)
  if (!found) notFound()
  const finance = financeSettingsFromTenant(tenant)
  if (!tenant.features.gatedFinance || !isPurchasable(found.car)) redirect(financeLink(found.car, { ...finance, gatedFinance: false }))
  const shopper = await requireShopper(tenant, 'finance', gatedFinanceHref(found.car.slug), found.car.path)
  return { tenant, finance, shopper, ...found }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { car } = await load(props)
  return { title: `Your finance for the ${car.name}`, robots: { index: false, follow: false } }
}

export default async function PersonalisedFinancePage(props: Props) {
  const { tenant, finance, shopper, car, now } = await load(props)
  const sheet = printSheet(car, tenant, now)
  const lender = financeEstimate(car, finance, now)?.lender ?? null
  return (
    <LeadFormProvider setup={{ ...leadSetup(tenant, car), knownPhone: displayMobile(shopper.phone) }}>
      <div className="container-site py-8">
        <div className="mx-auto flex max-w-3xl flex-col gap-8">
          <header>
            <h1 className="text-3xl font-extrabold md:text-4xl">Your finance for this car</h1>
            <p className="mt-2 text-gray-700">
              Signed in as {displayMobile(shopper.phone)}. Work out your repayments, then send us your finance enquiry.
            </p>
            <CarSummaryLink sheet={sheet} href={car.path} />
          </header>
          <section
            aria-labelledby="personal-calculator-heading"
            className="rounded-[var(--radius)] border border-black/10 bg-white p-4 shadow-sm md:p-6"
          >
            <h2 id="personal-calculator-heading" className="mb-4 text-xl font-bold">
              Finance Calculator
            </h2>
            <FinanceCalculator
              variant="tab"
              settings={calculatorSettings(finance)}
              price={car.price ?? null}
              lender={lender}
              disclaimer={lender?.disclaimer ?? null}
            />
          </section>
          <section
            aria-labelledby="personal-finance-form-heading"
            className="rounded-[var(--radius)] border border-black/10 bg-white p-4 shadow-sm md:p-6"
          >
            <h2 id="personal-finance-form-heading" className="mb-4 text-xl font-bold">
              {FORM_TITLES.finance}
            </h2>
            <PageLeadForm kind="finance" heading={FORM_TITLES.finance} />
          </section>
        </div>
      </div>
    </LeadFormProvider>
  )
}
