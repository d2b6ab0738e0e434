// The stored lead from what the shopper sent, the car the server found in the site's stock, and
// where the lead came from. The car's facts are the server's, never the browser's: a request names
// a car only by its slug.
import type { LeadAttributes } from './attributes'
import { type LeadInput, leadCategory } from './forms'
import type { SpamVerdict } from './spam'
import type { ApplicationLoan } from '@/src/domain/finance-application/summary'

export interface LeadCar {
  id: string
  slug: string
  name: string
  stockNumber?: string
  make?: string
  model?: string
  carType?: string
  status?: string
  dealershipSlug?: string
  tag?: string
  /** The yard the car stands at (its stock feed location name): a test drive is booked there. */
  locationName?: string
  /** Where else the car can be brought for a test drive (its location's distribution_locations). */
  distributionLocations?: string[]
}

export interface LeadRecord {
  form: LeadInput['form']
  status: 'new'
  spam: boolean
  spamReason?: string
  category: string
  subcategory?: string
  name: string
  lastName: string
  email: string
  phone: string
  postcode: string
  message?: string
  rego?: string
  kms?: number
  regoState?: string
  preferredContact: string
  underFinance?: string
  tradeIn?: string
  optIn: boolean
  additionalServices: string[]
  bookingAt?: string
  /** The test drive location the shopper chose, one of the car's distribution locations. */
  distributionLocation?: string
  dealershipSlug?: string
  car?: {
    name: string
    slug: string
    stockNumber?: string
    make?: string
    model?: string
    carType?: string
    vehicleStatus?: string
    carId: string
  }
  /** A finance application's loan and the provider's reference (the application's own lead only). */
  financeApplication?: ApplicationLoan
  attributes: {
    url: string
    source: string
    userAgent: string
    visitedPages: string[]
    linkedQueryParams: Record<string, string>
    utm: Record<string, string>
  }
}

/** What a stored lead keeps of its car. */
export function leadCarFields(car: LeadCar): NonNullable<LeadRecord['car']> {
  return {
    name: car.name,
    slug: car.slug,
    stockNumber: car.stockNumber,
    make: car.make,
    model: car.model,
    carType: car.carType,
    vehicleStatus: car.status,
    carId: car.id,
  }
}

export function leadRecord(
  input: LeadInput,
  context: { car: LeadCar | null; attributes: LeadAttributes; userAgent: string; spam: SpamVerdict },
): LeadRecord {
  const { car } = context
  return {
    form: input.form,
    status: 'new',
    spam: context.spam.spam,
    ...(context.spam.spam ? { spamReason: context.spam.reason } : {}),
    ...leadCategory(input.form, input.category),
    name: input.name,
    lastName: input.last_name,
    email: input.email.toLowerCase(),
    phone: input.phone,
    postcode: input.postcode,
    message: input.message,
    rego: input.rego?.toUpperCase(),
    kms: input.kms,
    regoState: input.rego_state,
    preferredContact: input.preferred_contact,
    underFinance: input.under_finance,
    tradeIn: input.trade_in,
    optIn: input.opt_in,
    additionalServices: input.additional_services,
    bookingAt: input.booking_at,
    distributionLocation: input.distribution_location,
    dealershipSlug: car?.dealershipSlug ?? input.dealership_slug,
    car: car ? leadCarFields(car) : undefined,
    attributes: { ...context.attributes, userAgent: context.userAgent.slice(0, 500) },
  }
}

/** The facts a lead keeps of the car, from its search record. */
export function leadCarOf(record: {
  objectID: string
  slug: string
  name: string
  stocknum?: string
  make?: string
  model?: string
  car_type?: string
  status?: string
  dealership_slug?: string
  tag?: string
  location_name?: string
  location?: { name?: string; distribution_locations?: string[] } | null
}): LeadCar {
  return {
    id: record.objectID,
    slug: record.slug,
    name: record.name,
    stockNumber: record.stocknum,
    make: record.make,
    model: record.model,
    carType: record.car_type,
    status: record.status,
    dealershipSlug: record.dealership_slug,
    tag: record.tag,
    locationName: record.location_name ?? record.location?.name,
    distributionLocations: record.location?.distribution_locations,
  }
}
