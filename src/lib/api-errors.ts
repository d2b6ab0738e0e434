/**
 * One mapping from our error kinds to HTTP statuses for the site's own route handlers
 * (DESIGN convention 6): invalid input is a 4xx with a readable message, never a 500.
 */
export const API_ERRORS = {
  'bad-request': 400,
  unauthorized: 401,
  forbidden: 403,
  'not-found': 404,
  'too-large': 413,
  'unsupported-media': 415,
  upstream: 502,
  unavailable: 503,
} as const

export type ApiErrorKind = keyof typeof API_ERRORS

export function errorResponse(kind: ApiErrorKind, message: string): Response {
  return Response.json({ error: message }, { status: API_ERRORS[kind], headers: { 'cache-control': 'no-store' } })
}

export type JsonBody = { ok: true; value: unknown } | { ok: false; response: Response }

/** Reads a small JSON body; a body that is too big or not JSON is the caller's mistake (4xx). */
export async function readJsonBody(request: Request, maxBytes = 10_000): Promise<JsonBody> {
  const text = await request.text()
  if (text.length > maxBytes) return { ok: false, response: errorResponse('too-large', 'The request body is too large.') }
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch {
    return { ok: false, response: errorResponse('bad-request', 'The request body must be JSON.') }
  }
}

/** "purchasePrice: must be above 0; year: required": zod issues as one sentence for the caller. */
export function describeIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string {
  return issues.map((issue) => `${issue.path.map(String).join('.') || 'body'}: ${issue.message}`).join('; ')
}
