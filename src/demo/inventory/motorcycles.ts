// Motorcycles sold new in Australia, for the motorcycle dealer demo: ride-away prices of the
// current model (AUD), the year that generation arrived here, and how common the model is on a
// dealer's floor. The best sellers are weighted up so several used bikes of one model and year
// band meet, which is what the price comparison needs to be confident.

export type MotorcycleStyle = 'Naked' | 'Sport' | 'Adventure' | 'Cruiser' | 'Touring' | 'Retro'

export interface MotorcycleSpec {
  readonly make: string
  readonly model: string
  readonly badges: readonly string[]
  readonly cc: number
  readonly style: MotorcycleStyle
  /** On the Learner Approved Motorcycle Scheme list (a LAMS badge or the model itself). */
  readonly lams: boolean
  readonly price: readonly [number, number]
  readonly firstYear: number
  /** Relative share of a dealer's stock. */
  readonly weight: number
}

const m = (
  make: string,
  model: string,
  badges: string[],
  cc: number,
  style: MotorcycleStyle,
  lams: boolean,
  price: [number, number],
  firstYear: number,
  weight = 1,
): MotorcycleSpec => ({ make, model, badges, cc, style, lams, price, firstYear, weight })

export const MOTORCYCLE_CATALOGUE: readonly MotorcycleSpec[] = [
  m('Yamaha', 'MT-07', ['LAMS', 'Standard'], 689, 'Naked', true, [12000, 13500], 2021, 30),
  m('Yamaha', 'MT-09', ['Standard', 'SP'], 890, 'Naked', false, [16500, 19500], 2021, 2),
  m('Yamaha', 'YZF-R3', ['Standard'], 321, 'Sport', true, [8500, 9500], 2019, 3),
  m('Yamaha', 'Tenere 700', ['Standard', 'World Raid'], 689, 'Adventure', false, [17500, 21500], 2020, 3),
  m('Yamaha', 'XSR700', ['LAMS', 'Standard'], 689, 'Retro', true, [13000, 14500], 2016),
  m('Honda', 'CB650R', ['LAMS', 'E-Clutch'], 649, 'Naked', true, [13500, 15000], 2019, 2),
  m('Honda', 'Rebel 500', ['Standard', 'SE'], 471, 'Cruiser', true, [10500, 11500], 2017, 2),
  m('Honda', 'CRF1100L Africa Twin', ['Standard', 'Adventure Sports ES'], 1084, 'Adventure', false, [24000, 28500], 2020),
  m('Honda', 'NC750X', ['DCT', 'Manual'], 745, 'Touring', false, [14000, 15500], 2021),
  m('Kawasaki', 'Ninja 400', ['Standard', 'KRT Edition'], 399, 'Sport', true, [8500, 9500], 2018, 15),
  m('Kawasaki', 'Z650', ['LAMS', 'RS'], 649, 'Naked', true, [11000, 12500], 2017, 3),
  m('Kawasaki', 'Z900', ['Standard', 'SE'], 948, 'Naked', false, [15500, 18000], 2017, 2),
  m('Kawasaki', 'Versys 650', ['LAMS', 'Standard'], 649, 'Touring', true, [13000, 14500], 2015),
  m('Kawasaki', 'Ninja ZX-10R', ['Standard', 'KRT Edition'], 998, 'Sport', false, [29000, 32000], 2021),
  m('Suzuki', 'V-Strom 650', ['Standard', 'XT'], 645, 'Adventure', true, [13000, 14500], 2017),
  m('Suzuki', 'GSX-8S', ['Standard'], 776, 'Naked', false, [15000, 16000], 2023),
  m('Suzuki', 'SV650', ['LAMS', 'Standard'], 645, 'Naked', true, [11500, 12500], 2016),
  m('Suzuki', 'Hayabusa', ['Standard'], 1340, 'Sport', false, [32000, 34000], 2021),
  m('KTM', '390 Duke', ['Standard'], 399, 'Naked', true, [9500, 10500], 2024, 2),
  m('KTM', '890 Adventure', ['Standard', 'R'], 889, 'Adventure', false, [21500, 24500], 2021),
  m('KTM', '1290 Super Duke R', ['Evo'], 1301, 'Naked', false, [33000, 36000], 2020),
  m('Harley-Davidson', 'Sportster S', ['Standard'], 1252, 'Cruiser', false, [29000, 31000], 2021),
  m('Harley-Davidson', 'Street Glide', ['Special', 'Standard'], 1923, 'Touring', false, [48000, 52000], 2024),
  m('Harley-Davidson', 'Fat Boy 114', ['Standard'], 1868, 'Cruiser', false, [38000, 40000], 2018),
  m('BMW', 'R 1250 GS', ['Standard', 'Adventure'], 1254, 'Adventure', false, [31000, 36000], 2019),
  m('BMW', 'F 900 R', ['Standard', 'Sport'], 895, 'Naked', false, [16500, 18500], 2020),
  m('BMW', 'G 310 R', ['Standard'], 313, 'Naked', true, [8500, 9500], 2017),
  m('Triumph', 'Street Triple 765', ['R', 'RS'], 765, 'Naked', false, [17000, 21500], 2023),
  m('Triumph', 'Tiger 900', ['GT', 'Rally Pro'], 888, 'Adventure', false, [22000, 26000], 2020),
  m('Triumph', 'Bonneville T120', ['Standard', 'Black'], 1200, 'Retro', false, [21500, 23500], 2016),
  m('Ducati', 'Monster', ['Standard', 'Plus'], 937, 'Naked', false, [21000, 24000], 2021),
  m('Ducati', 'Multistrada V4', ['S', 'Rally'], 1158, 'Adventure', false, [38000, 44000], 2021),
  m('Ducati', 'Scrambler Icon', ['Standard'], 803, 'Retro', false, [16000, 17500], 2015),
]

export const MOTORCYCLE_COLOURS = ['Black', 'White', 'Grey', 'Blue', 'Red', 'Orange', 'Green', 'Yellow'] as const
