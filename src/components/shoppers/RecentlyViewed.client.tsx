'use client'
// "Recently viewed": the cars this browser opened on this dealer site, newest first,
// as a strip of small cards on the vehicle page (without the car on screen, which it records)
// and on the home page. Nothing renders until there is something to show, so a first visit
// sees no empty box; "Clear" forgets them.
import { useEffect, useId } from 'react'
import { VIEWED_KEY, type ViewedCar, parseViewed, recordViewed, viewedStrip } from '@/src/domain/shoppers/recently-viewed'
import { localList } from './local-list'

const viewed = localList(VIEWED_KEY, parseViewed)

export function RecentlyViewed({ current }: { current?: ViewedCar }) {
  const list = viewed.use()
  const headingId = useId()
  useEffect(() => {
    if (current) viewed.write(recordViewed(viewed.read(), current))
  }, [current])
  const strip = viewedStrip(list, current?.id)
  if (strip.length === 0) return null
  return (
    <section aria-labelledby={headingId} className="container-site py-8 print:hidden" data-testid="recently-viewed">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id={headingId} className="text-xl font-bold md:text-2xl">
          Recently viewed
        </h2>
        <button type="button" onClick={() => viewed.write(current ? [current] : [])} className="text-sm font-semibold underline">
          Clear<span className="sr-only"> recently viewed cars</span>
        </button>
      </div>
      <ul className="mt-4 grid auto-cols-[minmax(9.5rem,1fr)] grid-flow-col gap-3 overflow-x-auto pb-2 sm:grid-flow-row sm:grid-cols-3 lg:grid-cols-6">
        {strip.map((car) => (
          <li key={car.id} className="overflow-hidden rounded-[var(--radius)] border border-black/10 bg-white text-gray-900 shadow-sm">
            <a href={`/cars/${encodeURIComponent(car.slug)}`} className="block h-full focus-visible:outline-offset-[-3px]">
              <div className="aspect-[3/2] bg-black/5">
                {car.primary_image_url && (
                  // eslint-disable-next-line @next/next/no-img-element -- the search index's own image address, as on the cards
                  <img src={car.primary_image_url} alt="" className="h-full w-full object-cover" loading="lazy" />
                )}
              </div>
              <p className="p-2 text-sm font-semibold leading-snug">{car.name}</p>
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
