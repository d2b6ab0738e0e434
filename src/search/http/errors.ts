// Search and feed route errors as HTTP answers, in the `{ message, status }` body the Algolia
// clients read (site routes answer `{ error }`, see src/lib/api-errors.ts). Statuses come from
// the one kind -> status table there. Anything unexpected is logged and answered 503, never 500.
import { API_ERRORS, type ApiErrorKind } from '@/src/lib/api-errors'
import type { ProtocolError } from '@/src/search/protocol'

export type HttpError = { readonly status: number; readonly message: string }

export const httpError = (kind: ApiErrorKind, message: string): HttpError => ({ status: API_ERRORS[kind], message })

/** An already serialised JSON body. */
export function jsonTextResponse(json: string, status = 200): Response {
  return new Response(json, {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  })
}

export function jsonResponse(body: unknown, status = 200): Response {
  return jsonTextResponse(JSON.stringify(body), status)
}

function isHttpError(value: unknown): value is HttpError | ProtocolError {
  return (
    typeof value === 'object' &&
    value !== null &&
    'status' in value &&
    'message' in value &&
    typeof (value as HttpError).status === 'number'
  )
}

export function errorResponse(
  error: unknown,
  unavailable = { log: 'Search request failed:', message: 'Search is temporarily unavailable, please try again' },
): Response {
  if (isHttpError(error)) return jsonResponse({ message: error.message, status: error.status }, error.status)
  console.error(unavailable.log, error)
  const status = API_ERRORS.unavailable
  return jsonResponse({ message: unavailable.message, status }, status)
}
