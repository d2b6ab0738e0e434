// Spec lists on the vehicle page (Car Summary, Car Details, Key Information, All Specifications;
// from the car, its variant and caravan specifications). Rows whose value is empty, null or the
// string 'null' are hidden; builders below only name rows and format values.
import { bodyLabel } from '@/src/domain/inventory/search-filters'
import type { DetailCar } from './car'
import { formatDate, regoExpiryText } from './rego'
import { formatCount } from '@/src/domain/numbers'
import { slugify } from '@/src/domain/navigation/slug'
import { carTypeSearchPath } from './breadcrumbs'

export type SpecValue = string | number | boolean | null | undefined

export interface SpecRow {
  label: string
  value: string
  /** A search page listing cars that share this fact (Car Summary's facet tiles). */
  href?: string
}

/** Empty, null and 'null' are "no value"; so are NaN and blank text. */
export function isShownSpecValue(value: SpecValue): boolean {
  if (value === null || value === undefined) return false
  if (typeof value === 'number') return Number.isFinite(value)
  if (typeof value === 'boolean') return true
  const text = value.trim()
  return text !== '' && text.toLowerCase() !== 'null'
}

/** Rows with a value, formatted; a formatter that gives '' hides its row too. */
export function specRows(rows: readonly (readonly [label: string, value: SpecValue, format?: (v: never) => string])[]): SpecRow[] {
  const out: SpecRow[] = []
  for (const [label, value, format] of rows) {
    if (!isShownSpecValue(value)) continue
    const text = format
      ? (format as (v: SpecValue) => string)(value)
      : typeof value === 'boolean'
        ? value
          ? 'Yes'
          : 'No'
        : String(value).trim()
    if (isShownSpecValue(text)) out.push({ label, value: text })
  }
  return out
}

const grouped = formatCount
const unit = (suffix: string) => (n: number) => `${grouped(n)} ${suffix}`
const decimal = (suffix: string) => (n: number) => `${n.toFixed(1)}${suffix}`
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)
const litres = (n: number) => (n > 0 ? `${n.toFixed(1)}L` : '')
const stars = (n: number) => `${n} star${n === 1 ? '' : 's'}`
const metres = (n: number) => `${n.toFixed(2)} m`

type SummaryCar = Pick<
  DetailCar,
  'car_type' | 'km' | 'simple_body' | 'simple_transmission' | 'simple_fuel' | 'simple_drive' | 'engine_size' | 'seats' | 'colour'
> &
  Partial<Pick<DetailCar, 'item_type' | 'caravan'>>

/**
 * Car Summary: the headline facts (condition, odometer, body, gearbox, fuel, drive, engine, seats,
 * colour); for a caravan its own (condition, length, sleeps, ATM, tare, axles, colour).
 */
export function carSummary(car: SummaryCar): SpecRow[] {
  if (car.item_type === 'caravan') {
    const c = car.caravan ?? {}
    return specRows([
      ['Condition', car.car_type, capitalise],
      ['Length', c.body_length, metres],
      ['Sleeps', c.sleeps],
      ['ATM', c.aggregate_trailer_mass, unit('kg')],
      ['Tare', c.tare_weight, unit('kg')],
      ['Axles', c.axle_type],
      ['Colour', car.colour, capitalise],
    ])
  }
  const rows = specRows([
    ['Condition', car.car_type, capitalise],
    ['Odometer', car.km, unit('km')],
    ['Body', car.simple_body, bodyLabel],
    ['Transmission', car.simple_transmission],
    ['Fuel', car.simple_fuel],
    ['Drive', car.simple_drive],
    ['Engine', car.engine_size],
    ['Seats', car.seats],
    ['Colour', car.colour, capitalise],
  ])
  return rows.map((row) => {
    const href = summaryLink(row.label, car)
    return href ? { ...row, href } : row
  })
}

/**
 * Facet tiles: the condition and body lead to their search pages (/search/used-cars,
 * /search/suv), the colour to the search with that colour chosen.
 */
