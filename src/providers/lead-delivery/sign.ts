import { createHmac, timingSafeEqual } from 'node:crypto'

/** The header a lead webhook is signed in: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export const SIGNATURE_HEADER = 'x-lead-signature'

export function signWebhook(secret: string, body: string, unixSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex')
  return `t=${unixSeconds},v1=${mac}`
}

/**
 * What a receiver checks (and our tests do): the signature matches the body and is recent, so a
 * captured request cannot be replayed later. Tolerance in seconds.
 */
export function verifyWebhook(secret: string, body: string, header: string | null, nowSeconds: number, tolerance = 300): boolean {
  const parts = Object.fromEntries((header ?? '').split(',').map((p) => p.split('=') as [string, string]))
  const t = Number(parts.t)
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > tolerance || !parts.v1) return false
  const expected = Buffer.from(signWebhook(secret, body, t).split('v1=')[1], 'hex')
  const given = Buffer.from(parts.v1, 'hex')
  return given.length === expected.length && timingSafeEqual(given, expected)
}
