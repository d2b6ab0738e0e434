import { describe, expect, test } from 'vitest'
import type { SearchRecord } from '@/src/domain/inventory/search-record'
import { recordChange } from './index-writer'

const before = { objectID: 'a:1', make: 'Kia', price: 20000, status: 'in_stock', location: { id: 'x', name: 'Y' } }
const after = (over: Record<string, unknown>) => ({ ...before, ...over }) as unknown as SearchRecord

describe('what an inventory change sends to an external index (partial updates for price/status)', () => {
  test.each<[string, Record<string, unknown> | undefined, SearchRecord, unknown]>([
    ['a new car is saved whole', undefined, after({}), 'full'],
    ['nothing changed (nested key order does not matter)', before, after({ location: { name: 'Y', id: 'x' } }), null],
    ['a price change is partial', before, after({ price: 18000 }), { objectID: 'a:1', price: 18000 }],
    ['a sale is partial', before, after({ status: 'sold', sold: true }), { objectID: 'a:1', status: 'sold', sold: true }],
    ['another field changed: whole record', before, after({ price: 1, make: 'KIA' }), 'full'],
    ['a removed attribute: whole record', { ...before, tag: 'Runout Sale' }, after({}), 'full'],
  ])('%s', (_name, old, next, expected) => {
    expect(recordChange(old, next)).toEqual(expected)
  })
})
