import { describe, expect, test } from 'vitest'
import { parseManufacturerParams, parseOffersParams } from '@/src/domain/listings/listing-input'
import type { ListingResult } from '@/src/domain/listings/listing-response'
import { ResultCache } from '@/src/domain/listings/result-cache'
import { ListingError, type ListingTransport, createListingFetcher } from './listing-fetcher'

const answer = (requests: { hitsPerPage: number; facets: string[] }[]) => ({
  results: requests.map((r) => ({
    hits: r.hitsPerPage ? [{ objectID: 'car-1' }] : [],
    nbHits: 1,
    nbPages: 1,
    processingTimeMS: 1,
    facets: {},
  })),
})

function recording(status = 200, content?: string) {
  const bodies: string[] = []
  const transport: ListingTransport = async (body) => {
    bodies.push(body)
    return { status, content: content ?? JSON.stringify(answer(JSON.parse(body).requests)) }
  }
  return { bodies, transport }
}

describe('listing fetcher with the result cache', () => {
  test('the same combination of inputs is fetched once', async () => {
    const { bodies, transport } = recording()
    const fetchListing = createListingFetcher(transport, new ResultCache<string, ListingResult>(), 'default')
    const first = await fetchListing(parseOffersParams({ categories: ['Off Road', 'Work Ready'] }))
    const again = await fetchListing(parseOffersParams({ categories: ['Work Ready', 'Off Road'] }))
    expect(again).toBe(first)
    expect(bodies).toHaveLength(1)
    expect(first).toMatchObject({ count: 1, pages: 1, hits: [{ objectID: 'car-1' }] })
  })

  test('after 10 other combinations the first is fetched again (oldest evicted)', async () => {
    const { bodies, transport } = recording()
    const fetchListing = createListingFetcher(transport, new ResultCache<string, ListingResult>(), 'default')
    for (let page = 1; page <= 11; page++) await fetchListing(parseManufacturerParams('Kia', { page: String(page) }))
    await fetchListing(parseManufacturerParams('Kia', { page: '11' }))
    expect(bodies).toHaveLength(11)
    await fetchListing(parseManufacturerParams('Kia', { page: '1' }))
    expect(bodies).toHaveLength(12)
  })

  test('without a cache every call goes out (the server)', async () => {
    const { bodies, transport } = recording()
    const fetchListing = createListingFetcher(transport, null, 'default')
    await fetchListing(parseOffersParams({}))
    await fetchListing(parseOffersParams({}))
    expect(bodies).toHaveLength(2)
  })

  test('sends the listing request body', async () => {
    const { bodies, transport } = recording()
    await createListingFetcher(transport, null, 'default')(parseManufacturerParams('Toyota', { model: 'HiLux' }))
    expect(JSON.parse(bodies[0]).requests[0]).toMatchObject({
      indexName: 'cars',
      hitsPerPage: 21,
      filters: 'make:"Toyota" AND model:"HiLux"',
    })
  })

  test('an error answer is a ListingError with the server message, and is not cached', async () => {
    const failing = recording(400, JSON.stringify({ message: 'filters: Unexpected token', status: 400 }))
    const cache = new ResultCache<string, ListingResult>()
    const fetchListing = createListingFetcher(failing.transport, cache, 'default')
    const error = await fetchListing(parseOffersParams({})).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ListingError)
    expect(error).toMatchObject({ message: 'filters: Unexpected token', status: 400 })
    expect(cache.size).toBe(0)
  })

  test.each<[string, number, string, string]>([
    ['a 502 without JSON', 502, '<html>Bad gateway</html>', 'Search failed with status 502'],
    ['a 200 that is not JSON', 200, 'not json', 'The search answer was not JSON'],
    ['a 200 of the wrong shape', 200, '{"results":[]}', 'Unexpected search answer'],
  ])('%s', async (_name, status, content, message) => {
    const { transport } = recording(status, content)
    await expect(createListingFetcher(transport, null, 'default')(parseOffersParams({}))).rejects.toThrow(message)
  })
})
