import { describe, expect, test } from 'vitest'
import { formatDate, regoExpiryText } from './rego'

const now = new Date('2025-06-15T02:00:00Z')

describe('regoExpiryText', () => {
  test.each([
    ['future expiry', '2026-03-01T00:00:00.000Z', false, 'Expires on 01/03/2026'],
    ['future expiry, switch on', '2026-03-01T00:00:00.000Z', true, 'Expires on 01/03/2026'],
    ['past expiry, switch off: nothing', '2025-01-31T00:00:00.000Z', false, null],
    ['past expiry, switch on: Unregistered', '2025-01-31T00:00:00.000Z', true, 'Unregistered'],
    ['no expiry', undefined, true, null],
    ['unreadable expiry', 'soon', true, null],
  ])('%s', (_name, expiry, unregisteredText, text) => {
    expect(regoExpiryText(expiry, now, { unregisteredText })).toBe(text)
  })
})

describe('formatDate', () => {
  test.each([
    ['2024-12-05T00:00:00.000Z', '05/12/2024'],
    ['', ''],
    ['nonsense', ''],
  ])('%s -> %s', (iso, text) => {
    expect(formatDate(iso)).toBe(text)
  })
})
