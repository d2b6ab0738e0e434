// /compare?cars=a,b,c: up to four of this dealer's cars side by side: price, finance
// from, then the vehicle page's own facts (summary and details: engine, economy, towing, ANCAP,
// dimensions), rows no car has left out and rows where the cars differ highlighted. The address
// can be shared; without ?cars= the page opens the cars this browser is comparing.
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { CompareFromBrowser, CompareRemove } from '@/src/components/shoppers/CompareControls.client'
import { REPAYMENT_DISCLAIMER } from '@/src/domain/finance/disclaimer'
import { financeSettingsFromTenant } from '@/src/domain/finance/tenant-settings'
import { compareSlugs, compareTable } from '@/src/domain/shoppers/compare'
import { compareRowsOf } from '@/src/domain/shoppers/compare-rows'
import { loadCar } from '../cars/[slug]/load'
import { requireTenant } from '../tenant'

type Props = { params: Promise<{ host: string }>; searchParams: Promise<{ cars?: string | string[] }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { tenant } = await requireTenant(params)
  if (!tenant.features.compare) notFound()
  return { title: 'Compare cars', robots: { index: false, follow: true }, alternates: { canonical: '/compare' } }
}

export default async function ComparePage({ params, searchParams }: Props) {
  const { tenant, host } = await requireTenant(params)
  if (!tenant.features.compare) notFound()
  const slugs = compareSlugs((await searchParams).cars)
  const found = await Promise.all(slugs.map((slug) => loadCar(host, slug)))
  const cars = found.flatMap((f) => (f ? [f.car] : []))
  const gone = slugs.length - cars.length
  const shown = cars.map((c) => c.slug)
  const now = new Date()
  const finance = financeSettingsFromTenant(tenant)
  const rows = compareTable(cars.map((car) => compareRowsOf(car, { labels: tenant.labels, finance }, now)))
  return (
    <section className="container-site py-8" aria-labelledby="compare-heading">
      <h1 id="compare-heading" className="mb-2 text-2xl font-bold md:text-3xl">
        Compare cars
      </h1>
      {slugs.length === 0 ? (
        <CompareFromBrowser />
      ) : (
        <>
          {gone > 0 && (
            <p role="status" className="mb-3 rounded bg-amber-50 p-3 text-amber-900">
              {gone === 1 ? 'One car in this comparison is' : `${gone} cars in this comparison are`} no longer listed on this site.
            </p>
          )}
          {cars.length === 0 ? (
            <p>
              <a href="/search" className="btn btn-solid">
                Browse our stock
              </a>
            </p>
          ) : (
            <>
              <p className="mb-4 text-gray-700">Highlighted rows are where the cars differ.</p>
              <div
                className="overflow-x-auto rounded-[var(--radius)] border border-black/10 bg-white text-gray-900"
                data-testid="compare-table"
              >
                <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
                  <caption className="sr-only">{cars.length} cars side by side; rows where they differ are highlighted</caption>
                  <thead>
                    <tr>
                      <td className="sticky left-0 w-36 bg-white p-3" />
                      {cars.map((car) => (
                        <th key={car.objectID} scope="col" className="min-w-44 p-3 align-top">
                          <div className="mb-2 aspect-[3/2] overflow-hidden rounded bg-black/5">
                            {(car.images[0]?.image.thumb?.url ?? car.primary_image_url) && (
                              // eslint-disable-next-line @next/next/no-img-element -- the stock feed's own image address, as on the cards
                              <img
                                src={car.images[0]?.image.thumb?.url ?? car.primary_image_url ?? ''}
                                alt=""
                                className="h-full w-full object-cover"
                              />
                            )}
                          </div>
                          <a href={car.path} className="block font-bold leading-snug underline-offset-2 hover:underline">
                            {car.name}
                          </a>
                          <CompareRemove id={car.objectID} slug={car.slug} name={car.name} shown={shown} />
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((row) => (
                      <tr key={row.label} data-differs={row.differs || undefined} className={row.differs ? 'bg-amber-50' : undefined}>
                        <th
                          scope="row"
                          className={`sticky left-0 border-t border-black/10 p-3 font-semibold ${row.differs ? 'bg-amber-50' : 'bg-white'}`}
                        >
                          {row.label}
                        </th>
                        {row.values.map((value, i) => (
                          <td key={cars[i].objectID} className="border-t border-black/10 p-3">
                            {value ?? <span className="text-gray-500">Not listed</span>}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              {rows.some((r) => r.label === 'Finance from') && <p className="mt-3 text-xs text-gray-600">*{REPAYMENT_DISCLAIMER}</p>}
            </>
          )}
        </>
      )}
    </section>
  )
}
