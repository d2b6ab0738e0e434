// schema.org structured data for a vehicle page: the vehicle typed as what it is (a Car, a
// Motorcycle, else the general Vehicle: schema.org has no caravan or truck), with its offer (price
// in AUD, availability from the car's status, sold by an AutoDealer). Absolute URLs throughout, as
// search engines require; missing values are left out rather than sent empty or as 0.
import type { OfferLeaf, PropertyValue, QuantitativeValue, Vehicle, VehicleLeaf, WithContext } from 'schema-dts'
import type { ITEM_TYPES } from '@/src/domain/inventory/vehicle'
import { shownPrice } from '@/src/domain/inventory/card'
import { bodyLabel } from '@/src/domain/inventory/search-filters'
import { type Address, absoluteUrl, compact, postalAddress } from '@/src/domain/navigation/json-ld'
import type { VehicleKind } from '@/src/domain/tenant/tenant-config'
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
  | 'interior_colour'
  | 'simple_transmission'
  | 'simple_fuel'
  | 'simple_body'
  | 'simple_drive'
  | 'doors'
  | 'seats'
  | 'engine_size_litres'
  | 'stocknum'
  | 'car_type'
  | 'item_type'
  | 'caravan'
  | 'status'
  | 'price'
  | 'images'
  | 'primary_image_url'
>

export interface JsonLdSeller {
  name: string
  telephone?: string | null
  address?: Address | null
}

export type VehicleSchemaType = 'Car' | 'Motorcycle' | 'Vehicle'

/** The schema.org type of what a dealer of each kind sells. */
const TYPE_OF_KIND: Readonly<Record<VehicleKind, VehicleSchemaType>> = {
  cars: 'Car',
  motorcycles: 'Motorcycle',
  caravans: 'Vehicle',
  trucks: 'Vehicle',
  rentals: 'Vehicle',
}

/** 'car' is missing here on purpose: it is also what the search record says of a row naming no type. */
const TYPE_OF_ITEM: Readonly<Partial<Record<(typeof ITEM_TYPES)[number], VehicleSchemaType>>> = {
  caravan: 'Vehicle',
  motorcycle: 'Motorcycle',
  truck: 'Vehicle',
  rental: 'Vehicle',
}

/**
 * A vehicle's own non-car type wins (a car dealer's trade-in caravan is no Car); one that says
 * car, or nothing, is typed by what the site sells (a caravan dealer's feed may name no type).
 */
export const vehicleSchemaType = (itemType: string | undefined, kind: VehicleKind | undefined): VehicleSchemaType =>
  TYPE_OF_ITEM[itemType as keyof typeof TYPE_OF_ITEM] ?? TYPE_OF_KIND[kind ?? 'cars']

const AVAILABILITY: Record<string, NonNullable<OfferLeaf['availability']>> = {
  in_stock: 'https://schema.org/InStock',
  coming_soon: 'https://schema.org/PreOrder',
  sold: 'https://schema.org/SoldOut',
}

function images(car: JsonLdCar, origin: string): string[] {
  const urls = car.images.map((i) => i.image.url)
  if (urls.length === 0 && car.primary_image_url) urls.push(car.primary_image_url)
  return urls.map((u) => absoluteUrl(origin, u))
}

const quantity = (value: number | undefined, unitCode: string): QuantitativeValue | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? { '@type': 'QuantitativeValue', value, unitCode } : undefined

/** A caravan's length and berths have no schema.org property of their own. */
function caravanProperties(caravan: JsonLdCar['caravan']): PropertyValue[] {
  const rows: PropertyValue[] = []
  if (caravan?.body_length !== undefined)
    rows.push({ '@type': 'PropertyValue', name: 'Length', value: caravan.body_length, unitCode: 'MTR' })
  if (caravan?.sleeps !== undefined) rows.push({ '@type': 'PropertyValue', name: 'Sleeps', value: caravan.sleeps })
  return rows
}

/**
 * The offer of a car. A car without an advertised price is still offered (its availability and
 * seller are true), but with no price at all: never a price of 0, which would read as free.
 */
