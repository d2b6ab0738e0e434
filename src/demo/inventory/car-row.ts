// One generated car: realistic mix of new/used/demo, ages, km, prices, statuses and tags.
import type { VehicleInput } from '@/src/domain/inventory/vehicle'
import { CAR_CATALOGUE, COLOURS, FIRST_MODEL_YEAR, type ModelSpec, simpleFuel } from './catalogue'
import { financeFields } from './finance-row'
import { imageList, shapeForBody } from './images'
import type { Rng } from './prng'
import { type RowContext, commonRow } from './row-common'
import { historyFields } from './history-report'
import { spinFields } from './spin'
import { videoFields } from './video'

const FEATURES = [
  'Apple CarPlay',
  'Android Auto',
  'Reversing Camera',
  'Sunroof',
  'Leather Seats',
  'Tow Bar',
  'Adaptive Cruise Control',
  'Heated Seats',
  '360 Camera',
  'Bull Bar',
]
const EQUIPMENT = [
  'ABS',
  'Stability control',
  'Autonomous emergency braking',
  'Lane keep assist',
  'Blind spot monitor',
  'Dual-zone climate control',
  'Keyless entry',
  'Wireless charging',
]
const MAKES = Object.keys(CAR_CATALOGUE)

const roundPrice = (x: number) => Math.max(2990, Math.round(x / 1000) * 1000 - 10)

function cylinders(spec: ModelSpec): number {
  if (spec.engine === 0) return 0
  if (spec.engine <= 1.2) return 3
  if (spec.engine <= 2.5) return 4
  return spec.engine <= 3.5 ? 6 : 8
}

function categories(spec: ModelSpec, fuel: string, price: number): string[] {
  const out: string[] = []
  if (spec.body === 'ute') out.push('Work Ready')
  if (spec.seats >= 7) out.push('Family 7 Seater')
  if (fuel === 'Electric' || fuel.includes('Hybrid')) out.push('Low Emissions')
  if (price > 0 && price < 20000) out.push('Under $20k')
  if (spec.drive.includes('4WD')) out.push('Off Road')
  return out
}

function pricing(rng: Rng, spec: ModelSpec, carType: string, age: number, km: number): number {
  const list = rng.int(spec.price[0], spec.price[1])
  if (carType === 'new') return roundPrice(list)
  if (carType === 'demo') return roundPrice(list * 0.9)
  // About 15 % off in the first year and 10 % a year after, less for high km (Australian used
  // prices hold better than a flat 14 % a year, which made a 2017 Camry $7,990).
  const kept = age === 0 ? 0.9 : 0.85 * 0.9 ** (age - 1)
  return roundPrice(list * kept * Math.max(0.6, 1 - km / 800_000))
}

export function carRow(rng: Rng, ctx: RowContext): VehicleInput {
  const carType = rng.weighted([
    ['new', 35],
    ['used', 50],
    ['demo', 15],
  ] as const)
  const makes = carType !== 'used' && ctx.franchiseMakes.length > 0 ? ctx.franchiseMakes : MAKES
  const make = rng.pick(makes)
  const spec = rng.pick(CAR_CATALOGUE[make])
  const drawn = carType === 'used' ? ctx.currentYear - rng.int(1, 14) : ctx.currentYear - (rng.chance(0.2) ? 1 : 0)
  // Never older than the model itself; the age then sets the km and the price.
  const year = Math.min(ctx.currentYear, Math.max(drawn, FIRST_MODEL_YEAR[spec.model] ?? drawn))
  const age = ctx.currentYear - year
  const km = carType === 'new' ? rng.int(0, 50) : carType === 'demo' ? rng.int(500, 9000) : age * rng.int(8000, 22000) + rng.int(0, 5000)
  const fuel = rng.pick(spec.fuels)
  const colour = rng.pick(COLOURS)
  const price = rng.chance(0.02) ? 0 : pricing(rng, spec, carType, age, km)
  const transmission = spec.engine > 0 && spec.manualToo && rng.chance(0.2) ? 'Manual' : 'Automatic'
  const common = commonRow(rng, ctx, { carType, make, price, age })
  const shape = shapeForBody(spec.body)
  const row = {
    ...common,
    year,
    make,
    model: spec.model,
    badge: rng.pick(spec.badges),
    series: rng.pick(spec.series),
    colour,
    interior_colour: rng.pick(['Black Cloth', 'Black Leather', 'Grey Cloth', 'Tan Leather']),
    km,
    price,
    before_price: carType !== 'used' && rng.chance(0.15) ? price + rng.int(1, 5) * 1000 : undefined,
    subscription_price: carType !== 'used' && rng.chance(0.2) ? rng.int(159, 449) : undefined,
    car_type: carType,
    item_type: 'car',
    simple_body: spec.body,
    simple_fuel: simpleFuel(fuel),
    simple_transmission: transmission,
    simple_drive: rng.pick(spec.drive),
    fuel: fuel === 'Electric' ? 'Electric' : `${fuel} ${spec.engine > 0 ? `${spec.engine}L` : ''}`.trim(),
    trans:
      transmission === 'Manual'
        ? '6 Speed Manual'
        : spec.engine === 0
          ? '1 Speed Reduction Gear'
          : `${rng.pick([6, 8, 10])} Speed Automatic`,
    drive: rng.pick(spec.drive),
    seats: spec.seats,
    doors: spec.body === 'coupe' || spec.body === 'convertible' ? 2 : 4,
    engine_size: spec.engine > 0 ? `${spec.engine}L` : 'Electric',
    engine_size_litres: spec.engine,
    gearnum: transmission === 'Manual' ? 6 : 8,
    bodyconfiguration: spec.body === 'ute' ? rng.pick(['Double Cab', 'Single Cab', 'Space Cab']) : undefined,
    images: imageList(shape, colour, rng.int(3, 8)),
    standardEquipment: EQUIPMENT.filter(() => rng.chance(0.6)),
    filtered_features: FEATURES.filter(() => rng.chance(0.3)),
    categories: categories(spec, fuel, price),
    dealercomments: `${year} ${make} ${spec.model} in ${colour.toLowerCase()}, ${carType === 'used' ? `${km.toLocaleString('en-AU')} km, full service history` : 'ready to drive away'}. Trade-ins welcome.`,
    variant: {
      cylinders: cylinders(spec),
      enginesize_litres: spec.engine,
      fuelcapacity: spec.engine === 0 ? undefined : rng.int(45, 80),
      fuelconsumptioncombined: spec.engine === 0 ? undefined : Math.round((4 + spec.engine * 2 + rng.next()) * 10) / 10,
      towingcapacitybraked: spec.body === 'ute' || spec.body === 'wagon' ? 3500 : rng.int(7, 20) * 100,
      ancaprating: 5,
      bodyconfiguration: spec.body,
      geartype: transmission,
    },
    ...financeFields(rng, price),
  }
  const shown = common.show_on_dealer_website === true
  const spin = spinFields({
    dealership: ctx.dealership,
    index: ctx.index,
    status: common.status,
    shown,
    shape,
    colour,
    interiorColour: row.interior_colour,
  })
  const history = historyFields({
    dealership: ctx.dealership,
    index: ctx.index,
    stocknum: String(common.stocknum),
    carType,
    shown,
  })
  const video = videoFields({ dealership: ctx.dealership, index: ctx.index, status: common.status, shown, shape, colour })
  return { ...row, ...spin, ...history, ...video }
}
