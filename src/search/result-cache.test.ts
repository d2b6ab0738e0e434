import { describe, expect, test } from 'vitest'
import { INDEX_NAMES } from '@/src/search/index-config'
import { parseMultiQueryBody } from '@/src/search/protocol'
import { answerKey, createResultCache, isFirstPageBrowse } from './result-cache'

function setup(options: { trusted?: () => boolean; maxChars?: number } = {}) {
  let t = 1_000_000
  let computed = 0
  const cache = createResultCache({
    ttlMs: 60_000,
    maxChars: options.maxChars ?? 1000,
    clock: () => t,
    trusted: options.trusted ?? (() => true),
  })
  const compute = (text: string) => async () => {
    computed++
    return text
  }
  return {
    cache,
    compute,
    computed: () => computed,
    advance: (ms: number) => {
      t += ms
    },
  }
}

const requests = (...bodies: Record<string, unknown>[]) => {
  const parsed = parseMultiQueryBody({ requests: bodies }, INDEX_NAMES)
  if (!parsed.ok) throw new Error(parsed.error.message)
  return parsed.value
}

describe('search answer cache', () => {
  test('a second ask within the TTL is a hit; after it, the answer is computed again', async () => {
    const { cache, compute, computed, advance } = setup()
    expect(await cache.through('k', compute('a'))).toEqual({ text: 'a', hit: false })
    advance(59_999)
    expect(await cache.through('k', compute('b'))).toEqual({ text: 'a', hit: true })
    advance(1)
    expect(await cache.through('k', compute('c'))).toEqual({ text: 'c', hit: false })
    expect(computed()).toBe(2)
  })

  test('invalidate forgets every answer', async () => {
    const { cache, compute } = setup()
    await cache.through('k', compute('a'))
    await cache.through('j', compute('x'))
    cache.invalidate()
    expect(cache.size).toBe(0)
    expect(await cache.through('k', compute('b'))).toEqual({ text: 'b', hit: false })
  })

  test('an answer being computed when the inventory changed is returned but not stored', async () => {
    const { cache, compute } = setup()
    let release: (text: string) => void = () => {}
    const slow = cache.through('k', () => new Promise<string>((resolve) => (release = resolve)))
    cache.invalidate()
    release('before the change')
    expect(await slow).toEqual({ text: 'before the change', hit: false })
    expect(await cache.through('k', compute('after'))).toEqual({ text: 'after', hit: false })
  })

  test('concurrent misses of one key compute once', async () => {
    const { cache, compute, computed } = setup()
    const answers = await Promise.all([cache.through('k', compute('a')), cache.through('k', compute('b'))])
    expect(answers.map((a) => a.text)).toEqual(['a', 'a'])
    expect(computed()).toBe(1)
  })

  test('while changes cannot be heard, nothing is read or stored', async () => {
    let trusted = false
    const { cache, compute, computed } = setup({ trusted: () => trusted })
    await cache.through('k', compute('a'))
    expect(await cache.through('k', compute('b'))).toEqual({ text: 'b', hit: false })
    expect(cache.size).toBe(0)
    trusted = true
    await cache.through('k', compute('c'))
    trusted = false
    expect(await cache.through('k', compute('d'))).toEqual({ text: 'd', hit: false })
    expect(computed()).toBe(4)
  })

  test('the size limit drops the oldest answers first; one larger than the limit is not kept', async () => {
    const { cache, compute } = setup({ maxChars: 10 })
    await cache.through('a', compute('aaaa'))
    await cache.through('b', compute('bbbb'))
    await cache.through('c', compute('cccc'))
    expect(cache.size).toBe(2)
    expect((await cache.through('a', compute('A'))).hit).toBe(false)
    expect((await cache.through('c', compute('C'))).hit).toBe(true)
    await cache.through('huge', compute('x'.repeat(11)))
    expect((await cache.through('huge', compute('y'))).hit).toBe(false)
  })

  test('the stock filter of a cached request is computed at the start of its window', () => {
    const { cache } = setup()
    expect(cache.windowStart(new Date('2026-11-26T03:14:59.999Z')).toISOString()).toBe('2026-11-26T03:14:00.000Z')
  })

  test.each<[string, Record<string, unknown>[], boolean]>([
    [
      'the opening results with facets',
      [
        { indexName: 'cars', facets: ['make'] },
        { indexName: 'cars', hitsPerPage: 0 },
      ],
      true,
    ],
    ['a make listing', [{ indexName: 'cars', facetFilters: [['make:Kia']] }], true],
    ['words typed', [{ indexName: 'cars', query: 'kia' }], false],
    ['a later page', [{ indexName: 'cars', page: 2 }], false],
    ['one later page among first pages', [{ indexName: 'cars' }, { indexName: 'cars', page: 1 }], false],
    ['an offset', [{ indexName: 'cars', offset: 20, length: 20 }], false],
  ])('%s: cacheable %s', (_name, bodies, expected) => {
    expect(isFirstPageBrowse(requests(...bodies))).toBe(expected)
  })

  test('the key tells route shapes and request contents apart, but not key order', () => {
    const [a] = requests({ indexName: 'cars', facets: ['make'] })
    if (a.type !== 'default') throw new Error('a search request was expected')
    expect(answerKey('multi', [a])).toBe(answerKey('multi', [Object.fromEntries(Object.entries(a).reverse()) as typeof a]))
    expect(answerKey('multi', [a])).not.toBe(answerKey('single', [a]))
    expect(answerKey('multi', [a])).not.toBe(answerKey('multi', [{ ...a, hitsPerPage: 21 }]))
  })
})
