// Australian new-car market models (makes, models, badges, series, bodies, fuels incl. electric and
// hybrid) used by the demo stock generator. Prices are new-car list prices in AUD, approximate.

export interface ModelSpec {
  readonly model: string
  readonly body: string
  readonly badges: readonly string[]
  readonly series: readonly string[]
  readonly fuels: readonly string[]
  readonly drive: readonly string[]
  readonly price: readonly [number, number]
  readonly seats: number
  readonly engine: number
  readonly manualToo?: boolean
}

const m = (
  model: string,
  body: string,
  badges: string[],
  series: string[],
  fuels: string[],
  drive: string[],
  price: [number, number],
  seats = 5,
  engine = 2.0,
  manualToo = false,
): ModelSpec => ({ model, body, badges, series, fuels, drive, price, seats, engine, manualToo })

const P = ['Petrol'],
  D = ['Diesel'],
  H = ['Petrol', 'Hybrid'],
  E = ['Electric'],
  PD = ['Petrol', 'Diesel']
const FWD = ['FWD'],
  AWD = ['AWD'],
  FOUR = ['4WD'],
  RWD = ['RWD']

export const CAR_CATALOGUE: Readonly<Record<string, readonly ModelSpec[]>> = {
  Toyota: [
    m('Corolla', 'hatch', ['Ascent Sport', 'SX', 'ZR'], ['MZEA12R', 'ZWE211R'], H, FWD, [30000, 42000]),
    m('Camry', 'sedan', ['Ascent', 'SL', 'SX'], ['AXVH70R', 'AXVH71R'], H, FWD, [37000, 52000], 5, 2.5),
    m('RAV4', 'suv', ['GX', 'GXL', 'Cruiser', 'Edge'], ['AXAH52R', 'MXAA52R'], H, ['FWD', 'AWD'], [39000, 60000], 5, 2.5),
    m(
      'HiLux',
      'ute',
      ['Workmate', 'SR', 'SR5', 'Rogue', 'Rugged X'],
      ['GUN126R', 'GUN136R'],
      D,
      ['RWD', '4WD'],
      [28000, 72000],
      5,
      2.8,
      true,
    ),
    m('LandCruiser', 'wagon', ['GX', 'GXL', 'VX', 'Sahara'], ['FJA300R'], D, FOUR, [90000, 140000], 7, 3.3),
    m('Prado', 'wagon', ['GX', 'GXL', 'VX', 'Kakadu'], ['GDJ250R'], D, FOUR, [72000, 100000], 7, 2.8),
    m('Kluger', 'suv', ['GX', 'GXL', 'Grande'], ['AXUH78R'], H, AWD, [58000, 80000], 7, 2.5),
    m('Yaris Cross', 'suv', ['GX', 'GXL', 'Urban'], ['MXPJ10R'], H, ['FWD', 'AWD'], [30000, 40000], 5, 1.5),
    m('bZ4X', 'suv', ['FWD', 'AWD'], ['XEAM10R'], E, ['FWD', 'AWD'], [66000, 75000], 5, 0),
  ],
  Mazda: [
    m('Mazda3', 'hatch', ['G20 Pure', 'G20 Evolve', 'G25 Astina'], ['BP'], P, FWD, [30000, 43000], 5, 2.0, true),
    m('CX-3', 'suv', ['G20 Pure', 'G20 Evolve', 'Akari'], ['DK'], P, FWD, [28000, 38000]),
    m('CX-30', 'suv', ['G20 Pure', 'G25 Touring', 'G25 Astina'], ['DM'], P, ['FWD', 'AWD'], [33000, 48000]),
    m('CX-5', 'suv', ['Maxx', 'Maxx Sport', 'Touring', 'GT SP', 'Akera'], ['KF'], P, ['FWD', 'AWD'], [36000, 55000], 5, 2.5),
    m(
      'CX-60',
      'suv',
      ['G40e Evolve', 'D50e GT', 'P50e Azami'],
      ['KH'],
      ['Petrol', 'Diesel', 'Plug-in Hybrid'],
      AWD,
      [60000, 85000],
      5,
      3.3,
    ),
    m('BT-50', 'ute', ['XT', 'XS', 'GT', 'Thunder'], ['TF'], D, ['RWD', '4WD'], [35000, 68000], 5, 3.0, true),
    m('MX-5', 'convertible', ['Roadster', 'Roadster GT', 'RF GT'], ['ND'], P, RWD, [38000, 52000], 2, 2.0, true),
  ],
  Hyundai: [
    m('i30', 'hatch', ['Active', 'Elite', 'N Line'], ['PD.V4'], P, FWD, [27000, 40000], 5, 2.0, true),
    m(
      'Tucson',
      'suv',
      ['Base', 'Elite', 'Highlander', 'N Line'],
      ['NX4.V2'],
      ['Petrol', 'Diesel', 'Hybrid'],
      ['FWD', 'AWD'],
      [36000, 58000],
    ),
    m('Santa Fe', 'suv', ['Base', 'Elite', 'Calligraphy'], ['MX5'], H, AWD, [55000, 75000], 7, 2.5),
    m(
      'Kona',
      'suv',
      ['Base', 'Premium', 'N Line', 'Electric Extended Range'],
      ['SX2'],
      ['Petrol', 'Hybrid', 'Electric'],
      FWD,
      [33000, 60000],
    ),
    m('Ioniq 5', 'suv', ['Dynamiq', 'Epiq', 'N'], ['NE.V3'], E, ['RWD', 'AWD'], [70000, 110000], 5, 0),
    m('Staria', 'peopleMover', ['Base', 'Elite', 'Highlander'], ['US4'], PD, ['FWD', 'AWD'], [50000, 70000], 8, 2.2),
  ],
  Kia: [
    m('Cerato', 'sedan', ['S', 'Sport', 'GT'], ['BD MY24'], P, FWD, [27000, 40000], 5, 2.0, true),
    m('Sportage', 'suv', ['S', 'SX', 'SX+', 'GT-Line'], ['NQ5'], ['Petrol', 'Diesel', 'Hybrid'], ['FWD', 'AWD'], [35000, 56000]),
    m('Sorento', 'suv', ['S', 'Sport', 'GT-Line'], ['MQ4'], ['Petrol', 'Diesel', 'Plug-in Hybrid'], AWD, [50000, 80000], 7, 2.2),
    m('Carnival', 'peopleMover', ['S', 'Sport', 'Platinum'], ['KA4'], ['Petrol', 'Diesel', 'Hybrid'], FWD, [50000, 80000], 8, 2.2),
    m('EV6', 'suv', ['Air', 'GT-Line', 'GT'], ['CV'], E, ['RWD', 'AWD'], [70000, 100000], 5, 0),
    m('Picanto', 'hatch', ['S', 'GT-Line'], ['JA'], P, FWD, [17000, 22000], 4, 1.2, true),
  ],
  Ford: [
    m('Ranger', 'ute', ['XL', 'XLS', 'XLT', 'Sport', 'Wildtrak', 'Raptor'], ['PY'], D, ['RWD', '4WD'], [38000, 90000], 5, 3.0, true),
    m('Everest', 'wagon', ['Ambiente', 'Trend', 'Sport', 'Platinum'], ['UB'], D, FOUR, [55000, 80000], 7, 3.0),
    m('Mustang', 'coupe', ['GT', 'Mach 1'], ['S650'], P, RWD, [70000, 95000], 4, 5.0, true),
    m('Puma', 'suv', ['Base', 'ST-Line'], ['JK'], P, FWD, [32000, 40000], 5, 1.0),
  ],
  Mitsubishi: [
    m('Triton', 'ute', ['GLX', 'GLX+', 'GLS', 'GSR'], ['MV'], D, ['RWD', '4WD'], [36000, 65000], 5, 2.4, true),
    m('Outlander', 'suv', ['ES', 'LS', 'Aspire', 'Exceed'], ['ZM'], ['Petrol', 'Plug-in Hybrid'], ['FWD', 'AWD'], [37000, 65000], 7, 2.5),
    m('ASX', 'suv', ['GS', 'LS', 'Exceed'], ['XD'], P, FWD, [28000, 38000], 5, 2.0),
    m('Pajero Sport', 'wagon', ['GLX', 'GLS', 'Exceed'], ['QF'], D, FOUR, [50000, 62000], 7, 2.4),
  ],
  Nissan: [
    m('Navara', 'ute', ['SL', 'ST', 'ST-X', 'PRO-4X'], ['D23'], D, ['RWD', '4WD'], [35000, 68000], 5, 2.3, true),
    m('X-Trail', 'suv', ['ST', 'ST-L', 'Ti', 'Ti-L e-POWER'], ['T33'], H, ['FWD', 'AWD'], [38000, 62000], 7, 2.5),
    m('Patrol', 'wagon', ['Ti', 'Ti-L', 'Warrior'], ['Y62'], P, FOUR, [85000, 110000], 8, 5.6),
  ],
  Volkswagen: [
    m('Golf', 'hatch', ['Life', 'R-Line', 'GTI', 'R'], ['MK8.5'], P, ['FWD', 'AWD'], [38000, 70000], 5, 1.4),
    m('Tiguan', 'suv', ['Life', 'Elegance', 'R-Line'], ['MY25'], P, ['FWD', 'AWD'], [45000, 65000], 5, 2.0),
    m('Amarok', 'ute', ['Core', 'Life', 'Style', 'PanAmericana', 'Aventura'], ['NF'], D, FOUR, [55000, 85000], 5, 3.0),
  ],
  Subaru: [
    m('Forester', 'suv', ['2.5i', '2.5i-L', '2.5i Premium', 'Hybrid S'], ['SL'], H, AWD, [38000, 52000], 5, 2.5),
    m('Outback', 'wagon', ['AWD', 'AWD Sport', 'AWD Touring XT'], ['BT'], P, AWD, [45000, 60000], 5, 2.5),
    m('WRX', 'sedan', ['Base', 'RS', 'tS'], ['VB'], P, AWD, [45000, 65000], 5, 2.4, true),
  ],
  Tesla: [
    m('Model 3', 'sedan', ['Rear-Wheel Drive', 'Long Range', 'Performance'], ['Highland'], E, ['RWD', 'AWD'], [55000, 80000], 5, 0),
    m('Model Y', 'suv', ['Rear-Wheel Drive', 'Long Range', 'Performance'], ['Juniper'], E, ['RWD', 'AWD'], [58000, 85000], 5, 0),
  ],
  BYD: [
    m('Atto 3', 'suv', ['Standard Range', 'Extended Range'], ['MY24'], E, FWD, [45000, 50000], 5, 0),
    m('Seal', 'sedan', ['Dynamic', 'Premium', 'Performance'], ['EA1'], E, ['RWD', 'AWD'], [50000, 70000], 5, 0),
    m('Shark 6', 'ute', ['Premium'], ['MY25'], ['Plug-in Hybrid'], FOUR, [57000, 60000], 5, 1.5),
  ],
  Isuzu: [
    m('D-Max', 'ute', ['SX', 'LS-M', 'LS-U', 'X-Terrain'], ['RG'], D, ['RWD', '4WD'], [35000, 70000], 5, 3.0, true),
    m('MU-X', 'wagon', ['LS-M', 'LS-U', 'LS-T'], ['RJ'], D, ['RWD', '4WD'], [50000, 70000], 7, 3.0),
  ],
  Honda: [
    m('CR-V', 'suv', ['VTi', 'VTi X', 'e:HEV RS'], ['RS'], H, ['FWD', 'AWD'], [44000, 60000], 7, 1.5),
    m('Civic', 'hatch', ['VTi LX', 'e:HEV LX', 'Type R'], ['FL'], H, FWD, [48000, 75000], 5, 2.0, true),
  ],
  MG: [
    m('ZS', 'suv', ['Vibe', 'Excite', 'Essence', 'EV'], ['AZS1'], ['Petrol', 'Hybrid', 'Electric'], FWD, [24000, 45000], 5, 1.5),
    m('MG3', 'hatch', ['Vibe', 'Excite', 'Hybrid+'], ['SZP1'], H, FWD, [22000, 31000], 5, 1.5),
    m('HS', 'suv', ['Vibe', 'Excite', 'Essence'], ['AS23'], ['Petrol', 'Plug-in Hybrid'], FWD, [32000, 50000], 5, 1.5),
  ],
  'Mercedes-Benz': [
    m('C-Class', 'sedan', ['C200', 'C300', 'C43 AMG'], ['W206'], P, ['RWD', 'AWD'], [80000, 130000], 5, 2.0),
    m('GLC', 'suv', ['GLC200', 'GLC300', 'GLC43 AMG'], ['X254'], P, AWD, [90000, 140000], 5, 2.0),
  ],
  BMW: [
    m('3 Series', 'sedan', ['320i M Sport', '330i M Sport', 'M340i xDrive'], ['G20'], P, ['RWD', 'AWD'], [75000, 120000], 5, 2.0),
    m('X3', 'suv', ['20 xDrive', '30e xDrive', 'M50 xDrive'], ['G45'], ['Petrol', 'Plug-in Hybrid'], AWD, [85000, 130000], 5, 2.0),
  ],
}

