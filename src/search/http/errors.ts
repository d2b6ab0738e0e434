// The one place search route errors become HTTP answers, in the `{ message, status }` body the
// Algolia clients read. Anything unexpected is logged and answered 503, never a bare 500.
import type { ProtocolError } from '@/src/search/protocol'

export type HttpError = { readonly status: 400 | 401 | 404 | 413 | 415 | 503; readonly message: string }

export const httpError = (status: HttpError['status'], message: string): HttpError => ({ status, message })

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  })
}

function isHttpError(value: unknown): value is HttpError | ProtocolError {
  return typeof value === 'object' && value !== null && 'status' in value && 'message' in value && typeof (value as HttpError).status === 'number'
}

export function errorResponse(error: unknown): Response {
  if (isHttpError(error)) return jsonResponse({ message: error.message, status: error.status }, error.status)
  console.error('Search request failed:', error)
  return jsonResponse({ message: 'Search is temporarily unavailable, please try again', status: 503 }, 503)
}
