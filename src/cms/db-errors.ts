/**
 * A row PostgreSQL refused at a unique index (SQLSTATE 23505). Payload reports it as a
 * ValidationError naming the field, or passes the driver's error on as the cause; `names` narrows
 * the match to one index or column when a caller must tell which unique rule was hit.
 */
export function isUniqueViolation(error: unknown, names: RegExp = /unique|duplicate|already/i): boolean {
  const text = `${(error as Error)?.message ?? ''} ${JSON.stringify((error as { data?: unknown })?.data ?? '')}`
  return names.test(text) || (error as { cause?: { code?: string } })?.cause?.code === '23505'
}
