// Errors are values at the protocol boundary: the route maps `status` to the HTTP status and
// sends `{ message, status }`, the body shape Algolia's clients read for failures.

/** 'over_limit': the request asks for more work than one request may (request-limits.ts). */
export type ProtocolErrorKind = 'invalid_body' | 'invalid_params' | 'invalid_filter' | 'unknown_index' | 'over_limit'

export interface ProtocolError {
  readonly kind: ProtocolErrorKind
  readonly status: 400 | 404
  readonly message: string
}

export type ProtocolResult<T> = { ok: true; value: T } | { ok: false; error: ProtocolError }

export function protocolError(kind: ProtocolErrorKind, message: string): { ok: false; error: ProtocolError } {
  return { ok: false, error: { kind, status: kind === 'unknown_index' ? 404 : 400, message } }
}
