// One generated caravan with its specifications.
import type { VehicleInput } from '@/src/domain/inventory/vehicle'
import { AXLE_TYPES, CARAVAN_CATALOGUE } from './caravans'
import { financeFields } from './finance-row'
import { imageList } from './images'
import type { Rng } from './prng'
import { type RowContext, commonRow } from './row-common'

const COLOURS = ['White', 'Silver', 'Grey', 'Black'] as const

export function caravanRow(rng: Rng, ctx: RowContext): VehicleInput {
  const carType = rng.weighted([
    ['new', 60],
    ['used', 40],
  ] as const)
  const spec = rng.pick(CARAVAN_CATALOGUE)
  const year = carType === 'used' ? ctx.currentYear - rng.int(1, 10) : ctx.currentYear
  const age = ctx.currentYear - year
  const lengthFt = rng.int(spec.lengthFt[0], spec.lengthFt[1])
  const tare = rng.int(18, 32) * 100
  const list = rng.int(spec.price[0], spec.price[1])
  const price = Math.round((carType === 'new' ? list : list * 0.9 ** age) / 1000) * 1000 - 10
  const colour = rng.pick(COLOURS)
  return {
    ...commonRow(rng, ctx, { carType, make: spec.make, price, age }),
    year,
    make: spec.make,
    model: spec.model,
    badge: rng.pick(spec.badges),
    series: `${lengthFt}ft`,
    colour,
    price,
    car_type: carType,
    item_type: 'caravan',
    categories: [spec.offRoad ? 'Off Road' : 'On Road', lengthFt >= 20 ? 'Family' : 'Couples'],
    filtered_features: ['Solar Panels', 'Ensuite', 'Bunks', 'Lithium Battery', 'Diesel Heater', 'Washing Machine'].filter(() =>
      rng.chance(0.4),
    ),
    images: imageList('caravan', colour, rng.int(3, 6)),
    standardEquipment: ['Queen bed', 'Gas cooktop', 'Microwave', '190L fridge', 'Awning'],
    dealercomments: `${spec.make} ${spec.model} ${lengthFt}ft ${spec.offRoad ? 'off-road' : 'touring'} van, ${carType === 'used' ? 'one owner, well kept' : 'built in Australia'}.`,
    caravan: {
      body_length: Math.round(lengthFt * 0.3048 * 100) / 100,
      body_width: 2.4,
      tare_weight: tare,
      aggregate_trailer_mass: tare + rng.int(6, 9) * 100,
      axle_type: lengthFt > 18 ? AXLE_TYPES[1] : AXLE_TYPES[0],
      sleeps: lengthFt >= 20 ? rng.int(4, 6) : 2,
    },
    ...financeFields(rng, price),
  }
}
