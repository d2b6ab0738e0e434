import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createRng } from '@/src/demo/inventory'
import type { SearchRecord } from '@/src/domain/inventory/search-record'
import { INDEX_NAMES } from '@/src/search/index-config'
import { createMemoryEngine } from '@/src/search/engine/memory/memory-engine'
import { createPostgresEngine } from '@/src/search/engine/postgres/engine'
import { loadSnapshot } from '@/src/search/engine/postgres/snapshot'
import type { InventoryDb } from '@/src/search/engine/postgres/schema'
import type { EngineResult, SearchEngine } from '@/src/search/engine/types'
import { type FacetSearchResponse, type SearchResponse, parseMultiQueryBody } from '@/src/search/protocol'
import { generatedVehicles, loadVehicles, testInventoryDb } from '../helpers/inventory'
import { randomRequest } from '../helpers/random-requests'

/**
 * Differential test: the PostgreSQL engine must answer random InstantSearch-shaped
 * requests exactly as the straightforward in-memory engine does (hits in order, nbHits, facet
 * counts, facets_stats min/max, facet-value search). The same engine answering from a column
 * snapshot (columnar.ts) must give the very responses its SQL gives, to the byte
 * (stats' sums and averages too), apart from the time taken.
 */
const now = new Date('2026-03-15T00:00:00Z')
let db: InventoryDb
let records: SearchRecord[]
let postgres: SearchEngine
let memory: SearchEngine
let columnar: SearchEngine

beforeAll(async () => {
  db = await testInventoryDb('search_differential')
  const vehicles = [
    ...generatedVehicles({ dealership: 'diff-toyota', count: 1200, now, franchiseMakes: ['Toyota'] }),
    ...generatedVehicles({ dealership: 'diff-kia', count: 1000, now, franchiseMakes: ['Kia'] }),
    ...generatedVehicles({ dealership: 'diff-used', count: 800, now }),
    ...generatedVehicles({ dealership: 'diff-vans', count: 300, now, kind: 'caravans' }),
  ]
  records = await loadVehicles(db, vehicles, now)
  postgres = createPostgresEngine(db)
  memory = createMemoryEngine(records)
  const snapshot = await loadSnapshot(db)
  if (!snapshot) throw new Error('no snapshot')
  columnar = createPostgresEngine(db, { snapshot: { current: () => snapshot, invalidate: () => {}, settled: async () => {} } })
})

afterAll(async () => {
  await db?.pool.query('DROP SCHEMA IF EXISTS "search_differential" CASCADE')
  await db?.pool.end()
})

function comparable(result: EngineResult) {
  if ('facetHits' in result) return { facetHits: (result as FacetSearchResponse).facetHits }
  const r = result as SearchResponse
  const stats = Object.fromEntries(Object.entries(r.facets_stats ?? {}).map(([k, s]) => [k, { min: s.min, max: s.max }]))
  return { ids: r.hits.map((h) => h.objectID), nbHits: r.nbHits, nbPages: r.nbPages, facets: r.facets, stats }
}

/** The whole response but the time it took. */
const timeless = (results: EngineResult[]) =>
  JSON.parse(JSON.stringify(results, (key, value: unknown) => (key === 'processingTimeMS' ? undefined : value))) as unknown

/** All three engines on one multi-query: SQL = reference, snapshot = SQL exactly. */
async function expectAgreement(body: { requests: Record<string, unknown>[] }) {
  const parsed = parseMultiQueryBody(body, INDEX_NAMES)
  if (!parsed.ok) throw new Error(`${parsed.error.message} in ${JSON.stringify(body)}`)
  const [fromPostgres, fromMemory, fromSnapshot] = await Promise.all([
    postgres.search(parsed.value),
    memory.search(parsed.value),
    columnar.search(parsed.value),
  ])
  expect(fromPostgres.map(comparable), JSON.stringify(body)).toEqual(fromMemory.map(comparable))
  expect(timeless(fromSnapshot), JSON.stringify(body)).toEqual(timeless(fromPostgres))
}

