// One generated motorcycle: new, demo and used bikes of the catalogue's models, with the fields a
// motorcycle dealer's feed sends in full (see listing-extras.ts) and the long comments and lender
// disclaimers that real feeds carry.
import type { VehicleInput } from '@/src/domain/inventory/vehicle'
import { financeFields } from './finance-row'
import { historyFields } from './history-report'
import { imageList } from './images'
import { listingExtras } from './listing-extras'
import { MOTORCYCLE_CATALOGUE, MOTORCYCLE_COLOURS, type MotorcycleSpec } from './motorcycles'
import type { Rng } from './prng'
import { type RowContext, commonRow } from './row-common'
import { spinFields } from './spin'
import { videoFields } from './video'

const FEATURES = ['Quickshifter', 'Cruise Control', 'Heated Grips', 'TFT Display', 'Traction Control', 'Riding Modes', 'Panniers']
const EQUIPMENT = ['ABS', 'LED headlight', 'Slipper clutch', 'USB charging', 'Adjustable levers', 'Immobiliser']
/** A few more bikes turn than cars: a motorcycle dealer shows fewer, and the spin is its showpiece. */
const SPIN_SHARE = 1 / 6

const roundPrice = (x: number) => Math.max(2990, Math.round(x / 100) * 100 - 10)

function pricing(rng: Rng, spec: MotorcycleSpec, carType: string, age: number, km: number): number {
  const list = rng.int(spec.price[0], spec.price[1])
  if (carType === 'new') return roundPrice(list)
  if (carType === 'demo') return roundPrice(list * 0.93)
  // Bikes lose about 12 % a year, and more when ridden far.
  return roundPrice(list * 0.85 * 0.88 ** Math.max(0, age - 1) * Math.max(0.6, 1 - km / 150_000))
}

/**
 * What the salesperson writes: the bike, its condition and what the dealer does before it
 * leaves. Long enough that the car page shows its first lines with "Read more".
 */
function comments(spec: MotorcycleSpec, year: number, colour: string, carType: string, km: number): string {
  const intro =
    carType === 'used'
      ? `This ${year} ${spec.make} ${spec.model} in ${colour.toLowerCase()} has covered ${km.toLocaleString('en-AU')} km and comes with its service books and both keys.`
      : `Brand new ${spec.make} ${spec.model} in ${colour.toLowerCase()}, ready to ride away today.`
  const lams = spec.lams
    ? ' It is on the LAMS list, so learner and provisional riders can ride it, and it stays a bike worth keeping once you have your open licence.'
    : ''
  return [
    `${intro}${lams}`,
    `The ${spec.cc}cc engine pulls cleanly from low revs and is happy on the highway, and the ${spec.style.toLowerCase()} riding position suits commuting during the week and the hinterland on weekends.`,
    'Before delivery our workshop changes the oil and filter, adjusts and lubricates the chain, checks the brake pads and fluid, sets the tyre pressures and road tests every bike.',
    'Trade-ins welcome, finance and insurance arranged in store, and we deliver on a trailer across South East Queensland. Ask about a helmet and riding gear package with the bike.',
  ].join('\n\n')
}

export function motorcycleRow(rng: Rng, ctx: RowContext): VehicleInput {
  const carType = rng.weighted([
    ['new', 35],
    ['used', 50],
    ['demo', 15],
  ] as const)
  // A franchise dealer's new and demo bikes are of its own makes; trade-ins are of any make.
  const franchise = MOTORCYCLE_CATALOGUE.filter((s) => ctx.franchiseMakes.includes(s.make))
  const models = carType !== 'used' && franchise.length > 0 ? franchise : MOTORCYCLE_CATALOGUE
  const spec = rng.weighted(models.map((s) => [s, s.weight] as const))
  // Most trade-ins on a bike dealer's floor are a few years old.
  const year = carType === 'used' ? Math.max(spec.firstYear, ctx.currentYear - rng.int(1, rng.chance(0.7) ? 3 : 6)) : ctx.currentYear
  const age = ctx.currentYear - year
  const km = carType === 'new' ? rng.int(0, 20) : carType === 'demo' ? rng.int(300, 3000) : age * rng.int(3000, 9000) + rng.int(0, 2000)
  const colour = rng.pick(MOTORCYCLE_COLOURS)
  const price = pricing(rng, spec, carType, age, km)
  const common = commonRow(rng, ctx, { carType, make: spec.make, price, age })
  const shown = common.show_on_dealer_website === true
  const row = {
    ...common,
    year,
    make: spec.make,
    model: spec.model,
    badge: rng.pick(spec.badges),
    colour,
    km,
    price,
    car_type: carType,
    item_type: 'motorcycle',
    simple_fuel: 'Petrol',
    simple_transmission: spec.badges.includes('DCT') ? 'Automatic' : 'Manual',
    fuel: 'Petrol',
    trans: '6 Speed Manual',
    seats: 2,
    engine_size: `${spec.cc}cc`,
    engine_size_litres: Math.round(spec.cc / 100) / 10,
    gearnum: 6,
    images: imageList('motorcycle', colour, rng.int(3, 7)),
    standardEquipment: EQUIPMENT.filter(() => rng.chance(0.7)),
    filtered_features: FEATURES.filter(() => rng.chance(0.3)),
    categories: [spec.style, ...(spec.lams ? ['LAMS Approved'] : [])],
    dealercomments: comments(spec, year, colour, carType, km),
    variant: { enginesize: spec.cc },
    ...financeFields(rng, price, { fullDisclaimer: true }),
  }
  const spin = spinFields(
    { dealership: ctx.dealership, index: ctx.index, status: common.status, shown, shape: 'motorcycle', colour, interiorColour: '' },
    SPIN_SHARE,
  )
  const history = historyFields({ dealership: ctx.dealership, index: ctx.index, stocknum: String(common.stocknum), carType, shown })
  const extras = listingExtras({ dealership: ctx.dealership, index: ctx.index, now: ctx.now, year, make: spec.make, carType, price })
  const video = videoFields({ dealership: ctx.dealership, index: ctx.index, status: common.status, shown, shape: 'motorcycle', colour })
  return { ...row, ...spin, ...history, ...video, ...extras }
}
