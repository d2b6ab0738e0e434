/**
 * Guards in front of Payload's own REST and GraphQL handlers: the CMS API answers only on the
 * platform host (dealer hosts get media files and nothing else), a malformed document id is a 404
 * instead of a database error, and GraphQL bodies that are not JSON are a 400. Payload's errors
 * keep their `{ errors: [{ message }] }` shape.
 */
import { getPayload, type SanitizedConfig, type Where } from 'payload'
import { isPlatformHost, isStaffOnlyPath } from '@/src/domain/host/platform'
import { readBodyText } from '@/src/lib/api-errors'
import { graphqlContentTypeProblem, graphqlQueryProblem } from './graphql-request'
import { missingUploadFile } from './upload-file'
import { env, isDemoMode } from '@/src/lib/env'

type Handler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>

export const payloadError = (status: number, message: string) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'cache-control': 'no-store' } })

const platform = { serverUrl: env.NEXT_PUBLIC_SERVER_URL, demo: isDemoMode }

/** The CMS API is for staff on the platform host; a dealer host only serves media files. */
export function offPlatformHost(request: Request): boolean {
  return isStaffOnlyPath(new URL(request.url).pathname) && !isPlatformHost(request.headers.get('host'), platform)
}

const NUMERIC_ID = /^[1-9]\d{0,15}$/

/**
 * Which segment of `/api/<collection>/...` is a document id, going by the collection's own
 * endpoints: "/:id", "/:id/duplicate", "/versions/:id", "/access/:id?". Collections with string
 * keys (preferences) are left to Payload. Returns a message for an id that cannot exist.
 */
export function malformedId(config: Pick<SanitizedConfig, 'collections'>, segments: readonly string[]): string | null {
  const [slug, first, second] = segments
  const collection = config.collections.find((c) => c.slug === slug)
  if (!collection || first === undefined) return null
  const paths = (collection.endpoints || []).map((e) => e.path)
  if (paths.some((p) => /^\/:(?!id\b)/.test(p))) return null
  const literals = new Set(paths.map((p) => p.split('/')[1]).filter((s) => s && !s.startsWith(':')))
  const id = literals.has(first) ? (['versions', 'access'].includes(first) ? second : undefined) : first
  if (id === undefined || NUMERIC_ID.test(id)) return null
  return `No ${collection.slug} document has the id "${id.slice(0, 40)}".`
}

/**
 * Payload mounts the /versions routes on every collection and global; on one that keeps no versions
 * they ask for a table that does not exist (a 500). A message for such a path, else null.
 */
export function versionsNotKept(config: Pick<SanitizedConfig, 'collections' | 'globals'>, segments: readonly string[]): string | null {
  const [first, second, third] = segments
  const [owner, versions] =
    first === 'globals'
      ? [config.globals.find((g) => g.slug === second), third]
      : [config.collections.find((c) => c.slug === first), second]
  if (!owner || versions !== 'versions' || owner.versions) return null
  return `${owner.slug} keeps no versions.`
}

/**
 * Payload reads `where` either in bracket form (`where[title][equals]=x`) or as JSON; a plain
 * `where=abc` made it throw a 500.
 */
export function malformedWhere(search: string): string | null {
  const where = new URLSearchParams(search).getAll('where')
  for (const value of where) {
    try {
      const parsed: unknown = JSON.parse(value)
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) continue
    } catch {
      // reported below
    }
    return 'where must be written as where[field][operator]=value, or as a JSON object.'
  }
  return null
}

/**
 * Payload deletes a preference by key for the signed-in user and fails with a 500 when the
 * key does not exist; answer that case with a 404 before Payload is asked.
 */
async function missingPreference(config: Promise<SanitizedConfig>, request: Request, segments: readonly string[]): Promise<boolean> {
  const [slug, key] = segments
  if (request.method !== 'DELETE' || slug !== 'payload-preferences' || !key) return false
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return false
  const where: Where = {
    and: [{ key: { equals: key } }, { 'user.value': { equals: user.id } }, { 'user.relationTo': { equals: user.collection } }],
  }
  return (await payload.count({ collection: 'payload-preferences', where })).totalDocs === 0
}

export function guardRest(config: Promise<SanitizedConfig>, handler: Handler): Handler {
  return async (request, context) => {
    if (offPlatformHost(request)) return payloadError(404, 'Not found.')
    const { slug } = await context.params
    const problem = malformedId(await config, slug ?? [])
    if (problem) return payloadError(404, problem)
    const unversioned = versionsNotKept(await config, slug ?? [])
    if (unversioned) return payloadError(404, unversioned)
    const badWhere = malformedWhere(new URL(request.url).search)
    if (badWhere) return payloadError(400, badWhere)
    if (await missingPreference(config, request, slug ?? [])) return payloadError(404, 'You have no preference with that key.')
    if (await missingUploadFile(await config, request.method, slug ?? [])) return payloadError(404, 'There is no such file.')
    const response = await handler(request, context)
    // Payload answers a path it has no route for with 501 "Cannot GET ...": for the caller
    // that is a 404, not a server fault.
    return response.status === 501
      ? payloadError(404, `There is no API route ${request.method} ${new URL(request.url).pathname}.`)
      : response
  }
}

const MAX_GRAPHQL_BYTES = 100_000
const THROTTLED_MUTATIONS = /(login|forgotPassword|resetPassword)User/

/** GraphQL: platform host only, a JSON body of a sane size with a query Payload can measure, then Payload's handler. */
export function guardGraphQL(handler: (request: Request) => Promise<Response>) {
  return async (request: Request): Promise<Response> => {
    if (offPlatformHost(request)) return payloadError(404, 'Not found.')
    const notJson = graphqlContentTypeProblem(request.headers.get('content-type'))
    if (notJson) return payloadError(notJson.status, notJson.message)
    const body = await readBodyText(request, MAX_GRAPHQL_BYTES)
    if (!body.ok)
      return body.reason === 'too-large'
        ? payloadError(413, 'The GraphQL request is too large.')
        : payloadError(400, 'The GraphQL request body could not be read.')
    let parsed: unknown
    try {
      parsed = JSON.parse(body.text)
    } catch {
      return payloadError(400, 'The GraphQL request body must be JSON: {"query": "..."}.')
    }
    const unrunnable = graphqlQueryProblem(parsed)
    if (unrunnable) return payloadError(unrunnable.status, unrunnable.message)
    const response = await handler(new Request(request.url, { method: request.method, headers: request.headers, body: body.text }))
    // Only the auth mutations can be throttled; other answers are passed on unread.
    return THROTTLED_MUTATIONS.test(body.text) ? throttledGraphQL(response) : response
  }
}

/**
 * GraphQL answers errors with 200; a login refused by the throttle becomes a real 429 with
 * Retry-After, as over REST.
 */
async function throttledGraphQL(response: Response): Promise<Response> {
  if (response.status !== 200) return response
  const body = await response
    .clone()
    .json()
    .catch(() => null)
  const error = (body?.errors as { extensions?: { statusCode?: number; data?: { retryAfterSeconds?: number } } }[] | undefined)?.find(
    (e) => e.extensions?.statusCode === 429,
  )
  if (!error) return response
  const headers = new Headers(response.headers)
  headers.set('retry-after', String(error.extensions?.data?.retryAfterSeconds ?? 60))
  return new Response(JSON.stringify(body), { status: 429, headers })
}
