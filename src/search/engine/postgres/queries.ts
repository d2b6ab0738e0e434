// SQL for one request: a WHERE clause (filter + text), the hits query in ranking order, and ONE
// GROUPING SETS query giving nbHits, every requested scalar facet's counts and the numeric
// facets' min/max/sum (DESIGN search notes: one hits query plus one grouping-sets query).
import type { FacetSearchRequest, FilterNode, SearchRequest } from '@/src/search/protocol'
import { INDEX_CONFIG, type AttributeName, type SortKey, sortKeyFor } from '@/src/search/index-config'
import { type QueryTerm, queryTerms } from '@/src/search/text'
import { type Column, columnFor } from './columns'
import { SqlParams, compileFilter } from './compile-filter'
import type { Dictionary } from './dictionary'
import { type InventoryDb, table } from './schema'

export interface Compiled {
  readonly where: string
  readonly params: SqlParams
  readonly terms: QueryTerm[]
}

const lexeme = (word: string) => `'${word.replace(/'/g, "''")}'`
const termQuery = (t: QueryTerm) => `(${[`${lexeme(t.word)}:*`, ...t.typos.map(lexeme)].join(' | ')})`

const textCondition = (terms: readonly QueryTerm[], params: SqlParams) =>
  `_search @@ ${params.add(terms.map(termQuery).join(' & '))}::tsquery`

export function compileRequest(req: SearchRequest | FacetSearchRequest, vocabulary: readonly string[], dictionary: Dictionary): Compiled {
  const params = new SqlParams()
  const conditions = [compileFilter(req.filter, params, dictionary)]
  const terms = queryTerms(req.query, vocabulary)
  if (terms.length > 0) conditions.push(textCondition(terms, params))
  return { where: conditions.join(' AND '), params, terms }
}

/** The filter's conditions that all must hold: nested ANDs flattened, TRUE (an empty AND) dropped. */
export function conjuncts(node: FilterNode | null): FilterNode[] {
  if (node === null) return []
  return node.kind === 'and' ? node.children.flatMap(conjuncts) : [node]
}

/**
 * The counting of several requests with one query text in one statement (a disjunctive facet's
 * request is the main request minus that facet's refinement): `common` are the conditions every
 * participant shares, `rests[i]` the further conditions of participant i (null: none).
 */
export function compileShared(
  common: readonly FilterNode[],
  rests: readonly (readonly FilterNode[])[],
  terms: readonly QueryTerm[],
  dictionary: Dictionary,
): { where: string; rests: (string | null)[]; params: SqlParams } {
  const params = new SqlParams()
  const conditions = common.map((node) => compileFilter(node, params, dictionary))
  if (terms.length > 0) conditions.push(textCondition(terms, params))
  const compiledRests = rests.map((rest) =>
    rest.length === 0 ? null : rest.map((node) => compileFilter(node, params, dictionary)).join(' AND '),
  )
  return { where: conditions.length > 0 ? conditions.join(' AND ') : 'TRUE', rests: compiledRests, params }
}

/** Number of query words matched only through a typo; null when no word has typo candidates. */
function typoCount(terms: readonly QueryTerm[], params: SqlParams): string | null {
  const typoTerms = terms.filter((t) => t.typos.length > 0)
  if (typoTerms.length === 0) return null
  return typoTerms.map((t) => `(CASE WHEN _search @@ ${params.add(`${lexeme(t.word)}:*`)}::tsquery THEN 0 ELSE 1 END)`).join(' + ')
}

const col = (attribute: string): Column => {
  const column = columnFor(attribute)
  if (!column) throw new Error(`Unknown attribute ${attribute}`)
  return column
}

// `+ 0` keeps PostgreSQL from walking a sort index: with a rare refinement (a make the site
// barely stocks) such a walk reads most of the table before it finds a page of hits, while
// filtering first and sorting the matches costs a few milliseconds at any selectivity.
const sortKey = (key: SortKey) => `(${col(key.attribute).sql} + 0) ${key.order === 'asc' ? 'ASC' : 'DESC'} NULLS LAST`

function orderBy(indexName: string, typos: string | null): string {
  const parts: string[] = []
  const key = sortKeyFor(indexName)
  if (key) parts.push(sortKey(key))
  if (typos) parts.push(`(${typos}) ASC`)
  for (const rank of INDEX_CONFIG.customRanking) parts.push(sortKey(rank))
  parts.push('_object_id COLLATE "C" ASC')
  return parts.join(', ')
}

