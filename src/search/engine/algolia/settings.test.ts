import { describe, expect, test } from 'vitest'
import type { FilterNode } from '@/src/domain/inventory/filter-ast'
import { DROPDOWN_FILTERS, MAKE_ATTRIBUTE, MODEL_ATTRIBUTE, RANGE_FILTERS } from '@/src/domain/inventory/search-filters'
import { tenantInventoryFilter } from '@/src/domain/inventory/tenant-filter'
import { tenantConfigSchema } from '@/src/domain/tenant/tenant-config'
import { attributeDef } from '@/src/search/index-config'
import { allIndexSettings, primarySettings, replicaSettings } from './settings'

const faceting = () => primarySettings().attributesForFaceting ?? []
/** The attribute a faceting entry declares, and whether Algolia answers counts for it. */
const declared = (entry: string) => {
  const m = /^(searchable|filterOnly)\((.+)\)$/.exec(entry)
  return { name: m ? m[2] : entry, counts: m?.[1] !== 'filterOnly' }
}

function facetAttributes(node: FilterNode): string[] {
  switch (node.kind) {
    case 'and':
    case 'or':
      return node.children.flatMap(facetAttributes)
    case 'not':
      return facetAttributes(node.child)
    case 'facet':
      return [node.attribute]
    default:
      return []
  }
}

describe('Algolia settings come from the one index configuration', () => {
  test('primary: searchable attributes, custom ranking, typo rules and the sort replicas', () => {
    expect(primarySettings()).toMatchObject({
      searchableAttributes: ['make', 'model', 'badge', 'series', 'stocknum', 'vin'],
      customRanking: ['desc(custom_rank)'],
      disableTypoToleranceOnAttributes: ['stocknum', 'vin'],
      replicas: ['cars_latest', 'cars_price_asc', 'cars_price_desc', 'cars_km_asc', 'cars_subscription_price_asc'],
      ranking: ['typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom'],
    })
    expect(faceting()).toEqual(
      expect.arrayContaining(['searchable(make)', 'car_type', 'price', 'filterOnly(stocknum)', 'filterOnly(show_on_dealer_website)']),
    )
  })

  test('each replica sorts by its key first, then ranks as the primary; the primary is set first', () => {
    expect(replicaSettings('cars_price_asc').ranking).toEqual([
      'asc(price)',
      'typo',
      'geo',
      'words',
      'filters',
      'proximity',
      'attribute',
      'exact',
      'custom',
    ])
    expect(replicaSettings('cars_latest').ranking?.[0]).toBe('desc(created_at_timestamp)')
    expect(allIndexSettings().map((s) => s.indexName)).toEqual(['cars', ...(primarySettings().replicas ?? [])])
  })

  test('every facet the search page refines is declared for faceting with counts', () => {
    const refined = [MAKE_ATTRIBUTE, MODEL_ATTRIBUTE, ...DROPDOWN_FILTERS.map((f) => f.attribute), ...RANGE_FILTERS.map((f) => f.attribute)]
    const counted = faceting()
      .map(declared)
      .filter((d) => d.counts)
      .map((d) => d.name)
    expect(refined.filter((a) => !counted.includes(a))).toEqual([])
  })

  test('every string or boolean attribute a site’s stock filter names is filterable in Algolia', () => {
    const tenant = tenantConfigSchema.parse({
      id: 1,
      slug: 'a',
      name: 'A',
      domains: ['a.test'],
      inventory: { preset: 'certified-used', excludedMakes: ['Kia'], excludedStockNumbers: ['S1'], inStockOnly: true },
    })
    const names = facetAttributes(tenantInventoryFilter(tenant, new Date('2026-03-15T00:00:00Z')))
    expect(names).toEqual(
      expect.arrayContaining(['dealership_slug', 'car_type', 'status', 'show_on_dealer_website', 'certified', 'make', 'stocknum']),
    )
    const filterable = faceting().map((entry) => declared(entry).name)
    // Numbers filter without being declared (Algolia); strings and booleans must be.
    const undeclared = names.filter((n) => attributeDef(n)?.type !== 'number' && !filterable.includes(n))
    expect(undeclared).toEqual([])
  })
})
