// Fields every generated row shares: identity, status, dates, tags, location.
import type { Place } from './places'
import type { Rng } from './prng'

export interface RowContext {
  readonly dealership: string
  readonly dealershipName: string
  readonly index: number
  readonly now: Date
  readonly currentYear: number
  readonly franchiseMakes: readonly string[]
  readonly places: readonly Place[]
  readonly stockPrefix: string
}

const DAY = 86_400_000
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'
const TAGS_BY_TYPE: Record<string, string[]> = {
  new: ['Runout Sale', 'Just Arrived'],
  demo: ['Test Drive Only', 'Runout Sale'],
  used: ['Low Kms', 'One Owner', 'Just Arrived'],
}

function vin(rng: Rng, index: number): string {
  let out = rng.pick(['JTM', 'JM0', 'KMH', 'KNA', 'MNA', 'WVW', 'JF1', '6T1', 'LGX'])
  for (let i = 0; i < 8; i++) out += rng.pick(VIN_CHARS.split(''))
  return out + String(index).padStart(6, '0').slice(-6)
}

function statusFields(rng: Rng, ctx: RowContext) {
  const status = rng.weighted([
    ['in_stock', 84],
    ['coming_soon', 8],
    ['sold', 8],
  ] as const)
  // Sold within the last 10 days: some still shown (default 3 days), most already hidden.
  const sold_date = status === 'sold' ? new Date(ctx.now.getTime() - rng.int(1, 240) * 3_600_000).toISOString() : undefined
  return { status, sold_date, reserved: status === 'in_stock' && rng.chance(0.03) }
}

/** Inferred from commonRow: the schema's input type is too loose (unknown) to check against. */
export type CommonRow = Record<string, unknown> & { id: string; dealership_slug: string; status: string; car_type?: string }

export function commonRow(rng: Rng, ctx: RowContext, car: { carType: string; make: string; price: number; age: number }): CommonRow {
  const place = rng.pick(ctx.places)
  const stocknum = `${ctx.stockPrefix}${String(10000 + ctx.index)}`
  const created = new Date(ctx.now.getTime() - (rng.chance(0.1) ? rng.int(0, 7) : rng.int(8, 180)) * DAY - rng.int(0, 23) * 3_600_000)
  const franchise = ctx.franchiseMakes.includes(car.make)
  return {
    id: String(100000 + ctx.index),
    dealership_slug: ctx.dealership,
    dealership_name: ctx.dealershipName,
    stocknum,
    vin: vin(rng, ctx.index),
    ...statusFields(rng, ctx),
    tag: rng.chance(0.08) ? rng.pick(TAGS_BY_TYPE[car.carType] ?? ['Just Arrived']) : undefined,
    certified: car.carType === 'used' && car.age <= 6 && (franchise ? rng.chance(0.5) : rng.chance(0.1)),
    preorder: car.price === 0 && car.carType === 'new' && rng.chance(0.5) ? 'Pre-order now for spring delivery' : undefined,
    show_on_dealer_website: rng.chance(0.98),
    created_at: created.toISOString(),
    updated_at: new Date(Math.min(ctx.now.getTime(), created.getTime() + rng.int(0, 5) * DAY)).toISOString(),
    custom_rank: rng.int(0, 1000),
    views: rng.int(0, 2500),
    location: {
      id: place.id,
      name: place.name,
      slug: place.id,
      phone: place.phone,
      city: place.city,
      state: place.state,
      address: { id: `${place.id}-address`, street: place.street, city: place.city, state: place.state, postcode: place.postcode },
      // The dealership's other yards in the same state bring the car over for a test drive.
      distribution_locations: ctx.places.filter((other) => other.id !== place.id && other.state === place.state).map((other) => other.name),
    },
    location_id: place.id,
    location_name: place.name,
    city: place.city,
    state: place.state,
  }
}
