// Nested parts of the vehicle record (car location, finance lenders, variant,
// caravan specifications, images, quote). Each is optional in a feed; unknown keys are dropped.
import { z } from 'zod'
import { looseBoolean, looseList, looseNumber, nonNegative, optional, text, wholeNumber } from './coerce'

export const addressSchema = z.object({
  id: optional(text(100)),
  street: optional(text(200)),
  city: optional(text(100)),
  state: optional(text(50)),
  postcode: optional(text(10)),
  place_url: optional(text(500)),
})

/** Where the car is. */
export const locationSchema = z.object({
  id: optional(text(100)),
  name: optional(text(200)),
  slug: optional(text(200)),
  phone: optional(text(50)),
  city: optional(text(100)),
  state: optional(text(50)),
  address: optional(addressSchema),
  distribution_locations: optional(looseList(text(200))),
})

const imageUrl = text(1000).pipe(z.string().min(1, { error: 'must not be empty' }))

/** Each image has image.url and image.thumb.url; a bare URL is accepted too. */
export const imageSchema = z.preprocess(
  (v) => (typeof v === 'string' ? { image: { url: v, thumb: { url: v } } } : v),
  z.object({
    image: z.object({
      url: imageUrl,
      thumb: optional(z.object({ url: imageUrl })),
    }),
  }),
)

/** A finance lender's figures, keyed by provider. */
export const financeLenderSchema = z.object({
  interestRate: optional(looseNumber),
  comparisonRate: optional(looseNumber),
  paymentWeek: optional(looseNumber),
  paymentMonth: optional(looseNumber),
  deposit: optional(looseNumber),
  totalPayable: optional(looseNumber),
  termMonths: optional(looseNumber),
  termWeeks: optional(looseNumber),
  termYears: optional(looseNumber),
  balloon: optional(looseNumber),
  establishmentFees: optional(looseNumber),
  financeProvider: optional(text(100)),
  disclaimer: optional(text(4000)),
})

/** The car's variant. */
export const variantSchema = z.object({
  cylinders: optional(wholeNumber(0, 16)),
  enginesize: optional(nonNegative),
  enginesize_litres: optional(nonNegative),
  induction: optional(text(100)),
  fuelconsumptioncombined: optional(nonNegative),
  fuelcapacity: optional(nonNegative),
  grossvehiclemass: optional(nonNegative),
  vehiclelength: optional(nonNegative),
  vehicleheight: optional(nonNegative),
  vehiclewidth: optional(nonNegative),
  towingcapacitybraked: optional(nonNegative),
  bodyconfiguration: optional(text(100)),
  torque: optional(nonNegative),
  ancaprating: optional(wholeNumber(0, 5)),
  geartype: optional(text(100)),
})

/** A caravan's specifications. */
export const caravanSchema = z.object({
  body_width: optional(nonNegative),
  body_length: optional(nonNegative),
  tare_weight: optional(nonNegative),
  axle_type: optional(text(100)),
  sleeps: optional(wholeNumber(0, 20)),
  aggregate_trailer_mass: optional(nonNegative),
})

export const youxQuoteSchema = z.object({
  weeklyRepaymentAmount: optional(nonNegative),
  comparisonRate: optional(nonNegative),
  advertisedRate: optional(nonNegative),
})

export const autograbSchema = z.object({
  state_average_market_price: optional(nonNegative),
  average_market_price: optional(nonNegative),
})

const hotspotSchema = z.object({
  id: optional(text(100)),
  description: optional(text(1000)),
  anchors: optional(z.array(z.unknown())),
  positions: optional(z.record(z.string(), z.unknown())),
})

export const mediaExtrasSchema = {
  video_url: optional(text(1000)),
  external_video_url: optional(text(1000)),
  spin_images: optional(looseList(text(1000))),
  spin_interior_image: optional(text(1000)),
  spin_code: optional(text(200)),
  hotspots: optional(z.array(hotspotSchema, { error: 'must be a list' })),
  file: optional(text(1000)),
  has_nvic: optional(looseBoolean),
}
