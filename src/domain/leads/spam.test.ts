import { expect, test } from 'vitest'
import { MIN_FILL_MS, isIdempotencyKey, spamVerdict } from './spam'

const now = 1_800_000_000_000
test.each([
  ['a filled honeypot is spam', { honeypot: 'http://spam.example' }, { spam: true, reason: 'honeypot' }],
  ['an empty honeypot is fine', { honeypot: '  ', startedAt: now - 60_000 }, { spam: false }],
  ['sent faster than a person can type', { startedAt: now - 500 }, { spam: true, reason: 'too-fast' }],
  ['as a form-encoded string', { startedAt: String(now - 100) }, { spam: true, reason: 'too-fast' }],
  ['just over the minimum', { startedAt: now - MIN_FILL_MS }, { spam: false }],
  ['no start time (a plain POST from elsewhere) is judged on the honeypot alone', {}, { spam: false }],
  ['a start time in the future is ignored, not trusted', { startedAt: now + 10_000 }, { spam: false }],
])('%s', (_name, input, expected) => {
  expect(spamVerdict(input, now)).toEqual(expected)
})

test.each([
  ['3f2b6c1e-8d7a-4e0b-9a51-2f7c9d0e4b11', true],
  ['short', false],
  ['has space in it', false],
  ['x'.repeat(101), false],
  [42, false],
])('idempotency key %s -> %s', (key, expected) => {
  expect(isIdempotencyKey(key)).toBe(expected)
})
