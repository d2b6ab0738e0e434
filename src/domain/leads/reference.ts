// The reference a shopper is given for their lead: unguessable, unlike the lead's
// number, which counts up and would let anyone gauge a dealer's leads and name other shoppers'.
// Twelve characters of Crockford's base32 (no I, L, O or U, so it reads out over the phone
// without doubt) carry 60 random bits, in three groups of four.
import type { LeadRecord } from './record'

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
export const REFERENCE_BYTES = 8

/** "K7M3-9QXP-2RTA" from at least 8 random bytes (the caller's; crypto is not the domain's). */
export function leadReference(random: Uint8Array): string {
  if (random.length < REFERENCE_BYTES) throw new Error(`A lead reference needs ${REFERENCE_BYTES} random bytes`)
  let bits = 0n
  for (const byte of random.subarray(0, REFERENCE_BYTES)) bits = (bits << 8n) | BigInt(byte)
  let out = ''
  for (let i = 0; i < 12; i++) out += ALPHABET[Number((bits >> BigInt(59 - i * 5)) & 31n)]
  return `${out.slice(0, 4)}-${out.slice(4, 8)}-${out.slice(8)}`
}

export const isLeadReference = (value: unknown): value is string =>
  typeof value === 'string' && /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/.test(value)

/**
 * What an Idempotency-Key is checked against: what the shopper sent (the car by its slug), not
 * what the server added (the spam verdict, where it came from), so a browser's retry of the same
 * form matches and another form under the same key does not.
 */
export function submittedParts(record: LeadRecord): Record<string, unknown> {
  const { status: _status, spam: _spam, spamReason: _reason, attributes: _attributes, car, ...sent } = record
  return { ...sent, car: car?.slug }
}
