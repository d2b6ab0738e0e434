import { describeJsonShapeProblem, findJsonShapeProblem } from '@/src/domain/http/json-shape'
import { logger } from './logger'

/**
 * The one mapping from our error kinds to HTTP answers for every route handler (DESIGN
 * convention 6): invalid input is a 4xx with a readable message, never a 500.
 */
export const API_ERRORS = {
  'bad-request': 400,
  unauthorized: 401,
  forbidden: 403,
  'not-found': 404,
  'method-not-allowed': 405,
  conflict: 409,
  'too-large': 413,
  'unsupported-media': 415,
  'too-many': 429,
  upstream: 502,
  unavailable: 503,
} as const

export type ApiErrorKind = keyof typeof API_ERRORS

/**
 * The body an error is sent in. Our own routes answer `{ error }`; the Algolia-protocol search
 * routes answer `{ message, status }`, because that is what Algolia's clients read.
 */
export type ErrorShape = 'site' | 'algolia'

/** An expected failure, returned or thrown by a handler and answered by `responseForError`. */
export interface ApiError {
  readonly kind: ApiErrorKind
  readonly message: string
  /** Extra fields for the body (e.g. the rows a feed got wrong). */
  readonly details?: Readonly<Record<string, unknown>>
}

export const apiError = (kind: ApiErrorKind, message: string, details?: Record<string, unknown>): ApiError =>
  details ? { kind, message, details } : { kind, message }

export function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ApiError).message === 'string' &&
    Object.hasOwn(API_ERRORS, (value as ApiError).kind)
  )
}

/** A JSON answer that no cache keeps (staff endpoints' results and errors). */
export const noStoreJson = (status: number, body: Record<string, unknown>): Response =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store' } })

export function errorResponse(
  kind: ApiErrorKind,
  message: string,
  options: { shape?: ErrorShape; details?: Readonly<Record<string, unknown>> } = {},
): Response {
  const status = API_ERRORS[kind]
  const body = options.shape === 'algolia' ? { message, status, ...options.details } : { error: message, ...options.details }
  return Response.json(body, { status, headers: { 'cache-control': 'no-store' } })
}

/**
 * A handler for the methods a route does not take: 405 with a readable message and Allow (Next's
 * own 405 has an empty body). Export it under each method name the route leaves out.
 */
export function methodNotAllowed(allow: readonly string[], message: string): () => Response {
  return () => {
    const response = errorResponse('method-not-allowed', message)
    response.headers.set('allow', allow.join(', '))
    return response
  }
}

/**
 * The answer for anything a handler threw: an ApiError is answered as it says; anything else is
 * our own failure, logged and answered 503 with the route's own message (never a 500).
 */
export function responseForError(error: unknown, unexpected: { log: string; message: string }, shape: ErrorShape = 'site'): Response {
  if (isApiError(error)) return errorResponse(error.kind, error.message, { shape, details: error.details })
  logger.error({ err: error }, unexpected.log)
  return errorResponse('unavailable', unexpected.message, { shape })
}

export type JsonBody = { ok: true; value: unknown } | { ok: false; response: Response }

export type BodyText = { ok: true; text: string } | { ok: false; reason: 'too-large' | 'unreadable' }
export type BodyBytes = { ok: true; bytes: Uint8Array } | { ok: false; reason: 'too-large' | 'unreadable' }

/**
 * Reads a body's bytes, stopping as soon as more than `maxBytes` arrive: a Content-Length over
 * the cap is refused before reading, and a missing or lying one cannot make us buffer more than
 * the cap, because the stream is counted and cancelled.
 */
export async function readBodyBytes(request: Request, maxBytes: number): Promise<BodyBytes> {
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > maxBytes) return { ok: false, reason: 'too-large' }
  if (request.body === null) return { ok: true, bytes: new Uint8Array(0) }
  let reader: ReadableStreamDefaultReader<Uint8Array>
  try {
    reader = request.body.getReader()
  } catch {
    return { ok: false, reason: 'unreadable' } // already read, or locked
  }
  const chunks: Uint8Array[] = []
  let size = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return { ok: true, bytes: Buffer.concat(chunks, size) }
      size += value.byteLength
      if (size > maxBytes) {
        await reader.cancel().catch(() => {})
        return { ok: false, reason: 'too-large' }
      }
      chunks.push(value)
    }
  } catch {
    return { ok: false, reason: 'unreadable' } // the client went away, or sent something that is not bytes
  }
}

/** A body as UTF-8 text, within `maxBytes` (readBodyBytes). */
export async function readBodyText(request: Request, maxBytes: number): Promise<BodyText> {
  const body = await readBodyBytes(request, maxBytes)
  return body.ok ? { ok: true, text: new TextDecoder().decode(body.bytes) } : body
}

/** JSON nesting a site API body may have; ours nest two or three deep. */
export const MAX_JSON_BODY_DEPTH = 32

/**
 * Reads a small JSON body; a body that is too big, not JSON, nested absurdly deep or holding
 * text that is not valid Unicode is the caller's mistake (4xx), checked before anything walks it.
 */
export async function readJsonBody(request: Request, maxBytes = 10_000): Promise<JsonBody> {
  const body = await readBodyText(request, maxBytes)
  if (!body.ok) {
    return body.reason === 'too-large'
      ? { ok: false, response: errorResponse('too-large', 'The request body is too large.') }
      : { ok: false, response: errorResponse('bad-request', 'The request body could not be read.') }
  }
  let value: unknown
  try {
    value = JSON.parse(body.text)
  } catch {
    return { ok: false, response: errorResponse('bad-request', 'The request body must be JSON.') }
  }
  const problem = findJsonShapeProblem(value, MAX_JSON_BODY_DEPTH)
  if (problem) return { ok: false, response: errorResponse('bad-request', `${describeJsonShapeProblem(problem, 'The request body')}.`) }
  return { ok: true, value }
}

/** "purchasePrice: must be above 0; year: required": zod issues as one sentence for the caller. */
export function describeIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string {
  return issues.map((issue) => `${issue.path.map(String).join('.') || 'body'}: ${issue.message}`).join('; ')
}
