// Search route answers: Algolia's `{ message, status }` error body, through the one mapper in
// src/lib/api-errors.ts. Protocol errors (values from src/search/protocol) become ApiErrors here.
import { type ApiError, apiError, responseForError } from '@/src/lib/api-errors'
import type { ProtocolError } from '@/src/search/protocol'

export { apiError as httpError }

/** An already serialised JSON body. */
export function jsonTextResponse(json: string, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(json, {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  })
}

function isProtocolError(value: unknown): value is ProtocolError {
  return typeof value === 'object' && value !== null && typeof (value as ProtocolError).status === 'number' && 'kind' in value
}

const asApiError = (error: ProtocolError): ApiError => apiError(error.status === 404 ? 'not-found' : 'bad-request', error.message)

const SEARCH_UNAVAILABLE = { log: 'Search request failed:', message: 'Search is temporarily unavailable, please try again' }

export function errorResponse(error: unknown): Response {
  return responseForError(isProtocolError(error) ? asApiError(error) : error, SEARCH_UNAVAILABLE, 'algolia')
}
