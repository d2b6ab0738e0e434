// Named inventory filter presets. The spec builds each site's default inventory filter from a
// numeric option code 0-14 whose meanings are not given; the codes are replaced by
// the named presets below, chosen in the admin. The number survives only as an import alias
// (`presetFromCode(3)` -> 'standard') for tenants migrated from the old configuration.
// Each preset narrows two things; the tenant's own settings (dealerships, car types, in-stock
// only, used only, excluded makes and stock numbers) then narrow further, never widen.
import type { CarType } from './vehicle'

/**
 * Which statuses a site shows:
 * - 'recent': in_stock, coming_soon, or sold within the site's sold-car days;
 * - 'available': in_stock and coming_soon only;
 * - 'in-stock': in_stock only.
 */
export type Availability = 'recent' | 'available' | 'in-stock'

export interface InventoryPreset {
  readonly code: number
  readonly label: string
  readonly carTypes: readonly CarType[]
  readonly availability: Availability
  /** Only certified cars (certified pre-owned programmes). */
  readonly certifiedOnly?: boolean
}

const ALL: readonly CarType[] = ['new', 'used', 'demo']

export const INVENTORY_PRESETS = {
  'new-only': { code: 0, label: 'New cars (with recently sold)', carTypes: ['new'], availability: 'recent' },
  'used-only': { code: 1, label: 'Used cars (with recently sold)', carTypes: ['used'], availability: 'recent' },
  'demo-only': { code: 2, label: 'Demo cars (with recently sold)', carTypes: ['demo'], availability: 'recent' },
  standard: { code: 3, label: 'New, used and demo (with recently sold)', carTypes: ALL, availability: 'recent' },
  'new-and-demo': { code: 4, label: 'New and demo (with recently sold)', carTypes: ['new', 'demo'], availability: 'recent' },
  'used-and-demo': { code: 5, label: 'Used and demo (with recently sold)', carTypes: ['used', 'demo'], availability: 'recent' },
  available: { code: 6, label: 'New, used and demo, available only (no sold cars)', carTypes: ALL, availability: 'available' },
  'in-stock': { code: 7, label: 'New, used and demo, in stock only', carTypes: ALL, availability: 'in-stock' },
  'new-in-stock': { code: 8, label: 'New cars in stock only', carTypes: ['new'], availability: 'in-stock' },
  'used-in-stock': { code: 9, label: 'Used cars in stock only', carTypes: ['used'], availability: 'in-stock' },
  'certified-used': {
    code: 10,
    label: 'Certified used cars (with recently sold)',
    carTypes: ['used'],
    availability: 'recent',
    certifiedOnly: true,
  },
  'new-and-demo-available': { code: 11, label: 'New and demo, available only', carTypes: ['new', 'demo'], availability: 'available' },
  'used-available': { code: 12, label: 'Used cars, available only', carTypes: ['used'], availability: 'available' },
  'demo-available': { code: 13, label: 'Demo cars, available only', carTypes: ['demo'], availability: 'available' },
  'used-and-demo-available': { code: 14, label: 'Used and demo, available only', carTypes: ['used', 'demo'], availability: 'available' },
} as const satisfies Record<string, InventoryPreset>

export type PresetName = keyof typeof INVENTORY_PRESETS

export const PRESET_NAMES = Object.keys(INVENTORY_PRESETS) as [PresetName, ...PresetName[]]

/** When the tenant is unknown, option 3 applies; here that is 'standard'. */
export const FALLBACK_PRESET: PresetName = 'standard'

/** Options for the admin select field. */
export const PRESET_OPTIONS = PRESET_NAMES.map((value) => ({ value, label: INVENTORY_PRESETS[value].label }))

/** The import alias: an old numeric option code to its named preset (null when out of range). */
export function presetFromCode(code: number): PresetName | null {
  return PRESET_NAMES.find((name) => INVENTORY_PRESETS[name].code === code) ?? null
}

/** A stored preset value (name, or numeric code from an import) to a preset; unknown -> fallback. */
export function resolvePreset(value: unknown): InventoryPreset {
  if (typeof value === 'number') return INVENTORY_PRESETS[presetFromCode(value) ?? FALLBACK_PRESET]
  if (typeof value === 'string' && /^\d+$/.test(value)) return resolvePreset(Number(value))
  if (typeof value === 'string' && Object.hasOwn(INVENTORY_PRESETS, value)) return INVENTORY_PRESETS[value as PresetName]
  return INVENTORY_PRESETS[FALLBACK_PRESET]
}
