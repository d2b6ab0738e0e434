// The local search engine (DESIGN: default backend): answers Algolia-shaped requests from the
// inventory schema. Each request costs at most one hits query and one GROUPING SETS query
// (plus one per list facet); the requests of a multi-query run concurrently on the pool.
import type { FacetSearchRequest, SearchRequest } from '@/src/search/protocol'
import { ATTRIBUTES, type AttributeName, isRangeFacet, requestedFacets } from '@/src/search/index-config'
import { highlightWords } from '@/src/search/text'
import { type EngineOutput, type FacetCounts, buildFacetSearchResponse, buildSearchResponse, pageWindow } from '../respond'
import type { EngineResult, SearchEngine } from '../types'
import { type Catalog, createCatalog } from './catalog'
import { type Compiled, compileRequest, groupingSql, hitsSql, statsSql, valueCountsSql } from './queries'
import { type InventoryDb, ensureInventorySchemaOnce } from './schema'

type Row = Record<string, unknown>

/** A stored code the dictionary does not know yet: another process added the value. */
class UnknownCode extends Error {}

function decode(catalog: Catalog, facet: AttributeName, value: unknown): string {
  if (ATTRIBUTES[facet].type !== 'string' && ATTRIBUTES[facet].type !== 'strings') return String(value)
  const text = catalog.dictionary.value(value as number)
  if (text === undefined) throw new UnknownCode(`facet code ${String(value)}`)
  return text
}

function readStats(row: Row, numeric: readonly AttributeName[]): EngineOutput['stats'] {
  return Object.fromEntries(
    numeric.map((f, k) => [
      f,
      { min: row[`min${k}`] as number, max: row[`max${k}`] as number, sum: row[`sum${k}`] as number, count: row[`cnt${k}`] as number },
    ]),
  )
}

/**
 * Facets counted per statement. A request's facet counts are split over a few statements that
 * run concurrently, so a page with a dozen facets uses both cores instead of one.
 */
const FACETS_PER_STATEMENT = 6

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out.length > 0 ? out : [[]]
}

async function facetCounts(db: InventoryDb, catalog: Catalog, req: SearchRequest, c: Compiled) {
  const facets = requestedFacets(req.facets)
  const counted = facets.filter((f) => !isRangeFacet(f))
  const lists = counted.filter((f) => ATTRIBUTES[f].type === 'strings')
  const numeric = facets.filter((f) => ATTRIBUTES[f].type === 'number')
  const groups = chunks(
    counted.filter((f) => ATTRIBUTES[f].type !== 'strings'),
    FACETS_PER_STATEMENT,
  )
  const statsApart = groups[0].length > 0 && numeric.length > 0
  const stats = statsApart ? statsSql(db, c, numeric) : null
  const query = (sql: { text: string; values: unknown[] }) => db.pool.query<Row>(sql.text, sql.values)
  const [statsRows, lists2, ...grouped] = await Promise.all([
    stats ? query(stats) : null,
    Promise.all(lists.map((f) => query(valueCountsSql(db, c, f)))),
    ...groups.map((scalar, j) => query(groupingSql(db, c, scalar, statsApart ? [] : numeric, j === 0))),
  ])
  const counts: FacetCounts = Object.fromEntries(counted.map((f) => [f, {}]))
  let nbHits = 0
  let numericStats: EngineOutput['stats'] = statsRows ? readStats(statsRows.rows[0], numeric) : {}
  grouped.forEach((result, j) => {
    const scalar = groups[j]
    for (const row of result.rows) {
      const i = scalar.findIndex((_, k) => row[`g${k}`] === 0)
      if (i === -1) {
        nbHits = row.n as number
        if (!statsRows) numericStats = readStats(row, numeric)
      } else if (row[`v${i}`] !== null && !(ATTRIBUTES[scalar[i]].type === 'string' && row[`v${i}`] === 0)) {
        counts[scalar[i]][decode(catalog, scalar[i], row[`v${i}`])] = row.n as number
      }
    }
  })
  lists.forEach((f, k) => {
    for (const row of lists2[k].rows) counts[f][decode(catalog, f, row.value)] = row.n as number
  })
  return { counts, nbHits, stats: numericStats }
}

async function search(db: InventoryDb, catalog: Catalog, req: SearchRequest): Promise<EngineResult> {
  const startedAt = performance.now()
  const c = compileRequest(req, catalog.words, catalog.dictionary)
  const { offset, limit } = pageWindow(req)
  const hits = limit > 0 ? hitsSql(db, req, c, offset, limit) : null
  const [hitRows, facets] = await Promise.all([
    hits ? db.pool.query<Row>(hits.text, hits.values) : Promise.resolve({ rows: [] as Row[] }),
    facetCounts(db, catalog, req, c),
  ])
  const output: EngineOutput = {
    hits: hitRows.rows.map((r) => r._record as Row),
    nbHits: facets.nbHits,
    facets: facets.counts,
    stats: facets.stats,
    highlightWords: highlightWords(c.terms),
    startedAt,
  }
  return buildSearchResponse(req, output)
}

async function facetSearch(db: InventoryDb, catalog: Catalog, req: FacetSearchRequest): Promise<EngineResult> {
  const startedAt = performance.now()
  const facet = req.facet as AttributeName
  const c = compileRequest(req, catalog.words, catalog.dictionary)
  const sql = valueCountsSql(db, c, facet)
  const { rows } = await db.pool.query<Row>(sql.text, sql.values)
  const counts = Object.fromEntries(rows.map((r) => [decode(catalog, facet, r.value), r.n as number]))
  return buildFacetSearchResponse(req, counts, startedAt)
}

export function createPostgresEngine(db: InventoryDb): SearchEngine {
  const catalogs = createCatalog(db)

  async function run(requests: Parameters<SearchEngine['search']>[0], catalog: Catalog) {
    return Promise.all(requests.map((req) => (req.type === 'facet' ? facetSearch(db, catalog, req) : search(db, catalog, req))))
  }

  return {
    async search(requests) {
      await ensureInventorySchemaOnce(db)
      try {
        return await run(requests, await catalogs.get())
      } catch (error) {
        if (!(error instanceof UnknownCode)) throw error
        return run(requests, await catalogs.reload())
      }
    },
  }
}
