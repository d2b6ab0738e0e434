// The search page's filter panel: which facets are make cards, range sliders and dropdowns, with
// their labels and URL keys. One table, read by the URL state mapping and the filter components.
import { LISTING_AGE_FILTER } from './listing-age'

/** Make cards (screen 4) and their per-make model lists ("Make > Model" values). */
export const MAKE_ATTRIBUTE = 'make'
export const MODEL_ATTRIBUTE = 'make_model.lvl1'
export const MODEL_SEPARATOR = ' > '

export interface RangeFilter {
  readonly attribute:
    'price' | 'km' | 'year' | 'subscription_price' | 'caravan.body_length' | 'caravan.aggregate_trailer_mass' | 'caravan.tare_weight'
  readonly label: string
  /** The address's key, where it is not the attribute (a caravan's length is ?length=). */
  readonly urlKey?: string
  /** Shown after each value: " m", " kg". */
  readonly unit?: string
  /** Decimal places shown (a caravan's length to the tenth of a metre); whole numbers otherwise. */
  readonly decimals?: number
  /** Price and km snap to multiples of 1000. */
  readonly snap?: number
  readonly money?: boolean
  /** " / week" after the subscription price label. */
  readonly suffix?: string
}

/**
 * Range sliders for price, km, year and subscription price, and a caravan's length, ATM and tare.
 * A slider shows only when the results have values for it, so cars never show the caravan ones.
 */
export const RANGE_FILTERS: readonly RangeFilter[] = [
  { attribute: 'price', label: 'Price', snap: 1000, money: true },
  { attribute: 'km', label: 'Kilometres', snap: 1000 },
  { attribute: 'year', label: 'Year' },
  { attribute: 'subscription_price', label: 'Subscription', money: true, suffix: ' / week' },
  { attribute: 'caravan.body_length', label: 'Length', urlKey: 'length', unit: ' m', decimals: 1 },
  { attribute: 'caravan.aggregate_trailer_mass', label: 'ATM (loaded weight limit)', urlKey: 'atm', snap: 100, unit: ' kg' },
  { attribute: 'caravan.tare_weight', label: 'Tare (empty weight)', urlKey: 'tare', snap: 100, unit: ' kg' },
]

/** Display names of the body codes. */
export const BODY_LABELS: Readonly<Record<string, string>> = {
  '4x4': '4x4',
  bus: 'Bus',
  cabchassis: 'Cab Chassis',
  convertible: 'Convertible',
  coupe: 'Coupe',
  ev: 'EV',
  hardtop: 'Hardtop',
  hatch: 'Hatch',
  hatchback: 'Hatchback',
  motorhome: 'Motorhome',
  lighttruck: 'Light Truck',
  peoplemover: 'People Mover',
  prestige: 'Prestige',
  sedan: 'Sedan',
  softtop: 'Soft Top',
  suv: 'SUV',
  ute: 'Ute',
  van: 'Van',
  wagon: 'Wagon',
  stationwagon: 'Station Wagon',
}

export const bodyLabel = (body: string) => BODY_LABELS[body.toLowerCase()] ?? body

export interface DropdownFilter {
  readonly attribute: string
  readonly label: string
  /** The address's key, where it is not the attribute. */
  readonly urlKey?: string
  /**
   * Chosen by a link only (its value still filters, shows as a chip and stays in the address),
   * not offered in the panel: the price band, since the panel's one price control is the slider.
   */
  readonly linkOnly?: boolean
  /** Labels for raw values (booleans and codes); other values show as they are. */
  readonly valueLabels?: Readonly<Record<string, string>>
}

/** Dropdown refinements, each with an "All" option. */
export const DROPDOWN_FILTERS: readonly DropdownFilter[] = [
  { attribute: 'car_type', label: 'Condition', valueLabels: { new: 'New', used: 'Used', demo: 'Demo' } },
  { attribute: 'status', label: 'Availability', valueLabels: { in_stock: 'In stock', coming_soon: 'Coming soon', sold: 'Sold' } },
  { attribute: 'body', label: 'Body type', valueLabels: BODY_LABELS },
  { attribute: 'item_type', label: 'Vehicle type' },
  { attribute: 'categories', label: 'Category' },
  // The model is chosen under its make's card; a link may still name one on its own.
  { attribute: 'model', label: 'Model', linkOnly: true },
  { attribute: 'badge', label: 'Variant' },
  { attribute: 'price_range', label: 'Price range', linkOnly: true },
  { attribute: 'weekly_price_range', label: 'Weekly price' },
  { attribute: 'fuel', label: 'Fuel type' },
  { attribute: 'transmission', label: 'Transmission' },
  { attribute: 'drive', label: 'Drive type' },
  { attribute: 'seats', label: 'Seats' },
  { attribute: 'caravan.sleeps', label: 'Sleeps', urlKey: 'sleeps' },
  { attribute: 'colour', label: 'Colour' },
  { attribute: 'filtered_features', label: 'Features', urlKey: 'features' },
  { attribute: 'tag', label: 'Tag' },
  { attribute: 'dealership_name', label: 'Dealership' },
  { attribute: 'location_name', label: 'Location' },
  { attribute: 'city', label: 'City' },
  { attribute: 'state', label: 'State' },
  { attribute: 'certified', label: 'Certified', valueLabels: { true: 'Certified', false: 'Not certified' } },
]

export const ALL_OPTION = 'All'

/** Facets that keep several values (OR) in the URL, comma separated; dropdowns keep one. */
export const MULTI_VALUE_FACETS = [MAKE_ATTRIBUTE, MODEL_ATTRIBUTE] as const

/** URL key of each facet: one key per facet. */
export function urlKeyOf(attribute: string): string {
  if (attribute === MODEL_ATTRIBUTE) return 'make_model'
  return [...DROPDOWN_FILTERS, ...RANGE_FILTERS, LISTING_AGE_FILTER].find((f) => f.attribute === attribute)?.urlKey ?? attribute
}

export const SINGLE_VALUE_FACETS = DROPDOWN_FILTERS.map((f) => f.attribute)
export const RANGE_ATTRIBUTES = RANGE_FILTERS.map((f) => f.attribute)

export function dropdownLabel(filter: DropdownFilter, value: string): string {
  return filter.valueLabels?.[value.toLowerCase()] ?? value
}

/** "Toyota > Corolla" -> "Corolla"; the make part is the card it sits under. */
export function modelName(value: string): string {
  const i = value.indexOf(MODEL_SEPARATOR)
  return i === -1 ? value : value.slice(i + MODEL_SEPARATOR.length)
}

export const modelsOfMake = <T extends { value: string }>(items: readonly T[], make: string): T[] =>
  items.filter((i) => i.value.toLowerCase().startsWith(`${make.toLowerCase()}${MODEL_SEPARATOR}`))
