// The #vehicle-map anchor the sidebar's location link reaches (spec 2 §2). The map widget comes
// later; the car's location name and address show here now.
import { joinParts } from '@/src/domain/vehicle-detail/car'

export interface CarLocation {
  name: string | null
  street?: string
  city?: string
  state?: string
  postcode?: string
}

export function LocationSection({ location }: { location: CarLocation }) {
  const line = joinParts(location.city, location.state, location.postcode)
  return (
    <section id="vehicle-map" aria-labelledby="vehicle-map-heading" className="scroll-mt-4">
      <h2 id="vehicle-map-heading" className="mb-3 text-xl font-bold md:text-2xl">
        Vehicle Location
      </h2>
      <address className="not-italic">
        {location.name && <p className="font-semibold">{location.name}</p>}
        {location.street && <p>{location.street}</p>}
        {line && <p>{line}</p>}
      </address>
    </section>
  )
}
