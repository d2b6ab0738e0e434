// Australian caravan ranges for the caravan dealer demo.

export interface CaravanSpec {
  readonly make: string
  readonly model: string
  readonly badges: readonly string[]
  readonly lengthFt: readonly [number, number]
  readonly offRoad: boolean
  readonly price: readonly [number, number]
}

const c = (
  make: string,
  model: string,
  badges: string[],
  lengthFt: [number, number],
  offRoad: boolean,
  price: [number, number],
): CaravanSpec => ({
  make,
  model,
  badges,
  lengthFt,
  offRoad,
  price,
})

export const CARAVAN_CATALOGUE: readonly CaravanSpec[] = [
  c('Jayco', 'Journey', ['Outback', 'Couples'], [17, 22], true, [70000, 95000]),
  c('Jayco', 'Starcraft', ['Family', 'Couples'], [16, 21], false, [50000, 70000]),
  c('Jayco', 'Silverline', ['Outback', 'Family'], [21, 24], true, [95000, 125000]),
  c('Jayco', 'Crossover', ['Outback'], [15, 18], true, [60000, 75000]),
  c('Coromal', 'Element', ['Tourer', 'Off-Road'], [17, 21], true, [65000, 90000]),
  c('Coromal', 'Appeal', ['Tourer'], [18, 22], false, [70000, 95000]),
  c('Avan', 'Aspire', ['Tourer'], [14, 17], false, [55000, 70000]),
  c('Avan', 'Cruiseliner', ['Tourer'], [13, 15], false, [45000, 60000]),
  c('Lotus', 'Trooper', ['Off Grid', 'Family'], [18, 22], true, [120000, 150000]),
  c('New Age', 'Manta Ray', ['Family', 'Couples'], [18, 23], false, [75000, 100000]),
  c('New Age', 'Road Owl', ['Off-Road'], [19, 22], true, [95000, 120000]),
  c('Goldstream', 'Crown', ['Tourer', 'Off-Road'], [17, 21], true, [75000, 95000]),
]

export const AXLE_TYPES = ['Single', 'Tandem'] as const
