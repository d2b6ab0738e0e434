// The one vehicle record: every listing and detail field a feed sends, validated with readable
// reasons per field so a feed row can be rejected as (row, field, reason). Everything search needs
// is derived from it by `toSearchRecord`.
import { z } from 'zod'
import { looseBoolean, looseDate, looseEnum, looseList, looseNumber, nonNegative, optional, text, wholeNumber } from './coerce'
import {
  autograbSchema,
  caravanSchema,
  financeLenderSchema,
  imageSchema,
  locationSchema,
  mediaExtrasSchema,
  variantSchema,
  youxQuoteSchema,
} from './vehicle-parts'
import { SEGMENT_SLUG as SLUG } from '../navigation/slug'
import { DEFAULT_FEED_DATES, type FeedDateOptions } from './feed-dates'

export const CAR_TYPES = ['new', 'used', 'demo'] as const
export type CarType = (typeof CAR_TYPES)[number]

/** The status values seen; in_stock and coming_soon are available. */
export const STATUSES = ['in_stock', 'coming_soon', 'sold'] as const

/** Body types. */
export const BODY_TYPES = [
  '4x4',
  'bus',
  'cabChassis',
  'convertible',
  'coupe',
  'ev',
  'hardtop',
  'hatch',
  'hatchback',
  'motorhome',
  'lightTruck',
  'peopleMover',
  'prestige',
  'sedan',
  'softtop',
  'suv',
  'ute',
  'van',
  'wagon',
  'stationWagon',
] as const

export const ITEM_TYPES = ['car', 'caravan', 'motorcycle', 'truck', 'rental'] as const

const slug = text(200).pipe(z.string().regex(SLUG, { error: 'must be lower-case words joined by hyphens' }))
const required = (max = 200) => text(max).pipe(z.string().min(1, { error: 'is required' }))

/** The vehicle schema reading dates as one dealership's feed writes them. */
const buildVehicleSchema = (dates: FeedDateOptions) => {
  const date = looseDate(dates)
  return z.object({
    id: required(100),
    dealership_slug: slug,
    dealership_id: optional(text(100)),
    dealership_name: optional(text(200)),
    slug: optional(slug),
    name: optional(text(300)),
    year: wholeNumber(1900, 2100),
    make: required(),
    model: required(),
    badge: optional(text(200)),
    series: optional(text(200)),
    colour: optional(text(100)),
    interior_colour: optional(text(100)),
    km: optional(wholeNumber(0, 5_000_000)),
    price: optional(nonNegative),
    before_price: optional(nonNegative),
    subscription_price: optional(nonNegative),
    offer_price: optional(nonNegative),
    price_type: optional(text(100)),
    /** Pre-order wording shown instead of a price; `true` means the default wording. */
    preorder: optional(z.union([looseBoolean, text(200)])),
    stocknum: optional(text(100)),
    vin: optional(
      text(17).pipe(z.string().regex(/^[A-HJ-NPR-Z0-9]{1,17}$/i, { error: 'must be a VIN (letters and digits, no I, O or Q)' })),
    ),
    nvic: optional(text(50)),
    regplate: optional(text(20)),
    rego_expiry: optional(date),
    build_date: optional(date),
    compliance_date: optional(date),
    car_type: looseEnum(CAR_TYPES),
    status: looseEnum(STATUSES),
    item_type: optional(looseEnum(ITEM_TYPES)),
    tag: optional(text(100)),
    reserved: looseBoolean.default(false),
    certified: looseBoolean.default(false),
    show_on_dealer_website: looseBoolean.default(true),
    created_at: optional(date),
    updated_at: optional(date),
    sold_date: optional(date),
    custom_rank: optional(looseNumber),
    simple_body: optional(looseEnum(BODY_TYPES)),
    simple_transmission: optional(text(50)),
    simple_fuel: optional(text(50)),
    simple_drive: optional(text(50)),
    trans: optional(text(100)),
    fuel: optional(text(100)),
    drive: optional(text(100)),
    seats: optional(wholeNumber(0, 100)),
    doors: optional(wholeNumber(0, 10)),
    engine_size: optional(text(50)),
    engine_size_litres: optional(nonNegative),
    gearnum: optional(wholeNumber(0, 20)),
    bodyconfiguration: optional(text(100)),
    views: optional(wholeNumber(0, 100_000_000)),
    photos_count: optional(wholeNumber(0, 1000)),
    location: optional(locationSchema),
    location_id: optional(text(100)),
    location_name: optional(text(200)),
    city: optional(text(100)),
    state: optional(text(50)),
    private_suburb: optional(text(100)),
    private_postcode: optional(text(10)),
    images: optional(looseList(imageSchema).refine((list) => list.length <= 200, { error: 'must have at most 200 images' })),
    primary_image_url: optional(text(1000)),
    ...mediaExtrasSchema,
    standardEquipment: optional(looseList(text(300))),
    categories: optional(looseList(text(100))),
    filtered_features: optional(looseList(text(100))),
    dealercomments: optional(text(20_000)),
    carsales_title: optional(text(300)),
    youxQuote: optional(youxQuoteSchema),
    finance_lenders: optional(z.record(z.string(), financeLenderSchema)),
    payment_processors: optional(z.array(z.record(z.string(), z.unknown()))),
    autograb_data: optional(autograbSchema),
    variant: optional(variantSchema),
    caravan: optional(caravanSchema),
  })
}

export const vehicleSchema = buildVehicleSchema(DEFAULT_FEED_DATES)
const schemas = new Map<string, typeof vehicleSchema>([[`${DEFAULT_FEED_DATES.order}|${DEFAULT_FEED_DATES.timeZone}`, vehicleSchema]])

function vehicleSchemaFor(dates: FeedDateOptions): typeof vehicleSchema {
  const key = `${dates.order}|${dates.timeZone}`
  let schema = schemas.get(key)
  if (!schema) schemas.set(key, (schema = buildVehicleSchema(dates)))
  return schema
}

export type Vehicle = z.output<typeof vehicleSchema>
export type VehicleInput = z.input<typeof vehicleSchema>

export interface RowIssue {
  /** Dot path of the field ("location.address.postcode"), or "row" for the whole row. */
  readonly field: string
  readonly reason: string
}

export type VehicleResult = { ok: true; vehicle: Vehicle } | { ok: false; issues: RowIssue[] }

/** A feed row as a vehicle; its dates are read as `dates` says the dealership writes them. */
export function parseVehicle(input: unknown, dates: FeedDateOptions = DEFAULT_FEED_DATES): VehicleResult {
  const parsed = vehicleSchemaFor(dates).safeParse(input)
  if (parsed.success) return { ok: true, vehicle: parsed.data }
  const issues = parsed.error.issues.map((i) => ({
    field: i.path.length ? i.path.join('.') : 'row',
    reason: i.message,
  }))
  return { ok: false, issues }
}
