import { expect, test } from 'vitest'
import { signWebhook, verifyWebhook } from './sign'

const body = JSON.stringify({ lead_id: '42' })
const now = 1_800_000_000

test('a signature verifies for its body and secret, within the tolerance', () => {
  const header = signWebhook('s3cret', body, now)
  expect(header).toMatch(/^t=1800000000,v1=[0-9a-f]{64}$/)
  expect(verifyWebhook('s3cret', body, header, now + 10)).toBe(true)
})

test.each([
  ['another body', 's3cret', `${body} `, now],
  ['another secret', 'other', body, now],
  ['too old (replayed)', 's3cret', body, now + 301],
])('refused: %s', (_name, secret, checkedBody, at) => {
  expect(verifyWebhook(secret, checkedBody, signWebhook('s3cret', body, now), at)).toBe(false)
})

test('a malformed header is refused, not thrown on', () => {
  for (const header of [null, '', 't=abc,v1=00', 't=1800000000', `t=${now},v1=zz`])
    expect(verifyWebhook('s3cret', body, header, now)).toBe(false)
})
