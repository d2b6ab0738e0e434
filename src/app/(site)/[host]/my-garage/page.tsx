// /my-garage (a gated route): a signed-in shopper's saved cars, live from the
// index (price and status as they are now; sold cars marked, cars no longer listed said so and
// removable), their recent enquiries on this site, and their account. Anonymous → /sign-in.
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { CarCard } from '@/src/components/search/CarCard/CarCard'
import { AccountActions } from '@/src/components/shoppers/AccountActions.client'
import { SavedSearches } from '@/src/components/shoppers/SearchHistoryList.client'
import { SaveButton } from '@/src/components/shoppers/SaveButton.client'
import { shopperStore } from '@/src/cms/shoppers'
import { recentEnquiries } from '@/src/cms/shoppers'
import { shopperReservations } from '@/src/cms/reservations'
import { confirmationPath } from '@/src/lib/reservation-ref'
import { formatLongDate } from '@/src/domain/dates'
import { cardContext } from '@/src/domain/inventory/card-context'
import { searchCardView } from '@/src/domain/inventory/search-card'
import { tenantInventoryFilter } from '@/src/domain/inventory/tenant-filter'
import { reservationStatusText } from '@/src/domain/reservations/rules'
import { enquiryLabel } from '@/src/domain/shoppers/garage'
import { displayMobile, shopperAccountsOn } from '@/src/domain/shoppers/sign-in'
import { findCarsBySlugs } from '@/src/search/engine'
import { requireTenant } from '../tenant'
import { requireShopper } from '../shopper'

type Props = { params: Promise<{ host: string }> }

export const metadata: Metadata = { title: 'My Garage', robots: { index: false, follow: false } }

export default async function MyGaragePage({ params }: Props) {
  const { tenant } = await requireTenant(params)
  if (!shopperAccountsOn(tenant.features)) notFound()
  const shopper = await requireShopper(tenant, 'my-garage', '/my-garage')
  const now = new Date()
  const scope = tenantInventoryFilter(tenant, now)
  const [slugs, enquiries, reservations] = await Promise.all([
    shopperStore.watchlist(tenant, shopper.id),
    recentEnquiries(tenant, shopper.phone),
    shopperReservations(tenant, shopper.id),
  ])
  const found = await findCarsBySlugs(slugs, scope)
  const cars = slugs.map((slug) => ({ slug, car: found.get(slug) ?? null }))
  const card = cardContext(tenant)
  return (
    <div className="container-site flex flex-col gap-10 py-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold md:text-3xl">My Garage</h1>
          <p className="text-gray-700">Signed in as {displayMobile(shopper.phone)}</p>
        </div>
        <AccountActions />
      </header>

      <section aria-labelledby="watchlist-heading" id="watchlist">
        <h2 id="watchlist-heading" className="mb-4 text-xl font-bold">
          Saved cars {slugs.length > 0 && <span className="font-normal text-gray-600">({slugs.length})</span>}
        </h2>
        {cars.length === 0 ? (
          <p>
            No saved cars yet. Tap the heart on any car to keep it here.{' '}
            <a href="/search" className="font-semibold underline underline-offset-4">
              Search cars
            </a>
          </p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {cars.map(({ slug, car }) => (
              <li key={slug} className="flex">
                {car ? (
                  <CarCard view={searchCardView(car, card, now)} />
                ) : (
                  <div className="flex w-full flex-col gap-3 rounded-[var(--radius)] border border-dashed border-gray-400 p-4">
                    <p className="font-semibold">This car is no longer listed.</p>
                    <p className="text-sm text-gray-600">It has been sold or taken off the site.</p>
                    <SaveButton entry={{ id: slug, slug, name: 'this car', mode: 'garage', sold: false }} label="Remove" />
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      {reservations.length > 0 && (
        <section aria-labelledby="reservations-heading">
          <h2 id="reservations-heading" className="mb-4 text-xl font-bold">
            Your reservations
          </h2>
          <ul className="divide-y divide-gray-200 rounded-[var(--radius)] border border-gray-200">
            {reservations.map((r) => (
              <li key={r.id} className="flex flex-wrap justify-between gap-2 p-3">
                <a href={confirmationPath(r.car, tenant.id, r.id)} className="font-semibold underline underline-offset-4">
                  {r.carName}
                </a>
                <span className="text-sm text-gray-700">{reservationStatusText(r)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}

      <SavedSearches />

      <section aria-labelledby="enquiries-heading">
        <h2 id="enquiries-heading" className="mb-4 text-xl font-bold">
          Recent enquiries
        </h2>
        {enquiries.length === 0 ? (
          <p>You have not sent us an enquiry with this number yet.</p>
        ) : (
          <ul className="divide-y divide-gray-200 rounded-[var(--radius)] border border-gray-200">
            {enquiries.map((e) => (
              <li key={e.id} className="flex flex-wrap justify-between gap-2 p-3">
                <span>
                  <span className="font-semibold">{enquiryLabel(e.form)}</span>
                  {e.carName && (
                    <>
                      {' · '}
                      {e.carSlug ? (
                        <a href={`/cars/${e.carSlug}`} className="underline underline-offset-4">
                          {e.carName}
                        </a>
                      ) : (
                        e.carName
                      )}
                    </>
                  )}
                </span>
                <time dateTime={e.sentAt} className="text-sm text-gray-600">
                  {formatLongDate(e.sentAt)}
                </time>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
