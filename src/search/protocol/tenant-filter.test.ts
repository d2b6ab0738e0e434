import { describe, expect, test } from 'vitest'
import { algoliaCompatibilityIssues, matches, parseFilters, printFilter } from '.'
import { tenantConfigSchema } from '@/src/domain/tenant/tenant-config'
import { INVENTORY_PRESETS, PRESET_NAMES, presetFromCode, resolvePreset } from '@/src/domain/inventory/presets'
import { tenantInventoryFilter } from '@/src/domain/inventory/tenant-filter'
import { visibilityCutoff } from '@/src/domain/inventory/visibility'

const now = new Date('2026-03-15T00:00:00Z')
const cutoff = visibilityCutoff(now, 3)
const tenant = (inventory: Record<string, unknown> = {}, slug = 'southern-cross') =>
  tenantConfigSchema.parse({ id: 1, slug, name: 'T', domains: ['t.test'], inventory })
const car = (over: Record<string, unknown> = {}) => ({
  dealership_slug: 'southern-cross',
  car_type: 'used',
  status: 'in_stock',
  make: 'Toyota',
  stocknum: 'S100',
  certified: false,
  show_on_dealer_website: true,
  visible_until: cutoff + 10,
  ...over,
})

describe('tenant default inventory filter', () => {
  test.each<[string, Record<string, unknown>, Record<string, unknown>, boolean]>([
    ['own slug when no dealerships are listed', {}, {}, true],
    ['another dealership is out', {}, { dealership_slug: 'other' }, false],
    ['listed dealerships are in', { dealerships: ['a', 'b'] }, { dealership_slug: 'b' }, true],
    ['listed dealerships replace the own slug', { dealerships: ['a'] }, {}, false],
    ['car types setting', { carTypes: ['new', 'demo'] }, {}, false],
    ['used only', { usedOnly: true }, { car_type: 'new' }, false],
    ['in-stock only drops coming soon', { inStockOnly: true }, { status: 'coming_soon' }, false],
    ['coming soon shown by default', {}, { status: 'coming_soon' }, true],
    ['recently sold shown (visible_until at the cutoff)', {}, { status: 'sold', visible_until: cutoff }, true],
    ['sold longer ago hidden', {}, { status: 'sold', visible_until: cutoff - 1 }, false],
    ['show_on_dealer_website false hidden', {}, { show_on_dealer_website: false }, false],
    ['excluded make, any case', { excludedMakes: ['TOYOTA'] }, {}, false],
    ['other makes stay', { excludedMakes: ['Kia'] }, {}, true],
    ['excluded stock number', { excludedStockNumbers: ['S100'] }, {}, false],
    ['preset used-only', { preset: 'used-only' }, { car_type: 'new' }, false],
    ['preset in-stock drops recently sold', { preset: 'in-stock' }, { status: 'sold' }, false],
    ['preset available drops recently sold', { preset: 'available' }, { status: 'sold' }, false],
    ['preset available keeps coming soon', { preset: 'available' }, { status: 'coming_soon' }, true],
    ['preset certified-used', { preset: 'certified-used' }, {}, false],
    ['preset certified-used keeps certified', { preset: 'certified-used' }, { certified: true }, true],
    ['preset and car types intersect to nothing', { preset: 'new-only', carTypes: ['used'] }, { car_type: 'used' }, false],
    ['numeric code 8 imports as new-in-stock', { preset: 8 }, {}, false],
  ])('%s', (_name, inventory, over, expected) => {
    expect(matches(tenantInventoryFilter(tenant(inventory), now), car(over))).toBe(expected)
  })

  test('a longer sold-car setting shifts the cutoff (7 days)', () => {
    const sixDaysAgoSold = car({ status: 'sold', visible_until: now.getTime() / 1000 - 3 * 86_400 })
    expect(matches(tenantInventoryFilter(tenant({ soldCarDays: 3 }), now), sixDaysAgoSold)).toBe(false)
    expect(matches(tenantInventoryFilter(tenant({ soldCarDays: 7 }), now), sixDaysAgoSold)).toBe(true)
  })

  test.each(PRESET_NAMES)('preset %s prints to a filter Algolia accepts and parses back unchanged', (preset) => {
    const ast = tenantInventoryFilter(
      tenant({ preset, dealerships: ['a', 'b c'], excludedMakes: ['Kia'], excludedStockNumbers: ['X 1'] }),
      now,
    )
    expect(algoliaCompatibilityIssues(ast)).toEqual([])
    const reparsed = parseFilters(printFilter(ast))
    expect(reparsed.ok && reparsed.ast).toEqual(ast)
  })
})

describe('presets replace the option codes 0-14', () => {
  test('every code 0-14 has exactly one named preset', () => {
    expect(Array.from({ length: 15 }, (_, code) => presetFromCode(code)).every(Boolean)).toBe(true)
    expect(new Set(Object.values(INVENTORY_PRESETS).map((p) => p.code)).size).toBe(15)
  })
  test.each<[string, unknown, string]>([
    ['unknown value -> option 3 (standard)', 'no-such-preset', 'standard'],
    ['missing value -> option 3', undefined, 'standard'],
    ['code 3', 3, 'standard'],
    ['code as text', '1', 'used-only'],
    ['out of range code -> option 3', 99, 'standard'],
  ])('%s', (_name, value, expected) => {
    expect(resolvePreset(value)).toBe(INVENTORY_PRESETS[expected as keyof typeof INVENTORY_PRESETS])
  })
})
