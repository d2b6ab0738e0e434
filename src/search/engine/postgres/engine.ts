// The local search engine (DESIGN: default backend): answers Algolia-shaped requests from the
// inventory schema. Each request costs at most one hits query and one GROUPING SETS query
// (plus one per list facet); the requests of a multi-query run concurrently on the pool.
// InstantSearch's disjunctive-facet requests (the main request minus one refinement, counting
// only that facet) are counted inside the main request's first GROUPING SETS statement: one scan
// of the rows instead of one per refined facet (see `planGuests`).
import type { FacetSearchRequest, SearchRequest } from '@/src/search/protocol'
import { ATTRIBUTES, type AttributeName, isRangeFacet, requestedFacets } from '@/src/search/index-config'
import { highlightWords } from '@/src/search/text'
import { type EngineOutput, type FacetCounts, buildFacetSearchResponse, buildSearchResponse, pageWindow } from '../respond'
import type { EngineResult, SearchEngine } from '../types'
import { type Catalog, createCatalog } from './catalog'
import { type Compiled, compileRequest, compileShared, groupingSql, hitsSql, sharedGroupingSql, statsSql, valueCountsSql } from './queries'
import { type Guest, conditionsOf, planGuests } from './shared-counting'
import { type InventoryDb, ensureInventorySchemaOnce, table } from './schema'
import { type ColumnSnapshot, countFacet, matchRows, searchSnapshot } from './columnar'
import type { SnapshotSource } from './snapshot'

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

/** What a counting pass found for one request: nbHits and facet value counts. */
interface Counted {
  nbHits: number
  counts: FacetCounts
}

/**
 * Reads GROUPING SETS rows into each participant's counts: `participants[p]` counts the facets
 * listed, from column `n{column(p)}`; the row of the empty set gives nbHits.
 */
function readGroups(
  catalog: Catalog,
  rows: readonly Row[],
  scalar: readonly AttributeName[],
  participants: readonly { counted: Counted; facets: readonly AttributeName[]; column: string }[],
) {
  for (const row of rows) {
    const i = scalar.findIndex((_, k) => row[`g${k}`] === 0)
    for (const { counted, facets, column } of participants) {
      const n = row[column] as number
      if (i === -1) counted.nbHits = n
      else if (
        n > 0 &&
        facets.includes(scalar[i]) &&
        row[`v${i}`] !== null &&
        !(ATTRIBUTES[scalar[i]].type === 'string' && row[`v${i}`] === 0)
      )
        counted.counts[scalar[i]][decode(catalog, scalar[i], row[`v${i}`])] = n
    }
  }
}

async function facetCounts(db: InventoryDb, catalog: Catalog, req: SearchRequest, c: Compiled, guests: readonly Guest[] = []) {
  const facets = requestedFacets(req.facets)
  const counted = facets.filter((f) => !isRangeFacet(f))
  const lists = counted.filter((f) => ATTRIBUTES[f].type === 'strings')
  const numeric = facets.filter((f) => ATTRIBUTES[f].type === 'number')
  const groups = chunks(
    counted.filter((f) => ATTRIBUTES[f].type !== 'strings'),
    FACETS_PER_STATEMENT,
  )
  // With guests the first statement groups over their facets too, so stats (computed once per
  // grouping set) always get their own statement then.
  const statsApart = (groups[0].length > 0 || guests.length > 0) && numeric.length > 0
  const stats = statsApart ? statsSql(db, c, numeric) : null
  const query = (sql: { text: string; values: unknown[] }) => db.pool.query<Row>(sql.text, sql.values)
  const shared = guests.length > 0 ? sharedStatement(db, catalog, req, c, groups[0], guests) : null
  const [statsRows, lists2, ...grouped] = await Promise.all([
    stats ? query(stats) : null,
    Promise.all(lists.map((f) => query(valueCountsSql(db, c, f)))),
    ...groups.map((scalar, j) =>
      shared && j === 0 ? query(shared.sql) : query(groupingSql(db, c, scalar, statsApart ? [] : numeric, j === 0)),
    ),
  ])
  const own: Counted = { nbHits: 0, counts: Object.fromEntries(counted.map((f) => [f, {}])) }
  const guestCounts: Counted[] = guests.map((g) => ({ nbHits: 0, counts: Object.fromEntries(g.facets.map((f) => [f, {}])) }))
  let numericStats: EngineOutput['stats'] = statsRows ? readStats(statsRows.rows[0], numeric) : {}
  grouped.forEach((result, j) => {
    if (shared && j === 0) {
      readGroups(catalog, result.rows, shared.scalar, [
        { counted: own, facets: groups[0], column: 'n0' },
        ...guests.map((g, k) => ({ counted: guestCounts[k], facets: g.facets, column: `n${k + 1}` })),
      ])
      return
    }
    readGroups(catalog, result.rows, groups[j], [{ counted: own, facets: groups[j], column: 'n' }])
    const total = result.rows.find((row) => groups[j].every((_, k) => row[`g${k}`] !== 0))
    if (total && !statsRows) numericStats = readStats(total, numeric)
  })
  lists.forEach((f, k) => {
    for (const row of lists2[k].rows) own.counts[f][decode(catalog, f, row.value)] = row.n as number
  })
  return { counts: own.counts, nbHits: own.nbHits, stats: numericStats, guests: guestCounts }
}

