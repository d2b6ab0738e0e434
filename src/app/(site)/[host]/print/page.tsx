// The printable view of a car, /print?car_id={slug} (issue 10; spec 2 §2 "Print PDF"): opened in a
// new tab by the vehicle page's print button. One A4-friendly page: photo, price, key facts,
// specifications, the dealer's details and the repayment disclaimer; the site's chrome and the
// print button itself are left off paper.
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { PrintButton } from '@/src/components/vehicle/detail/PrintButton.client'
import { SpecList } from '@/src/components/vehicle/detail/SpecList'
import { REPAYMENT_DISCLAIMER } from '@/src/domain/finance/disclaimer'
import { formatMoney } from '@/src/domain/finance/money'
import { priceDisplay } from '@/src/domain/inventory/card'
import { headingOf, subheadingOf } from '@/src/domain/vehicle-detail/car'
import { dealerPhone } from '@/src/domain/vehicle-detail/phone-reveal'
import { carDetails, carSummary, keyInformation } from '@/src/domain/vehicle-detail/spec-rows'
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
  const price = priceDisplay(car, tenant)
  const phone = dealerPhone({ tenant: tenant.phones, location: car.location?.phone }, car.car_type, true)
  const photo = car.images[0]?.image.url ?? car.primary_image_url
  const address = car.location?.address
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
          <h1 className="text-3xl font-extrabold">{headingOf(car)}</h1>
          {subheadingOf(car) && <p className="text-lg text-gray-700">{subheadingOf(car)}</p>}
        </div>
        <div className="text-right">
          <p className="text-3xl font-extrabold tabular-nums">{price.kind === 'price' ? formatMoney(price.amount) : price.text}</p>
          {price.kind === 'price' && price.priceType && <p className="text-sm text-gray-700">{price.priceType}</p>}
          {car.status === 'sold' && <p className="mt-1 text-lg font-extrabold tracking-widest text-red-700">SOLD</p>}
        </div>
      </header>
      {photo && (
        // eslint-disable-next-line @next/next/no-img-element -- a plain image prints reliably; no lazy loading on paper
        <img src={photo} alt={car.name} width={1200} height={800} className="mt-6 aspect-[3/2] w-full rounded object-cover" />
      )}
      <section aria-labelledby="print-summary" className="mt-6 break-inside-avoid">
        <h2 id="print-summary" className="mb-2 text-xl font-bold">
          Car Summary
        </h2>
        <SpecList rows={[...carSummary(car), ...keyInformation(car, now, { unregisteredText: tenant.features.unregisteredText })]} />
      </section>
      {carDetails(car).length > 0 && (
        <section aria-labelledby="print-details" className="mt-6 break-inside-avoid">
          <h2 id="print-details" className="mb-2 text-xl font-bold">
            Car Details
          </h2>
          <SpecList rows={carDetails(car)} />
        </section>
      )}
      <footer className="mt-8 break-inside-avoid border-t border-black/20 pt-4 text-sm">
        <p className="text-base font-bold">{tenant.name}</p>
        {car.location_name && <p>{car.location_name}</p>}
        {address && <p>{[address.street, address.city, address.state, address.postcode].filter(Boolean).join(', ')}</p>}
        {phone && <p>Phone {phone.display}</p>}
        <p className="mt-3 text-xs text-gray-700">{REPAYMENT_DISCLAIMER}</p>
        <p className="mt-1 text-xs text-gray-700">
          Printed {now.toLocaleDateString('en-AU', { timeZone: 'Australia/Sydney' })}. Prices and availability can change.
        </p>
      </footer>
    </article>
  )
}
