// The Locations block: the locations the editor chose (a scope, a brand, a kind, a hand-picked
// list, exclusions), then one location as a map and details card; several as a card grid, an
// "Our Locations" carousel, or one combined map.
import type { LocationsBlock } from '@/payload-types'
import { LocationCard } from '@/src/components/locations/LocationCard'
import { SiteLink } from '@/src/components/ui/SiteLink'
import { LocationGrid } from '@/src/components/locations/LocationGrid'
import { ScrollCarousel } from '@/src/components/ui/ScrollCarousel'
import { addressLine, locationPath } from '@/src/domain/locations/location'
import { LocationMap } from '@/src/components/locations/LocationMap.client'
import { toMapPoints } from '@/src/components/locations/map-types'
import type { BlockData } from '@/src/cms/block-data'
import { type LocationScope, selectLocations } from '@/src/domain/locations/select'

const ids = (list: LocationsBlock['only']) => (list ?? []).map((l) => (typeof l === 'object' ? l.id : l))

export function LocationsComponent({ block, data }: { block: LocationsBlock; data: BlockData }) {
  const { locations: all, reviews } = data
  const shown = selectLocations(all, {
    scope: block.scope as LocationScope,
    make: block.make,
    subtype: block.subtype,
    include: ids(block.only),
    exclude: ids(block.exclude),
  })
  if (shown.length === 0) return null
  const now = new Date()
  const heading = block.heading || (shown.length === 1 ? shown[0].name : 'Our Locations')
  return (
    <section className="container-site py-10" aria-label={heading} data-testid="locations-block">
      <h2 className="mb-5 text-2xl font-bold md:text-3xl">{heading}</h2>
      {shown.length === 1 ? (
        <div className="grid gap-6 md:grid-cols-2">
          <LocationMap points={toMapPoints(shown)} tiles={data.tiles} label={`Map of ${shown[0].name}`} className="h-full min-h-80" />
          <LocationCard location={shown[0]} reviews={reviews[String(shown[0].id)]} now={now} />
        </div>
      ) : block.layout === 'carousel' ? (
        <ScrollCarousel
          label={heading}
          items={shown.map((l) => ({ key: String(l.id), node: <LocationCard location={l} reviews={reviews[String(l.id)]} now={now} /> }))}
        />
      ) : block.layout === 'map' ? (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <LocationMap points={toMapPoints(shown)} tiles={data.tiles} label={`Map of ${heading}`} className="h-[28rem]" />
          <ul className="max-h-[28rem] space-y-3 overflow-y-auto" aria-label={heading}>
            {shown.map((l) => (
              <li key={l.id} className="rounded-[var(--radius)] border border-black/10 bg-white p-3 text-sm text-gray-900">
                <SiteLink href={locationPath(l.slug)} className="font-semibold underline-offset-2 hover:underline">
                  {l.name}
                </SiteLink>
                <p>{addressLine(l.address)}</p>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <LocationGrid locations={shown} reviews={reviews} now={now} />
      )}
    </section>
  )
}
