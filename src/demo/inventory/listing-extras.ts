// Feed fields a dealer's management system sends for some listings and the car pages show when
// present: price type, market price (AutoGrab), rego and its expiry (some lapsed), build and
// compliance dates, NVIC, a per-car reservation deposit and an offer price. Each is chosen by a
// seeded stream of its own (dealership and row index), so the rest of a row stays as it was.
import type { VehicleInput } from '@/src/domain/inventory/vehicle'
import { createRng, type Rng } from './prng'

const DAY = 86_400_000
const PLATE_LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ'

export interface ExtrasCar {
  readonly dealership: string
  readonly index: number
  readonly now: Date
  readonly year: number
  readonly make: string
  readonly carType: string
  readonly price: number
}

const isoDate = (d: Date) => d.toISOString().slice(0, 10)
const dayOffset = (now: Date, days: number) => isoDate(new Date(now.getTime() + days * DAY))

/** Plates as QLD motorcycles carry them: two letters, three digits ("AB123"). */
const plate = (rng: Rng) => `${rng.pick(PLATE_LETTERS.split(''))}${rng.pick(PLATE_LETTERS.split(''))}${rng.int(100, 999)}`

/** A six-character code in the shape of Glass's NVIC: make letters, year digit, model letters. */
const nvicCode = (rng: Rng, car: ExtrasCar) =>
  `${car.make
    .replace(/[^A-Z]/gi, '')
    .slice(0, 2)
    .toUpperCase()}${car.year % 10}${rng.pick(PLATE_LETTERS.split(''))}${rng.int(10, 99)}`

/** Used bikes are registered; about a third of those registrations have lapsed (the page then says so). */
function regoFields(rng: Rng, car: ExtrasCar): Partial<VehicleInput> {
  if (car.carType !== 'used') return {}
  const lapsed = rng.chance(0.35)
  return { regplate: plate(rng), rego_expiry: dayOffset(car.now, lapsed ? -rng.int(5, 200) : rng.int(10, 330)) }
}

/** Built some months before its model year began, complied a few weeks after. */
function buildFields(rng: Rng, car: ExtrasCar): Partial<VehicleInput> {
  const built = new Date(Date.UTC(car.year - 1, rng.int(6, 11), rng.int(1, 28)))
  if (built.getTime() > car.now.getTime()) return {}
  const complied = new Date(Math.min(car.now.getTime(), built.getTime() + rng.int(20, 70) * DAY))
  return { build_date: isoDate(built), compliance_date: isoDate(complied) }
}

/** AutoGrab's market averages for used bikes: most near the price, some well above it (a buy). */
function marketFields(rng: Rng, car: ExtrasCar): Partial<VehicleInput> {
  if (car.carType !== 'used' || !(car.price > 0) || !rng.chance(0.6)) return {}
  const state = Math.round((car.price * (0.97 + rng.int(0, 15) / 100)) / 10) * 10
  return { autograb_data: { state_average_market_price: state, average_market_price: Math.round(state * 1.02) } }
}

export function listingExtras(car: ExtrasCar): Partial<VehicleInput> {
  const rng = createRng(`extras:${car.dealership}:${car.index}`)
  const priced = car.price > 0
  return {
    ...(priced ? { price_type: car.carType === 'used' ? 'Excl. Govt. Charges' : 'Ride Away' } : {}),
    ...regoFields(rng, car),
    ...buildFields(rng, car),
    ...marketFields(rng, car),
    ...(rng.chance(0.7) ? { nvic: nvicCode(rng, car) } : {}),
    // A dearer bike holds for a bigger deposit than the site's own amount.
    ...(priced && car.price >= 20_000 && rng.chance(0.6) ? { payment_processors: [{ deposit: 500 }] } : {}),
    ...(priced && car.carType !== 'new' && rng.chance(0.2) ? { offer_price: car.price - rng.int(3, 10) * 100 } : {}),
  }
}
