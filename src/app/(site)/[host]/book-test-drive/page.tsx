// /book-test-drive?car_id={slug}: where a search card's Book a Test Drive leads (a car tagged
// "Test Drive Only"): the car and the test-drive form, whose lead carries the car like the car
// page's own dialog. Without a car the shopper chooses one in the search; a car that can no longer
// be test-driven sends the shopper to its page.
import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { Breadcrumbs } from '@/src/components/layout/Breadcrumbs'
import { LeadFormProvider, PageLeadForm } from '@/src/components/leads/LeadFormContext.client'
import { CarSummaryLink } from '@/src/components/vehicle/detail/CarSummaryLink'
import { isAvailable } from '@/src/domain/finance/eligibility'
import { vocabularyOf } from '@/src/domain/tenant/vocabulary'
import { printSheet } from '@/src/domain/vehicle-detail/print-sheet'
import { requestNonce, requestOrigin } from '@/src/lib/request-origin'
import type { SearchParams } from '../page-view'
import { requireTenant } from '../tenant'
import { leadSetup } from '../cars/[slug]/lead-setup'
import { loadCar } from '../cars/[slug]/load'

type Props = { params: Promise<{ host: string }>; searchParams: SearchParams }

async function load({ params, searchParams }: Props) {
  const { tenant, host } = await requireTenant(params)
  const slug = (await searchParams).car_id
  if (typeof slug !== 'string' || slug.trim() === '') redirect('/search')
  const found = await loadCar(host, slug)
  if (!found) notFound()
  if (!isAvailable(found.car.status) || found.car.sold) redirect(found.car.path)
  return { tenant, ...found }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { tenant, car } = await load(props)
  const { tryOut } = vocabularyOf(tenant.vehicleKind)
  // One form per car: not a page of its own for search engines.
  return { title: `${tryOut}: ${car.name}`, robots: { index: false, follow: true } }
}

export default async function BookTestDrivePage(props: Props) {
  const { tenant, car, now } = await load(props)
  const { tryOut } = vocabularyOf(tenant.vehicleKind)
  const path = `/book-test-drive?car_id=${encodeURIComponent(car.slug)}`
  const crumbs = [
    { position: 1, name: 'Home', href: '/' },
    { position: 2, name: car.name, href: car.path },
    { position: 3, name: tryOut, href: path },
  ]
  return (
    <LeadFormProvider setup={leadSetup(tenant, car)}>
      <Breadcrumbs crumbs={crumbs} origin={await requestOrigin()} nonce={await requestNonce()} />
      <div className="container-site pb-12 pt-2">
        <div className="mx-auto max-w-2xl">
          <h1 className="text-3xl font-extrabold md:text-4xl">{tryOut}</h1>
          <CarSummaryLink sheet={printSheet(car, tenant, now)} href={car.path} />
          <div className="mt-8 rounded-[var(--radius)] border border-black/10 bg-white p-4 shadow-sm md:p-6">
            <PageLeadForm kind="test-drive" heading={tryOut} />
          </div>
        </div>
      </div>
    </LeadFormProvider>
  )
}
