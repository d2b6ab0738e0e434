import { beforeAll, describe, expect, test } from 'vitest'
import { getTenantByHost } from '@/src/cms/tenants'
import { stockSpelledParams } from '@/src/domain/inventory/search-url-state'
import { tenantInventoryFilter } from '@/src/domain/inventory/tenant-filter'
import { LISTING_SEARCH_PATH } from '@/src/search/client/listing-fetcher'
import { sharedInventoryDb } from '@/src/search/engine/postgres/pool'
import { table } from '@/src/search/engine/postgres/schema'
import { matches } from '@/src/search/protocol'
import { knownStockValues, serverSearch, stockFacetValues } from '@/src/search/server'
import { testPayload } from '../helpers/payload'

/**
 * The search page's address in the stock's own spellings, on the demo stock in PostgreSQL: the
 * spellings the server looks up, the address they give, and that either spelling finds the same
 * cars (so respelling changes what the page shows as chosen, never the results).
 */
const HARBOUR = 'harbour-city-motors.localhost'
let tags: Record<string, number>

beforeAll(async () => {
  await testPayload()
  const tenant = (await getTenantByHost(HARBOUR))!
  const db = sharedInventoryDb()
  const records = (await db.pool.query(`SELECT _record FROM ${table(db, 'vehicles')}`)).rows.map((r) => r._record as { tag?: string })
  tags = {}
  for (const car of records.filter((r) => matches(tenantInventoryFilter(tenant, new Date()), r)))
    if (car.tag) tags[car.tag] = (tags[car.tag] ?? 0) + 1
})

const hits = async (facetFilters: string[][]) => {
  const body = JSON.stringify({ requests: [{ indexName: 'cars', hitsPerPage: 1000, facetFilters, attributesToRetrieve: ['objectID'] }] })
  const res = await serverSearch(HARBOUR, LISTING_SEARCH_PATH, body)
  expect(res.status).toBe(200)
  return (JSON.parse(res.content) as { results: { hits: { objectID: string }[] }[] }).results[0].hits.map((h) => h.objectID).sort()
}

describe("facet values in the stock's spellings", () => {
  test("the site's tags, exact, most common first; the make lookup answers as before", async () => {
    const spellings = (await stockFacetValues(HARBOUR, ['tag', 'make']))!
    expect(Object.keys(tags).length).toBeGreaterThan(1)
    expect(new Set(spellings.tag)).toEqual(new Set(Object.keys(tags)))
    const counts = spellings.tag.map((t) => tags[t])
    expect(counts).toEqual([...counts].sort((a, b) => b - a))
    expect((await knownStockValues(HARBOUR)).makes).toEqual(spellings.make)
  })

  test('a tag typed in lower case is respelled as stocked, and both spellings find the same cars', async () => {
    const spellings = (await stockFacetValues(HARBOUR, ['tag']))!
    const tag = spellings.tag[0]
    const typed = tag.toLowerCase()
    expect(typed).not.toBe(tag)
    expect(stockSpelledParams(new URLSearchParams({ tag: typed, page: '2' }), spellings)?.toString()).toBe(
      new URLSearchParams({ tag, page: '2' }).toString(),
    )
    const stocked = await hits([[`tag:${tag}`]])
    expect(stocked).toHaveLength(tags[tag])
    expect(await hits([[`tag:${typed}`]])).toEqual(stocked)
  })
})
