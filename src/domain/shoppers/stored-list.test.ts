import { describe, expect, test } from 'vitest'
import { parseStoredList, readEntry, withNewestFirst } from './stored-list'

type Entry = { id: string; note: string | null }
const read = (item: unknown) => readEntry<Entry>(item, { id: { min: 1, max: 5 }, note: { max: 3, optional: true } })

describe('lists kept in the browser', () => {
  test('an entry has exactly its text fields within their bounds; a missing optional one is null', () => {
    expect(read({ id: 'a', note: 'hi', extra: '<script>' })).toEqual({ id: 'a', note: 'hi' })
    expect(read({ id: 'a' })).toEqual({ id: 'a', note: null })
    for (const bad of [null, [], 'a', { id: '' }, { id: 'toolong' }, { id: 1 }, { id: 'a', note: 'long' }, { id: 'a', note: 5 }]) {
      expect(read(bad)).toBeNull()
    }
  })
  test('a stored list keeps its valid entries in order, each key once', () => {
    const raw = JSON.stringify([{ id: 'a' }, { id: '' }, { id: 'b', note: 'x' }, { id: 'a', note: 'y' }])
    expect(parseStoredList(raw, read, (e) => e.id)).toEqual([
      { id: 'a', note: null },
      { id: 'b', note: 'x' },
    ])
    expect(parseStoredList('{"id":"a"}', read, (e) => e.id)).toEqual([])
    expect(parseStoredList('nope', read, (e) => e.id)).toEqual([])
  })
  test('newest first, one copy, capped', () => {
    const list = [{ id: 'a' }, { id: 'b' }, { id: 'c' }]
    expect(withNewestFirst(list, { id: 'c' }, (e) => e.id, 3)).toEqual([{ id: 'c' }, { id: 'a' }, { id: 'b' }])
    expect(withNewestFirst(list, { id: 'd' }, (e) => e.id, 3)).toEqual([{ id: 'd' }, { id: 'a' }, { id: 'b' }])
  })
})
