import pg from 'pg'

/**
 * The fuzz suite's runner: sends generated requests to a route handler a few at a time and
 * tallies what came back. A 5xx, a throw, or a 4xx without a readable message (JSON, or a page
 * with a heading) is a failure, recorded with the case's label so a red run says which input did it.
 */
export interface FuzzCase<P = undefined> {
  /** What the case is, for the failure list ("search: 40 queries × hitsPerPage 1000"). */
  readonly label: string
  /** Built when sent: a streamed body can be read only once. */
  readonly request: () => Request
  /** The route parameters Next would pass beside the request (path, slug). */
  readonly params: P
}

export interface FuzzTally {
  readonly endpoint: string
  total: number
  ok2xx: number
  other3xx: number
  client4xx: number
  rateLimited429: number
  server5xx: number
  /** Status per count, for the summary line. */
  readonly statuses: Map<number, number>
  readonly failures: string[]
}

const MAX_LISTED_FAILURES = 20

/** The message of a 4xx body: Algolia-shaped `{ message }`, the site's `{ error }`, or Payload's `{ errors: [{ message }] }`. */
export function readableMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null
  const { message, error, errors } = body as Record<string, unknown>
  const first = Array.isArray(errors) ? (errors[0] as { message?: unknown } | undefined)?.message : undefined
  const text = typeof message === 'string' ? message : typeof error === 'string' ? error : typeof first === 'string' ? first : null
  return text && text.trim().length > 0 ? text : null
}

async function judge(tally: FuzzTally, fuzzCase: { label: string }, response: Response): Promise<void> {
  const { status } = response
  tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1)
  const fail = (why: string) => {
    if (tally.failures.length < MAX_LISTED_FAILURES) tally.failures.push(`${fuzzCase.label}: ${why}`)
  }
  if (status >= 500) {
    tally.server5xx++
    return fail(`${status} ${(await response.text()).slice(0, 200)}`)
  }
  if (status >= 400) {
    tally.client4xx++
    if (status === 429) tally.rateLimited429++
    const text = await response.text()
    // A page a browser navigates to (the demo payment page) says its error as a heading.
    if ((response.headers.get('content-type') ?? '').startsWith('text/html')) {
      if (!/<h1>[^<]*\S[^<]*<\/h1>/.test(text)) fail(`${status} page without a heading: ${text.slice(0, 120)}`)
      return
    }
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      return fail(`${status} without a JSON body: ${text.slice(0, 120)}`)
    }
    if (!readableMessage(body)) fail(`${status} without a readable message: ${text.slice(0, 120)}`)
    return
  }
  if (status >= 300) tally.other3xx++
  else tally.ok2xx++
  await response.arrayBuffer()
}

/** Sends every case through `send`, `concurrency` at a time, in a fixed order. */
export async function runFuzz<P>(
  endpoint: string,
  cases: readonly FuzzCase<P>[],
  send: (request: Request, params: P) => Promise<Response>,
  concurrency = 4,
): Promise<FuzzTally> {
  const tally: FuzzTally = {
    endpoint,
    total: 0,
    ok2xx: 0,
    other3xx: 0,
    client4xx: 0,
    rateLimited429: 0,
    server5xx: 0,
    statuses: new Map(),
    failures: [],
  }
  let next = 0
  const worker = async () => {
    while (next < cases.length) {
      const fuzzCase = cases[next++]
      tally.total++
      try {
        await judge(tally, fuzzCase, await send(fuzzCase.request(), fuzzCase.params))
      } catch (error) {
        tally.server5xx++
        if (tally.failures.length < MAX_LISTED_FAILURES) tally.failures.push(`${fuzzCase.label}: threw ${String(error).slice(0, 200)}`)
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return tally
}

export function summary(tally: FuzzTally): string {
  const statuses = [...tally.statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${s}×${n}`)
    .join(' ')
  return (
    `fuzz ${tally.endpoint}: ${tally.total} requests, ${tally.server5xx} 5xx, ${tally.client4xx} 4xx` +
    ` (${tally.rateLimited429} of them 429), ${tally.ok2xx} 2xx [${statuses}]`
  )
}

export type RowCounts = Map<string, number>

/** Exact row counts of every table in the given schemas (Payload's `public`, `inventory`), in one round trip. */
export async function rowCounts(pool: pg.Pool, schemas: readonly string[] = ['public', 'inventory']): Promise<RowCounts> {
  const { rows: tables } = await pool.query<{ schema: string; name: string }>(
    `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
     WHERE table_type = 'BASE TABLE' AND table_schema = ANY($1) ORDER BY 1, 2`,
    [schemas],
  )
  const ident = (name: string) => `"${name.replace(/"/g, '""')}"`
  const union = tables.map((t, i) => `SELECT ${i} AS i, count(*)::int AS n FROM ${ident(t.schema)}.${ident(t.name)}`).join(' UNION ALL ')
  const { rows } = tables.length ? await pool.query<{ i: number; n: number }>(union) : { rows: [] }
  return new Map(rows.map((r) => [`${tables[r.i].schema}.${tables[r.i].name}`, r.n]))
}

/** "inventory.vehicles: 1440 -> 1441" for every table whose count changed, except those ignored. */
export function changedTables(before: RowCounts, after: RowCounts, ignore: (table: string) => boolean = () => false): string[] {
  const names = new Set([...before.keys(), ...after.keys()])
  return [...names]
    .filter((t) => !ignore(t) && before.get(t) !== after.get(t))
    .map((t) => `${t}: ${before.get(t) ?? 'absent'} -> ${after.get(t) ?? 'absent'}`)
}

/**
 * Tables someone else's per-IP rate limiter may keep counters in: writing them on every
 * request is the limiter's job, not a write of the fuzzed input.
 */
export const isRateLimitTable = (table: string) => /rate.?limit/i.test(table)

export function testPool(): pg.Pool {
  return new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
}
