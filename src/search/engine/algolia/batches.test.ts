import { describe, expect, test } from 'vitest'
import { batchOperations, splitBatches } from './batches'

const sized = (id: number, bytes: number) => ({ id, pad: 'x'.repeat(bytes - JSON.stringify({ id, pad: '' }).length - 1) })

describe('splitting index writes into Algolia batches (at most N operations and B bytes each)', () => {
  test.each<[string, number[], { operations: number; bytes: number }, number[]]>([
    ['nothing to send: no batch', [], { operations: 3, bytes: 1000 }, []],
    ['under both limits: one batch', [100, 100], { operations: 3, bytes: 1000 }, [2]],
    ['the count limit', [50, 50, 50, 50, 50, 50, 50], { operations: 3, bytes: 1000 }, [3, 3, 1]],
    ['the size limit', [400, 400, 400], { operations: 10, bytes: 1000 }, [2, 1]],
    ['exactly at the size limit stays together', [500, 500], { operations: 10, bytes: 1000 }, [2]],
    ['one operation over the size limit goes alone', [100, 2000, 100], { operations: 10, bytes: 1000 }, [1, 1, 1]],
  ])('%s', (_name, sizes, limits, expected) => {
    const operations = sizes.map((bytes, i) => sized(i, bytes))
    const batches = splitBatches(operations, limits)
    expect(batches.map((b) => b.length)).toEqual(expected)
    expect(batches.flat()).toEqual(operations)
  })

  test('an index change becomes addObject, partialUpdateObjectNoCreate and deleteObject operations', () => {
    const save = { objectID: 'a:1', make: 'Kia' } as never
    expect(batchOperations({ saves: [save], partials: [{ objectID: 'a:2', price: 1 }], deletes: ['a:3'] })).toEqual([
      { action: 'addObject', body: save },
      { action: 'partialUpdateObjectNoCreate', body: { objectID: 'a:2', price: 1 } },
      { action: 'deleteObject', body: { objectID: 'a:3' } },
    ])
  })
})
