// The printable view of a car, /print?car_id={slug}: opened in a new tab by the vehicle page's
// print button. One A4-friendly page: photo, price, key facts, specifications, the dealer's details
// and the repayment disclaimer; the site's chrome and the print button itself are left off paper.
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { PrintButton } from '@/src/components/vehicle/detail/PrintButton.client'
import { SpecList } from '@/src/components/vehicle/detail/SpecList'
import { printSheet } from '@/src/domain/vehicle-detail/print-sheet'
import type { SearchParams } from '../page-view'
import { requireTenant } from '../tenant'
import { loadCar } from '../cars/[slug]/load'

type Props = { params: Promise<{ host: string }>; searchParams: SearchParams }

async function load({ params, searchParams }: Props) {
  const { tenant, host } = await requireTenant(params)
  const slug = (await searchParams).car_id
  if (typeof slug !== 'string') notFound()
  const found = await loadCar(host, slug)
  if (!found) notFound()
  return { tenant, ...found }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { car } = await load(props)
  // A print view is not a page of its own for search engines: the car page is.
  return { title: `Print: ${car.name}`, robots: { index: false, follow: false }, alternates: { canonical: car.path } }
}

export default async function PrintPage(props: Props) {
  const { tenant, car, now } = await load(props)
  const sheet = printSheet(car, tenant, now)
  return (
    <article className="mx-auto max-w-3xl px-6 py-8 text-gray-900 print:max-w-none print:p-0">
      <div className="mb-6 flex items-center justify-between gap-4 print:hidden">
        <a href={car.path} className="font-semibold underline underline-offset-4">
          Back to the car
        </a>
        <PrintButton />
      </div>
      <header className="flex items-start justify-between gap-6 border-b border-black/20 pb-4">
        <div>
          <h1 className="text-3xl font-extrabold">{sheet.heading}</h1>
          {sheet.subheading && <p className="text-lg text-gray-700">{sheet.subheading}</p>}
        </div>
        <div className="text-right">
          <p className="text-3xl font-extrabold tabular-nums">{sheet.price}</p>
          {sheet.priceType && <p className="text-sm text-gray-700">{sheet.priceType}</p>}
          {sheet.sold && <p className="mt-1 text-lg font-extrabold tracking-widest text-red-700">SOLD</p>}
        </div>
      </header>
      {sheet.photo && (
        // eslint-disable-next-line @next/next/no-img-element -- a plain image prints reliably; no lazy loading on paper
        <img src={sheet.photo} alt={car.name} width={1200} height={800} className="mt-6 aspect-[3/2] w-full rounded object-cover" />
      )}
      <section aria-labelledby="print-summary" className="mt-6 break-inside-avoid">
        <h2 id="print-summary" className="mb-2 text-xl font-bold">
          Car Summary
        </h2>
        <SpecList rows={sheet.summary} />
      </section>
      {sheet.details.length > 0 && (
        <section aria-labelledby="print-details" className="mt-6 break-inside-avoid">
          <h2 id="print-details" className="mb-2 text-xl font-bold">
            Car Details
          </h2>
          <SpecList rows={sheet.details} />
        </section>
      )}
      <footer className="mt-8 break-inside-avoid border-t border-black/20 pt-4 text-sm">
        <p className="text-base font-bold">{sheet.dealer.name}</p>
        {sheet.dealer.location && <p>{sheet.dealer.location}</p>}
        {sheet.dealer.address && <p>{sheet.dealer.address}</p>}
        {sheet.dealer.phone && <p>{sheet.dealer.phone}</p>}
        <p className="mt-3 text-xs text-gray-700">{sheet.disclaimer}</p>
        <p className="mt-1 text-xs text-gray-700">{sheet.printedOn}</p>
      </footer>
    </article>
  )
}
