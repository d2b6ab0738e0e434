import { describe, expect, test } from 'vitest'
import { type OffersListingInput, parseOffersParams } from '@/src/domain/listings/listing-input'
import type { ListingResult } from '@/src/domain/listings/listing-response'
import { ListingLoader, type ListingView } from './listing-loader'

// While an update loads the previous cards stay; a failure keeps them and says
// so. And whatever order the answers arrive in, the cards end up showing the latest request.
const offers = (query: Record<string, string>) => parseOffersParams(query)
const result = (count: number): ListingResult => ({ hits: [], count, facets: {}, facetStats: {}, pages: 1, ms: 1 })

/** A fetch whose answers the test releases one by one, in any order. */
function manualFetch() {
  const pending = new Map<string, { resolve(r: ListingResult): void; reject(e: Error): void }>()
  const calls: string[] = []
  const fetch = (input: OffersListingInput) =>
    new Promise<ListingResult>((resolve, reject) => {
      const name = input.price ? `price=${input.price.min}:${input.price.max}` : input.query || 'all'
      calls.push(name)
      pending.set(name, { resolve, reject })
    })
  const answer = async (name: string, outcome: ListingResult | Error) => {
    const p = pending.get(name)!
    if (outcome instanceof Error) p.reject(outcome)
    else p.resolve(outcome)
    await new Promise((r) => setTimeout(r, 0))
  }
  return { fetch, answer, calls }
}

function setup(cache = new Map<string, ListingResult>()) {
  const { fetch, answer, calls } = manualFetch()
  const views: ListingView<OffersListingInput>[] = []
  const all = offers({})
  const loader = new ListingLoader<OffersListingInput>(
    { fetch, cached: (i) => cache.get(i.query) },
    { input: all, result: result(305) },
    (v) => views.push(v),
  )
  return { loader, answer, calls, views, all, shown: () => loader.current.shown.result.count, status: () => loader.current.status }
}

describe('listing loader: the latest request wins', () => {
  test('answers arriving in reverse order: the older one is dropped', async () => {
    const { loader, answer, shown, status } = setup()
    loader.want(offers({ price: '20000:30000' }))
    loader.want(offers({ price: '30000:40000' }))
    expect(status()).toBe('loading')
    await answer('price=30000:40000', result(40))
    expect(shown()).toBe(40)
    expect(status()).toBe('idle')
    await answer('price=20000:30000', result(60))
    expect(shown()).toBe(40)
    expect(loader.current.shown.input.price).toEqual({ min: 30000, max: 40000 })
  })

  test('answers arriving in order: each shows, the last stays', async () => {
    const { loader, answer, shown } = setup()
    loader.want(offers({ price: '20000:30000' }))
    loader.want(offers({ price: '30000:40000' }))
    await answer('price=20000:30000', result(60))
    expect(shown()).toBe(305) // not the latest request: the previous cards stay
    await answer('price=30000:40000', result(40))
    expect(shown()).toBe(40)
  })

  test('going back to what is shown cancels the pending request', async () => {
    const { loader, answer, shown, status, all } = setup()
    loader.want(offers({ price: '20000:30000' }))
    loader.want(all)
    expect(status()).toBe('idle')
    await answer('price=20000:30000', result(60))
    expect(shown()).toBe(305)
    expect(status()).toBe('idle')
  })

  test('A, B, A, B: only the last request for B counts, the first one is stale', async () => {
    const { loader, answer, shown, calls, all } = setup()
    const b = offers({ query: 'kia' })
    loader.want(b)
    loader.want(all)
    loader.want(b)
    expect(calls).toEqual(['kia', 'kia'])
    await answer('kia', result(7))
    expect(shown()).toBe(7)
  })

  test('a late failure of an old request does not show an error', async () => {
    const { loader, answer, shown, status } = setup()
    loader.want(offers({ price: '20000:30000' }))
    loader.want(offers({ price: '30000:40000' }))
    await answer('price=30000:40000', result(40))
    await answer('price=20000:30000', new Error('Search is down'))
    expect(status()).toBe('idle')
    expect(loader.current.error).toBeNull()
    expect(shown()).toBe(40)
  })

  test('a failure keeps the previous cards with the message; retry asks again', async () => {
    const { loader, answer, shown, status, calls } = setup()
    loader.want(offers({ query: 'kia' }))
    await answer('kia', new Error('Search is down'))
    expect(status()).toBe('error')
    expect(loader.current.error).toBe('Search is down')
    expect(shown()).toBe(305)
    loader.retry()
    expect(status()).toBe('loading')
    expect(loader.current.error).toBeNull()
    await answer('kia', result(7))
    expect(shown()).toBe(7)
    expect(calls).toEqual(['kia', 'kia'])
  })

  test('a cached result shows at once, without a request, and beats a pending one', async () => {
    const cache = new Map([['toyota', result(33)]])
    const { loader, answer, shown, status, calls } = setup(cache)
    loader.want(offers({ query: 'kia' }))
    loader.want(offers({ query: 'toyota' }))
    expect(shown()).toBe(33)
    expect(status()).toBe('idle')
    await answer('kia', result(7))
    expect(shown()).toBe(33)
    expect(calls).toEqual(['kia'])
  })

  test('asking again for the input already asked for sends nothing', () => {
    const { loader, calls, views } = setup()
    loader.want(offers({ query: 'kia' }))
    loader.want(offers({ query: 'kia', page: '1' }))
    loader.want(offers({}))
    loader.want(offers({}))
    expect(calls).toEqual(['kia'])
    expect(views.map((v) => v.status)).toEqual(['loading', 'idle'])
  })
})