export function vehicleOffer(car: Pick<JsonLdCar, 'price' | 'status' | 'car_type'>, seller: JsonLdSeller, url: string): OfferLeaf {
  const price = shownPrice(car)
  return compact<OfferLeaf>({
    '@type': 'Offer',
    url,
    ...(price === null ? {} : { price, priceCurrency: 'AUD' }),
    availability: AVAILABILITY[car.status] ?? AVAILABILITY.sold,
    itemCondition: itemCondition(car),
    seller: {
      '@type': 'AutoDealer',
      name: seller.name,
      telephone: seller.telephone ?? undefined,
      address: postalAddress(seller.address),
    },
  })
}

/** A demonstrator has been registered and driven: it is sold as used. */
const itemCondition = (car: Pick<JsonLdCar, 'car_type'>) =>
  car.car_type === 'new' ? ('https://schema.org/NewCondition' as const) : ('https://schema.org/UsedCondition' as const)

export function vehicleJsonLd(car: JsonLdCar, seller: JsonLdSeller, origin: string, kind?: VehicleKind): WithContext<Vehicle> {
  const url = absoluteUrl(origin, car.path)
  const litres = car.engine_size_litres
  const fields: Omit<VehicleLeaf, '@type'> = {
    name: car.name,
    url,
    image: images(car, origin),
    sku: car.stocknum,
    brand: car.make ? { '@type': 'Brand', name: car.make } : undefined,
    model: car.model,
    vehicleConfiguration: car.badge,
    vehicleModelDate: car.year ? String(car.year) : undefined,
    vehicleIdentificationNumber: car.vin,
    mileageFromOdometer: quantity(car.km, 'KMT'),
    itemCondition: itemCondition(car),
    bodyType: car.simple_body ? bodyLabel(car.simple_body) : undefined,
    color: car.colour,
    vehicleInteriorColor: car.interior_colour,
    vehicleTransmission: car.simple_transmission,
    driveWheelConfiguration: car.simple_drive,
    fuelType: car.simple_fuel,
    vehicleEngine:
      typeof litres === 'number' && litres > 0
        ? { '@type': 'EngineSpecification', engineDisplacement: quantity(litres, 'LTR'), fuelType: car.simple_fuel }
        : undefined,
    numberOfDoors: car.doors,
    vehicleSeatingCapacity: car.seats,
    weight: quantity(car.caravan?.tare_weight, 'KGM'),
    weightTotal: quantity(car.caravan?.aggregate_trailer_mass, 'KGM'),
    width: quantity(car.caravan?.body_width, 'MTR'),
    additionalProperty: caravanProperties(car.caravan),
    offers: vehicleOffer(car, seller, url),
  }
  return compact<WithContext<Vehicle>>({ '@context': 'https://schema.org', '@type': vehicleSchemaType(car.item_type, kind), ...fields })
}

/**
 * What Google's vehicle listing (Car) result requires of a car. Google stopped showing that result
 * in 2025; the list still says what a complete car listing carries, and Car is what it reads.
 */
export const VEHICLE_LISTING_REQUIRED = [
  'name',
  'image',
  'brand.name',
  'model',
  'vehicleIdentificationNumber',
  'vehicleModelDate',
  'mileageFromOdometer',
  'itemCondition',
  'offers.price',
  'offers.priceCurrency',
] as const

const valueAt = (node: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((v, key) => (typeof v === 'object' && v !== null ? (v as Record<string, unknown>)[key] : undefined), node)

const present = (v: unknown) => (Array.isArray(v) ? v.length > 0 : typeof v === 'object' ? v !== null : isShownSpecValue(v as never))

/**
 * The required properties a Car node lacks (empty: the car page is eligible). A car the feed
 * sends without a VIN or a price is simply not eligible: nothing is made up to fill the gap.
 */
export function vehicleListingGaps(node: object): string[] {
  return VEHICLE_LISTING_REQUIRED.filter((path) => !present(valueAt(node, path)))
}
