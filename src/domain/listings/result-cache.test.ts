import { describe, expect, test } from 'vitest'
import { LISTING_CACHE_SIZE, ResultCache } from './result-cache'

describe('listing result cache ("the oldest entry is evicted", 10 entries)', () => {
  test('holds 10 entries by default', () => {
    expect(LISTING_CACHE_SIZE).toBe(10)
    const cache = new ResultCache<string, number>()
    for (let i = 0; i < 10; i++) cache.set(`k${i}`, i)
    expect(cache.size).toBe(10)
    expect(cache.get('k0')).toBe(0)
  })

  test('the 11th entry evicts the first inserted one', () => {
    const cache = new ResultCache<string, number>()
    for (let i = 0; i < 11; i++) cache.set(`k${i}`, i)
    expect(cache.size).toBe(10)
    expect(cache.has('k0')).toBe(false)
    expect(cache.get('k10')).toBe(10)
    expect(cache.keys()).toEqual(Array.from({ length: 10 }, (_, i) => `k${i + 1}`))
  })

  test('reading an entry does not refresh its age (FIFO, not LRU)', () => {
    const cache = new ResultCache<string, string>(3)
    cache.set('a', 'A')
    cache.set('b', 'B')
    cache.set('c', 'C')
    expect(cache.get('a')).toBe('A')
    cache.set('d', 'D')
    expect(cache.has('a')).toBe(false)
    expect(cache.keys()).toEqual(['b', 'c', 'd'])
  })

  test('writing a present key replaces it and makes it the newest, without evicting another', () => {
    const cache = new ResultCache<string, string>(3)
    cache.set('a', 'A')
    cache.set('b', 'B')
    cache.set('c', 'C')
    cache.set('a', 'A2')
    expect(cache.size).toBe(3)
    expect(cache.get('a')).toBe('A2')
    cache.set('d', 'D')
    expect(cache.keys()).toEqual(['c', 'a', 'd'])
  })

  test('a miss is undefined; clear empties', () => {
    const cache = new ResultCache<string, number>(2)
    expect(cache.get('nope')).toBeUndefined()
    cache.set('x', 1)
    cache.clear()
    expect(cache.size).toBe(0)
  })

  test.each([0, -1, 2.5, Number.NaN])('capacity %s is refused', (capacity) => {
    expect(() => new ResultCache(capacity)).toThrow(RangeError)
  })
})