describe('PostgreSQL engine = in-memory reference', () => {
  const rng = createRng('differential')
  const cases = Array.from({ length: 300 }, (_, i) => i)

  test.each(cases)('random multi-query #%i', async (i) => {
    await expectAgreement({ requests: Array.from({ length: 1 + (i % 3) }, () => randomRequest(rng, records)) })
  })

  // A site's stock filter names its dealerships: the snapshot then reads only their rows.
  const scopedRng = createRng('scoped')
  const scopes = [
    'dealership_slug:diff-toyota OR dealership_slug:diff-vans',
    'dealership_slug:DIFF-KIA',
    'dealership_slug:diff-used OR dealership_slug:nobody',
    'dealership_slug:nobody',
  ]
  test.each(cases.slice(0, 60))('random multi-query inside a site scope #%i', async (i) => {
    const scope = `(${scopes[i % scopes.length]}) AND visible_until>=1773360000`
    const requests = Array.from({ length: 1 + (i % 2) }, () => {
      const req = randomRequest(scopedRng, records)
      return { ...req, filters: req.filters ? `${scope} AND (${String(req.filters)})` : scope }
    })
    await expectAgreement({ requests })
  })

  // What InstantSearch sends for refined disjunctive facets: the main request, then per refined
  // facet the same request without that facet's refinement, counting only that facet. The engine
  // counts those inside the main request's statement (shared-counting.ts).
  const disjunctiveRng = createRng('disjunctive')
  const attributeOf = (group: string | string[]) => (Array.isArray(group) ? group[0] : group).replace(/^-/, '').split(':')[0]
  function disjunctivePage(): Record<string, unknown>[] {
    let main = randomRequest(disjunctiveRng, records)
    while (main.type === 'facet') main = randomRequest(disjunctiveRng, records)
    const groups = (main.facetFilters as (string | string[])[] | undefined) ?? []
    const refined = groups.length > 0 ? groups : [`make:${String((disjunctiveRng.pick(records) as Record<string, unknown>).make)}`]
    const head: Record<string, unknown> = { ...main, hitsPerPage: disjunctiveRng.pick([5, 21]), facetFilters: refined }
    return [
      head,
      ...refined.map((_, k) => ({
        indexName: head.indexName,
        query: head.query,
        hitsPerPage: 0,
        page: 0,
        facets: [attributeOf(refined[k])],
        facetFilters: refined.filter((__, j) => j !== k),
        ...(head.numericFilters ? { numericFilters: head.numericFilters } : {}),
        ...(head.filters ? { filters: head.filters } : {}),
      })),
    ]
  }

  test.each(cases.slice(0, 150))('disjunctive multi-query #%i', async () => {
    await expectAgreement({ requests: disjunctivePage() })
  })

  test('a refined facet request is counted in the main request statement: it adds no statement', async () => {
    let statements = 0
    const counting = new Proxy(db.pool, {
      get(target, prop) {
        if (prop === 'query') return (...args: Parameters<typeof target.query>) => (statements++, target.query(...args))
        const value = Reflect.get(target, prop, target) as unknown
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value
      },
    })
    const engine = createPostgresEngine({ ...db, pool: counting })
    const main = {
      indexName: 'cars',
      query: '',
      hitsPerPage: 21,
      facets: ['make', 'car_type', 'body'],
      facetFilters: [['make:Toyota'], ['car_type:used']],
    }
    const run = async (requests: Record<string, unknown>[]) => {
      const parsed = parseMultiQueryBody({ requests }, INDEX_NAMES)
      if (!parsed.ok) throw new Error(parsed.error.message)
      await engine.search(parsed.value) // loads the catalog once
      statements = 0
      const [fromPostgres, fromMemory] = await Promise.all([engine.search(parsed.value), memory.search(parsed.value)])
      expect(fromPostgres.map(comparable)).toEqual(fromMemory.map(comparable))
      return statements
    }
    const alone = await run([main])
    const withRefinedFacets = await run([
      main,
      { indexName: 'cars', query: '', hitsPerPage: 0, facets: ['make'], facetFilters: [['car_type:used']] },
      { indexName: 'cars', query: '', hitsPerPage: 0, facets: ['car_type'], facetFilters: [['make:Toyota']] },
    ])
    expect(alone).toBeGreaterThan(0)
    expect(withRefinedFacets).toBe(alone)
  })

  test('the random requests are not trivial: most return hits, some return none', async () => {
    const rng2 = createRng('coverage')
    const bodies = Array.from({ length: 100 }, () => ({ requests: [randomRequest(rng2, records)] }))
    const results = await Promise.all(
      bodies.map(async (b) => {
        const parsed = parseMultiQueryBody(b, INDEX_NAMES)
        return parsed.ok ? (await memory.search(parsed.value))[0] : null
      }),
    )
    const counts = results.map((r) => (r && 'nbHits' in r ? r.nbHits : r && 'facetHits' in r ? r.facetHits.length : -1))
    expect(counts.filter((n) => n > 0).length).toBeGreaterThan(40)
    expect(counts.filter((n) => n === 0).length).toBeGreaterThan(2)
  })
})
