import { describe, expect, it } from 'vitest'
import { siteSortOptions } from '@/src/domain/inventory/sort-options'
import { REPLICAS } from './index-config'

describe('sort options and the index configuration agree', () => {
  it('names only indexes the index configuration defines', () => {
    for (const o of siteSortOptions(['cars_latest', 'cars_price_desc', 'cars_price_asc', 'cars_km_asc', 'cars_subscription_price_asc'])) {
      if (o.value !== 'cars') expect(Object.keys(REPLICAS)).toContain(o.value)
    }
  })
})
