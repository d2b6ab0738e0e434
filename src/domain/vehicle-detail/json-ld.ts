// schema.org structured data for a vehicle page: a `Car` with its offer (price in AUD,
// availability from the car's status, sold by an AutoDealer). Absolute URLs throughout, as
// search engines require; missing values are left out rather than sent empty.
import { PRICE_DISPLAY_MIN_EXCLUSIVE } from '@/src/domain/inventory/card'
import type { DetailCar } from './car'
import { isShownSpecValue } from './spec-rows'

export type JsonLdCar = Pick<
  DetailCar,
  | 'name'
  | 'path'
  | 'year'
  | 'make'
  | 'model'
  | 'badge'
  | 'vin'
  | 'km'
  | 'colour'
  | 'simple_transmission'
  | 'simple_fuel'
  | 'simple_body'
  | 'car_type'
  | 'status'
  | 'price'
  | 'images'
  | 'primary_image_url'
>

export interface JsonLdSeller {
  name: string
  telephone?: string | null
  address?: { street?: string; city?: string; state?: string; postcode?: string } | null
}

const AVAILABILITY: Record<string, string> = {
  in_stock: 'https://schema.org/InStock',
  coming_soon: 'https://schema.org/PreOrder',
  sold: 'https://schema.org/SoldOut',
}

export function absoluteUrl(origin: string, url: string): string {
  try {
    return new URL(url, `${origin.replace(/\/$/, '')}/`).toString()
  } catch {
    return url
  }
}

function compact<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => (typeof v === 'object' && v !== null ? true : isShownSpecValue(v as never))),
  ) as Partial<T>
}

function postalAddress(address: JsonLdSeller['address']) {
  if (!address) return undefined
  const fields = compact({
    streetAddress: address.street,
    addressLocality: address.city,
    addressRegion: address.state,
    postalCode: address.postcode,
  })
  return Object.keys(fields).length > 0 ? { '@type': 'PostalAddress', ...fields, addressCountry: 'AU' } : undefined
}

function images(car: JsonLdCar, origin: string): string[] {
  const urls = car.images.map((i) => i.image.url)
  if (urls.length === 0 && car.primary_image_url) urls.push(car.primary_image_url)
  return urls.map((u) => absoluteUrl(origin, u))
}

export function vehicleJsonLd(car: JsonLdCar, seller: JsonLdSeller, origin: string) {
  const url = absoluteUrl(origin, car.path)
  const priced = typeof car.price === 'number' && car.price > PRICE_DISPLAY_MIN_EXCLUSIVE
  const offer = compact({
    '@type': 'Offer',
    url,
    price: priced ? car.price : undefined,
    priceCurrency: 'AUD',
    availability: AVAILABILITY[car.status] ?? AVAILABILITY.sold,
    itemCondition: car.car_type === 'new' ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition',
    seller: compact({
      '@type': 'AutoDealer',
      name: seller.name,
      telephone: seller.telephone ?? undefined,
      address: postalAddress(seller.address),
    }),
  })
  const image = images(car, origin)
  return compact({
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: car.name,
    url,
    brand: car.make ? { '@type': 'Brand', name: car.make } : undefined,
    model: car.model,
    vehicleConfiguration: car.badge,
    vehicleModelDate: car.year ? String(car.year) : undefined,
    vehicleIdentificationNumber: car.vin,
    mileageFromOdometer: typeof car.km === 'number' ? { '@type': 'QuantitativeValue', value: car.km, unitCode: 'KMT' } : undefined,
    color: car.colour,
    vehicleTransmission: car.simple_transmission,
    fuelType: car.simple_fuel,
    bodyType: car.simple_body,
    itemCondition: offer.itemCondition,
    image: image.length > 0 ? image : undefined,
    offers: offer,
  })
}
