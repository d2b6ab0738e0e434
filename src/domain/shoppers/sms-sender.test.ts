import { describe, expect, test } from 'vitest'
import { SMS_SENDER_MAX, isSafeSenderName, smsSenderName } from './sms-sender'

const PLATFORM = 'Dealer Platform'

describe('the sender a sign-in text names', () => {
  test.each([
    ['Harbour City Motors', 'Harbour City Motors'],
    ['Southern Cross Auto Group', 'Southern Cross Auto Group'],
    ["O'Brien & Sons (Cars)", "O'Brien & Sons (Cars)"],
    ['St. Kilda Motors', 'St. Kilda Motors'],
    ['Route 66 Motors', 'Route 66 Motors'],
    ['4x4 Centre', '4x4 Centre'],
    ['Côte d’Azur Autos', 'Côte d’Azur Autos'],
    ['  Harbour   City  ', 'Harbour City'],
  ])('%j is a name: the text says %j', (name, shown) => expect(smsSenderName(name, PLATFORM)).toBe(shown))

  test.each([
    ['a web address', 'Verify at https://evil.example'],
    ['a bare domain', 'Harbour City evil.example'],
    ['a domain with a space before the dot', 'evil .com Motors'],
    ['www', 'www Harbour'],
    ['an e-mail address', 'help@evil.example'],
    ['a phone number', 'Call 0412 345 678'],
    ['a spaced-out run of digits', 'Call 1 3 0 0 now'],
    ['a 1300 number', 'Motors 1300'],
    ['a line break', 'Harbour\nCity'],
    ['a right-to-left override', 'Harbour\u202eCity'],
    ['a zero-width space', 'Harbour\u200bCity'],
    ['a fullwidth dot (a domain once normalised)', 'evil．example'],
    ['a question mark and equals (a query)', 'Pay?now=1'],
    ['too long', 'A'.repeat(SMS_SENDER_MAX + 1)],
    ['empty', '   '],
    ['no letters at all', '&&'],
  ])('%s is not sent: the platform name is', (_what, name) => {
    expect(isSafeSenderName(name)).toBe(false)
    expect(smsSenderName(name, PLATFORM)).toBe(PLATFORM)
  })

  test('a name of exactly the cap is kept', () =>
    expect(smsSenderName('A'.repeat(SMS_SENDER_MAX), PLATFORM)).toBe('A'.repeat(SMS_SENDER_MAX)))

  test('anything that is not text is not a name', () => {
    for (const value of [null, undefined, 42, {}, ['Harbour']]) expect(smsSenderName(value, PLATFORM)).toBe(PLATFORM)
  })
})