function summaryLink(label: string, car: SummaryCar): string | undefined {
  if (label === 'Condition') return carTypeSearchPath(car.car_type)?.path
  if (label === 'Body' && car.simple_body) return `/search/${slugify(car.simple_body)}`
  if (label === 'Colour' && car.colour) return `/search?colour=${encodeURIComponent(car.colour)}`
  return undefined
}

type KeyInfoCar = Pick<
  DetailCar,
  | 'stocknum'
  | 'vin'
  | 'regplate'
  | 'rego_expiry'
  | 'build_date'
  | 'compliance_date'
  | 'colour'
  | 'interior_colour'
  | 'doors'
  | 'location_name'
>

/** Key Information grid (anchor key-information): identification and registration. */
export function keyInformation(car: KeyInfoCar, now: Date, options: { unregisteredText: boolean }): SpecRow[] {
  return specRows([
    ['Stock No.', car.stocknum],
    ['VIN', car.vin],
    ['Registration', car.regplate],
    ['Rego Expiry', regoExpiryText(car.rego_expiry, now, options)],
    ['Build Date', car.build_date, formatDate],
    ['Compliance Date', car.compliance_date, formatDate],
    ['Exterior Colour', car.colour, capitalise],
    ['Interior Colour', car.interior_colour],
    ['Doors', car.doors],
    ['Location', car.location_name],
  ])
}

type DetailsCar = Pick<
  DetailCar,
  | 'make'
  | 'model'
  | 'badge'
  | 'series'
  | 'year'
  | 'trans'
  | 'fuel'
  | 'drive'
  | 'engine_size_litres'
  | 'gearnum'
  | 'bodyconfiguration'
  | 'nvic'
  | 'variant'
  | 'caravan'
>

/** Car Details spec list: what the car is (make to series, year) and its drivetrain. */
export function carDetails(car: DetailsCar): SpecRow[] {
  return specRows([
    ['Make', car.make],
    ['Model', car.model],
    ['Badge', car.badge],
    ['Series', car.series],
    ['Year', car.year],
    ['Transmission', car.trans],
    ['Gears', car.gearnum],
    ['Fuel Type', car.fuel],
    ['Drive Type', car.drive],
    ['NVIC', car.nvic],
  ])
}

/**
 * All Specifications, a section of its own: the variant's engine, economy, mass and dimension
 * figures and the caravan's body, weights and axles.
 */
export function allSpecifications(car: DetailsCar): SpecRow[] {
  const v = car.variant ?? {}
  const c = car.caravan ?? {}
  return specRows([
    ['Engine Size', v.enginesize_litres ?? car.engine_size_litres, litres],
    ['Cylinders', v.cylinders || undefined],
    ['Induction', v.induction],
    ['Torque', v.torque, unit('Nm')],
    ['Gear Type', v.geartype],
    ['Body Configuration', v.bodyconfiguration ?? car.bodyconfiguration, (body: string) => capitalise(bodyLabel(body))],
    ['Fuel Consumption (Combined)', v.fuelconsumptioncombined, decimal(' L/100km')],
    ['Fuel Capacity', v.fuelcapacity, unit('L')],
    ['Gross Vehicle Mass', v.grossvehiclemass, unit('kg')],
    ['Towing Capacity (Braked)', v.towingcapacitybraked, unit('kg')],
    ['Length', v.vehiclelength, unit('mm')],
    ['Width', v.vehiclewidth, unit('mm')],
    ['Height', v.vehicleheight, unit('mm')],
    ['ANCAP Rating', v.ancaprating || undefined, stars],
    ['Body Length', c.body_length, metres],
    ['Body Width', c.body_width, metres],
    ['Tare Weight', c.tare_weight, unit('kg')],
    ['Aggregate Trailer Mass', c.aggregate_trailer_mass, unit('kg')],
    ['Axle Type', c.axle_type],
    ['Sleeps', c.sleeps],
  ])
}

/** Everything the page lists about the car, in its order (the print sheet and compare use one list). */
export const carSpecification = (car: DetailsCar): SpecRow[] => [...carDetails(car), ...allSpecifications(car)]
