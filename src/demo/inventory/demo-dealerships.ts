// The demo dealer sites' dealerships and the stock each is seeded with (src/demo/stock/seed.ts).
// Data only, so the demo index can find a seeded car without loading the seed's database code.
import type { GeneratorOptions } from '.'

type DemoDealership = Omit<GeneratorOptions, 'now' | 'seed'>

export const DEMO_DEALERSHIPS: readonly DemoDealership[] = [
  { dealership: 'harbour-city-motors', dealershipName: 'Harbour City Motors', count: 320 },
  { dealership: 'southern-cross-toyota', dealershipName: 'Southern Cross Toyota', count: 260, franchiseMakes: ['Toyota'] },
  { dealership: 'southern-cross-mazda', dealershipName: 'Southern Cross Mazda', count: 220, franchiseMakes: ['Mazda'] },
  { dealership: 'southern-cross-hyundai', dealershipName: 'Southern Cross Hyundai', count: 220, franchiseMakes: ['Hyundai'] },
  { dealership: 'southern-cross-kia', dealershipName: 'Southern Cross Kia', count: 220, franchiseMakes: ['Kia'] },
  { dealership: 'red-centre-caravans', dealershipName: 'Red Centre Caravans', count: 200, kind: 'caravans' },
  // Yamaha and Kawasaki franchise: their new and demo bikes, and more of their used ones certified.
  {
    dealership: 'coastline-motorcycles',
    dealershipName: 'Coastline Motorcycles',
    count: 64,
    kind: 'motorcycles',
    franchiseMakes: ['Yamaha', 'Kawasaki'],
  },
]

/** The seed's generator seed: the demo index regenerates the same stock to link to its cars. */
export const DEMO_STOCK_SEED = 'demo'
