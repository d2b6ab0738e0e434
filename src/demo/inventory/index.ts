// Demo stock generator: seeded, so the demo dealerships always get the same cars and
// the benchmark's 100,000 are reproducible. Produces feed rows that pass the vehicle schema.
import { titleFromSlug } from '@/src/domain/navigation/slug'
import type { VehicleInput } from '@/src/domain/inventory/vehicle'
import { caravanRow } from './caravan-row'
import { carRow } from './car-row'
import { motorcycleRow } from './motorcycle-row'
import { DEMO_PLACES, GENERIC_PLACES, type Place } from './places'
import { createRng } from './prng'
import type { RowContext } from './row-common'

export { createRng, type Rng } from './prng'
export { IMAGE_SHAPES, type ImageShape } from './images'
export { type Place } from './places'

export interface GeneratorOptions {
  readonly dealership: string
  readonly dealershipName?: string
  readonly count: number
  readonly seed?: string | number
  readonly now: Date
  readonly kind?: 'cars' | 'caravans' | 'motorcycles'
  /** New and demo cars are of these makes (a franchise dealer); used cars of any make. */
  readonly franchiseMakes?: readonly string[]
  readonly places?: readonly Place[]
  /** First row index, so several batches of one dealership get distinct ids. */
  readonly startIndex?: number
}

const initials = (slug: string) =>
  slug
    .split('-')
    .map((w) => w.charAt(0).toUpperCase())
    .join('')

export function generateVehicles(options: GeneratorOptions): VehicleInput[] {
  const rng = createRng(`${options.seed ?? 'demo'}:${options.dealership}:${options.startIndex ?? 0}`)
  const base: Omit<RowContext, 'index'> = {
    dealership: options.dealership,
    dealershipName: options.dealershipName ?? titleFromSlug(options.dealership),
    now: options.now,
    currentYear: options.now.getUTCFullYear(),
    franchiseMakes: options.franchiseMakes ?? [],
    places: options.places ?? DEMO_PLACES[options.dealership] ?? GENERIC_PLACES,
    stockPrefix: initials(options.dealership),
  }
  const row = { cars: carRow, caravans: caravanRow, motorcycles: motorcycleRow }[options.kind ?? 'cars']
  const start = options.startIndex ?? 0
  return Array.from({ length: options.count }, (_, i) => row(rng, { ...base, index: start + i }))
}
