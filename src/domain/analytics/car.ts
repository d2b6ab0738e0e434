// What every analytics event about a car carries (phone reveal, print, detail view, history report,
// a lead about it): the ids the phone-reveal report needs and the facts the ASC item fields are
// made of. Built once by the vehicle page from the car it renders.
import type { DetailCar } from '@/src/domain/vehicle-detail/car'

export interface CarAnalytics {
  [key: string]: string | number | boolean | null | undefined
  /** The feed's id of the car (unique within its dealership). */
  car_id: string
  car_slug: string
  /** The dealership's own id from the stock feed, when it sends one. */
  dealership_id?: string
  dealership_slug: string
  /** The site (tenant) the car is shown on. */
  website_id: string
  make: string
  model: string
  year: number
  /** new, used or demo. */
  condition: string
  certified: boolean
  price?: number
  vin?: string
  stock_number?: string
  variant?: string
  colour?: string
  body?: string
  fuel?: string
}

type AnalysedCar = Pick<
  DetailCar,
  | 'id'
  | 'slug'
  | 'dealership_id'
  | 'dealership_slug'
  | 'make'
  | 'model'
  | 'year'
  | 'car_type'
  | 'certified'
  | 'price'
  | 'vin'
  | 'stocknum'
  | 'badge'
  | 'colour'
  | 'simple_body'
  | 'simple_fuel'
  | 'fuel'
>

/** A price of 0 or less is "no price", as everywhere on the site. */
const positive = (n: number | undefined) => (typeof n === 'number' && n > 0 ? n : undefined)
const text = (s: string | null | undefined) => (typeof s === 'string' && s.trim() !== '' && s.trim() !== 'null' ? s.trim() : undefined)

export function carAnalytics(car: AnalysedCar, websiteId: string | number): CarAnalytics {
  const data: CarAnalytics = {
    car_id: car.id,
    car_slug: car.slug,
    dealership_id: text(car.dealership_id),
    dealership_slug: car.dealership_slug,
    website_id: String(websiteId),
    make: car.make,
    model: car.model,
    year: car.year,
    condition: car.car_type,
    certified: car.certified === true,
    price: positive(car.price),
    vin: text(car.vin),
    stock_number: text(car.stocknum),
    variant: text(car.badge),
    colour: text(car.colour),
    body: text(car.simple_body),
    fuel: text(car.simple_fuel ?? car.fuel),
  }
  // Absent facts are left out, so no "undefined" variable reaches the tag manager.
  return Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined)) as CarAnalytics
}