export const COLOURS = ['White', 'Black', 'Silver', 'Grey', 'Blue', 'Red', 'Bronze', 'Green', 'Orange', 'Yellow'] as const

/** Map a fuel to the car's simple_fuel facet value. */
export const simpleFuel = (fuel: string): string => (fuel === 'Plug-in Hybrid' ? 'Hybrid' : fuel)

/**
 * The first model year of each model's generation named in its series above, in Australia: a
 * used car is never older than its model (no 2016 Model Y Juniper, no 2012 CX-30).
 */
export const FIRST_MODEL_YEAR: Readonly<Record<string, number>> = {
  Corolla: 2018,
  Camry: 2017,
  RAV4: 2019,
  HiLux: 2015,
  LandCruiser: 2021,
  Prado: 2024,
  Kluger: 2021,
  'Yaris Cross': 2020,
  bZ4X: 2022,
  Mazda3: 2019,
  'CX-3': 2015,
  'CX-30': 2019,
  'CX-5': 2017,
  'BT-50': 2020,
  'MX-5': 2015,
  'CX-60': 2022,
  i30: 2017,
  Tucson: 2021,
  Kona: 2023,
  'Santa Fe': 2024,
  'Ioniq 5': 2021,
  Staria: 2021,
  Cerato: 2018,
  Sportage: 2022,
  Sorento: 2020,
  Carnival: 2020,
  EV6: 2021,
  Picanto: 2017,
  Ranger: 2022,
  Everest: 2022,
  Mustang: 2024,
  Puma: 2020,
  Triton: 2024,
  Outlander: 2021,
  ASX: 2019,
  'Pajero Sport': 2019,
  Navara: 2015,
  'X-Trail': 2022,
  Patrol: 2013,
  Golf: 2024,
  Tiguan: 2024,
  Amarok: 2023,
  Forester: 2025,
  Outback: 2021,
  WRX: 2022,
  'Model 3': 2023,
  'Model Y': 2025,
  'Atto 3': 2022,
  Seal: 2023,
  'Shark 6': 2024,
  'D-Max': 2020,
  'MU-X': 2021,
  'CR-V': 2023,
  Civic: 2022,
  ZS: 2017,
  MG3: 2024,
  HS: 2024,
  'C-Class': 2021,
  GLC: 2023,
  '3 Series': 2019,
  X3: 2024,
}
