// Locations in a card grid (more than three give four columns at extra-large widths,
// exactly six give three).
import type { LocationReviews } from '@/src/cms/locations'
import type { DealerLocation } from '@/src/domain/locations/location'
import { locationGridColumns } from '@/src/domain/locations/select'
import { LocationCard } from './LocationCard'

const XL_COLUMNS = { 1: 'xl:grid-cols-1', 2: 'xl:grid-cols-2', 3: 'xl:grid-cols-3', 4: 'xl:grid-cols-4' } as const

export function LocationGrid({
  locations,
  reviews,
  now,
  distances,
}: {
  locations: DealerLocation[]
  reviews: Record<string, LocationReviews>
  now: Date
  /** Each location's distance text by id, when the list is sorted by distance. */
  distances?: Readonly<Record<string, string>>
}) {
  if (locations.length === 0) return <p className="opacity-75">No locations to show yet. Please call us or use the contact form.</p>
  const columns = locationGridColumns(locations.length)
  return (
    <ul className={`grid gap-5 sm:grid-cols-2 ${columns >= 3 ? 'lg:grid-cols-3' : ''} ${XL_COLUMNS[columns]}`}>
      {locations.map((l) => (
        <li key={l.id}>
          <LocationCard location={l} reviews={reviews[String(l.id)]} now={now} distance={distances?.[String(l.id)]} />
        </li>
      ))}
    </ul>
  )
}
