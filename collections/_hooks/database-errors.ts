import type { AfterErrorHook } from 'payload'

/**
 * Drafts and autosaves skip Payload's field validation, so a value the database cannot hold (an
 * option that does not exist, a number too large, a reference to nothing) reaches PostgreSQL, whose
 * error Payload answers with a 500. Those are the caller's mistakes: a 400 with a readable message
 * (DESIGN: bad input is a 4xx, never a 5xx).
 */
const MESSAGES: [RegExp, number, string][] = [
  [/^22/, 400, 'A value in this request is not valid for its field (an unknown option, a number out of range or text in a number field).'],
  [/^23502$/, 400, 'A required value is missing.'],
  [/^23503$/, 400, 'A value refers to a document that does not exist.'],
  [/^23505$/, 409, 'A document with this value already exists.'],
  [/^23514$/, 400, 'A value in this request is not allowed.'],
]

/** The PostgreSQL SQLSTATE anywhere in an error's cause chain. */
export function sqlStateOf(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
  }
  return null
}

export function classifyDatabaseError(error: unknown): { status: number; message: string } | null {
  const code = sqlStateOf(error)
  const match = code ? MESSAGES.find(([pattern]) => pattern.test(code)) : undefined
  return match ? { status: match[1], message: match[2] } : null
}

export const databaseErrorsAreBadRequests: AfterErrorHook = ({ error }) => {
  const known = classifyDatabaseError(error)
  if (!known) return
  return { status: known.status, response: { errors: [{ message: known.message }] } }
}