export function hitsSql(
  db: InventoryDb,
  req: SearchRequest,
  c: Compiled,
  offset: number,
  limit: number,
): { text: string; values: unknown[] } {
  const params = new SqlParams()
  params.values.push(...c.params.values)
  const typos = typoCount(c.terms, params)
  // Sort ids only and fetch the documents of the page afterwards: reading the (out-of-line)
  // document of every matching row just to sort would cost more than the search itself.
  const text = `SELECT v._record FROM unnest(ARRAY(
      SELECT _object_id FROM ${table(db, 'vehicles')} WHERE ${c.where}
      ORDER BY ${orderBy(req.indexName, typos)} LIMIT ${params.add(limit)} OFFSET ${params.add(offset)}
    )) WITH ORDINALITY AS page(id, pos)
    JOIN ${table(db, 'vehicles')} v ON v._object_id = page.id ORDER BY page.pos`
  return { text, values: params.values }
}

const statsColumns = (numeric: readonly AttributeName[]) =>
  numeric.flatMap((f, i) => {
    const c = col(f).sql
    return [`min(${c}) AS min${i}`, `max(${c}) AS max${i}`, `sum(${c}) AS sum${i}`, `count(${c})::int AS cnt${i}`]
  })

/**
 * nbHits and every scalar facet's counts in one pass. Numeric stats are only added when there
 * is no facet to count: aggregates run once per grouping set, so stats next to a dozen facets
 * would cost a dozen times over (the engine then asks `statsSql` separately).
 */
export function groupingSql(
  db: InventoryDb,
  c: Compiled,
  scalar: readonly AttributeName[],
  numeric: readonly AttributeName[],
  total = true,
) {
  const select = ['count(*)::int AS n', ...statsColumns(numeric)]
  scalar.forEach((f, i) => select.push(`GROUPING(${col(f).sql}) AS g${i}`, `${col(f).sql} AS v${i}`))
  const sets = [...(total ? ['()'] : []), ...scalar.map((f) => `(${col(f).sql})`)].join(', ')
  return {
    text: `SELECT ${select.join(', ')} FROM ${table(db, 'vehicles')} WHERE ${c.where} GROUP BY GROUPING SETS (${sets})`,
    values: c.params.values,
  }
}

/**
 * nbHits and scalar facet counts of several requests in one pass over the rows they share:
 * participant i's count is `count(*) FILTER (WHERE rests[i])`, column `n{i}`. A group where a
 * participant's count is 0 holds none of its rows.
 */
export function sharedGroupingSql(
  db: InventoryDb,
  where: string,
  rests: readonly (string | null)[],
  scalar: readonly AttributeName[],
  values: unknown[],
) {
  const select = rests.map((rest, i) => `count(*)${rest === null ? '' : ` FILTER (WHERE ${rest})`}::int AS n${i}`)
  scalar.forEach((f, i) => select.push(`GROUPING(${col(f).sql}) AS g${i}`, `${col(f).sql} AS v${i}`))
  const sets = ['()', ...scalar.map((f) => `(${col(f).sql})`)].join(', ')
  return { text: `SELECT ${select.join(', ')} FROM ${table(db, 'vehicles')} WHERE ${where} GROUP BY GROUPING SETS (${sets})`, values }
}

/** min/max/sum/count of the numeric facets (facets_stats). */
export function statsSql(db: InventoryDb, c: Compiled, numeric: readonly AttributeName[]) {
  return { text: `SELECT ${statsColumns(numeric).join(', ')} FROM ${table(db, 'vehicles')} WHERE ${c.where}`, values: c.params.values }
}

/** Counts of one facet's values (codes for strings; list attributes unnested). */
export function valueCountsSql(db: InventoryDb, c: Compiled, facet: AttributeName) {
  const column = col(facet)
  const present = column.def.type === 'string' ? `${column.sql} <> 0` : `${column.sql} IS NOT NULL`
  const text =
    column.def.type === 'strings'
      ? `SELECT value, count(*)::int AS n FROM ${table(db, 'vehicles')} CROSS JOIN LATERAL unnest(${column.sql}) AS v(value)
        WHERE ${c.where} GROUP BY value`
      : `SELECT ${column.sql} AS value, count(*)::int AS n FROM ${table(db, 'vehicles')}
        WHERE ${c.where} AND ${present} GROUP BY ${column.sql}`
  return { text, values: c.params.values }
}