/** The host's first GROUPING SETS statement, widened to the rows its guests count. */
function sharedStatement(
  db: InventoryDb,
  catalog: Catalog,
  req: SearchRequest,
  c: Compiled,
  scalar: readonly AttributeName[],
  guests: readonly Guest[],
) {
  const participants = [conditionsOf(req.filter), ...guests.map((g) => g.conditions)]
  const shared = (key: string) => participants.every((p) => p.keys.has(key))
  const common = participants[0].entries.filter((e) => shared(e.key)).map((e) => e.node)
  const rests = participants.map((p) => p.entries.filter((e) => !shared(e.key)).map((e) => e.node))
  const compiled = compileShared(common, rests, c.terms, catalog.dictionary)
  const all = [...new Set([...scalar, ...guests.flatMap((g) => g.facets)])]
  return { sql: sharedGroupingSql(db, compiled.where, compiled.rests, all, compiled.params.values), scalar: all }
}

async function search(db: InventoryDb, catalog: Catalog, req: SearchRequest, guests: readonly Guest[] = []): Promise<EngineResult[]> {
  const startedAt = performance.now()
  const c = compileRequest(req, catalog.words, catalog.dictionary)
  const { offset, limit } = pageWindow(req)
  const hits = limit > 0 ? hitsSql(db, req, c, offset, limit) : null
  const [hitRows, facets] = await Promise.all([
    hits ? db.pool.query<Row>(hits.text, hits.values) : Promise.resolve({ rows: [] as Row[] }),
    facetCounts(db, catalog, req, c, guests),
  ])
  const words = highlightWords(c.terms)
  const output: EngineOutput = {
    hits: hitRows.rows.map((r) => r._record as Row),
    nbHits: facets.nbHits,
    facets: facets.counts,
    stats: facets.stats,
    highlightWords: words,
    startedAt,
  }
  return [
    buildSearchResponse(req, output),
    ...guests.map((g, k) =>
      buildSearchResponse(g.req, {
        hits: [],
        nbHits: facets.guests[k].nbHits,
        facets: facets.guests[k].counts,
        stats: {},
        highlightWords: words,
        startedAt,
      }),
    ),
  ]
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

/** A page's hit is gone from the table: the snapshot is older than the change feed has told. */
class StaleSnapshot extends Error {}

/** The requests answered from a column snapshot; only the pages' documents are read from PostgreSQL. */
async function fromSnapshot(db: InventoryDb, snap: ColumnSnapshot, requests: Parameters<SearchEngine['search']>[0]) {
  const startedAt = performance.now()
  // Each request's page of ids, and its answer once the documents of all pages are read.
  const answers = requests.map((req) => {
    if (req.type === 'facet') {
      const counts = countFacet(snap, matchRows(snap, req).rows, req.facet as AttributeName)
      return { pageIds: [], respond: () => buildFacetSearchResponse(req, counts, startedAt) }
    }
    const { pageIds, terms, ...out } = searchSnapshot(snap, req, pageWindow(req))
    return {
      pageIds,
      respond: (records: ReadonlyMap<string, Row>) =>
        buildSearchResponse(req, {
          ...out,
          hits: pageIds.map((id) => records.get(id) as Row),
          highlightWords: highlightWords(terms),
          startedAt,
        }),
    }
  })
  const ids = [...new Set(answers.flatMap((a) => a.pageIds))]
  const records = new Map<string, Row>()
  if (ids.length > 0) {
    const { rows } = await db.pool.query<{ id: string; record: Row }>(
      `SELECT _object_id AS id, _record AS record FROM ${table(db, 'vehicles')} WHERE _object_id = ANY($1::text[])`,
      [ids],
    )
    for (const row of rows) records.set(row.id, row.record)
    if (records.size !== ids.length) throw new StaleSnapshot()
  }
  return answers.map((a) => a.respond(records))
}

export interface PostgresEngineOptions {
  /** Where a current column snapshot comes from, when searches may use one (the app's engine). */
  readonly snapshot?: SnapshotSource
}

export function createPostgresEngine(db: InventoryDb, options: PostgresEngineOptions = {}): SearchEngine {
  const catalogs = createCatalog(db)

  async function run(requests: Parameters<SearchEngine['search']>[0], catalog: Catalog) {
    const plan = planGuests(requests)
    const results: EngineResult[] = new Array(requests.length)
    await Promise.all(
      requests.map(async (req, i) => {
        if (req.type === 'facet') results[i] = await facetSearch(db, catalog, req)
        else if (!plan.guestOf.has(i)) {
          const guests = plan.guestsOf.get(i) ?? []
          const answers = await search(db, catalog, req, guests)
          results[i] = answers[0]
          guests.forEach((g, k) => (results[g.index] = answers[k + 1]))
        }
      }),
    )
    return results
  }

  return {
    async search(requests) {
      await ensureInventorySchemaOnce(db)
      const snap = options.snapshot?.current()
      if (snap)
        try {
          return await fromSnapshot(db, snap, requests)
        } catch (error) {
          if (!(error instanceof StaleSnapshot)) throw error
          options.snapshot?.invalidate()
        }
      try {
        return await run(requests, await catalogs.get())
      } catch (error) {
        if (!(error instanceof UnknownCode)) throw error
        return run(requests, await catalogs.reload())
      }
    },
  }
}
