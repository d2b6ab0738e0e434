import { describe, expect, it } from 'vitest'
import { DEFAULT_SORT_INDEXES, siteSortOptions } from './sort-options'

describe('site sort options (which sorts are on is a tenant setting)', () => {
  it('keeps the canonical order whatever order the setting lists', () => {
    expect(siteSortOptions(['cars_km_asc', 'cars_latest']).map((o) => o.label)).toEqual(['Most relevant', 'Latest', 'Lowest km'])
  })
  it('always offers the primary index, the page default', () => {
    expect(siteSortOptions([]).map((o) => o.value)).toEqual(['cars'])
  })
  it('leaves the subscription sort off by default', () => {
    expect(DEFAULT_SORT_INDEXES).not.toContain('cars_subscription_price_asc')
    expect(siteSortOptions(DEFAULT_SORT_INDEXES)).toHaveLength(5)
  })
  it('ignores names that are not sort options', () => {
    expect(siteSortOptions(['cars_colour_asc']).map((o) => o.value)).toEqual(['cars'])
  })
})
