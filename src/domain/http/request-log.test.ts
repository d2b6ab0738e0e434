import { describe, expect, test } from 'vitest'
import { REDACTED, loggedPath, requestIdFrom, requestPath, statusClass } from './request-log'

const NEW_ID = 'made-here-0001'
const make = () => NEW_ID

describe('request id: a well-formed incoming X-Request-Id is kept, anything else replaced', () => {
  test.each<[string, string | string[] | undefined, string]>([
    ['a UUID', '3f2b8c1e-7d4a-4b8e-9c1f-0a2b3c4d5e6f', '3f2b8c1e-7d4a-4b8e-9c1f-0a2b3c4d5e6f'],
    ['a hex id', '5d41402abc4b2a76b9719d911017c592', '5d41402abc4b2a76b9719d911017c592'],
    ['an AWS trace root', 'Root=1-67891233-abcdef012345678912345678', 'Root=1-67891233-abcdef012345678912345678'],
    ['base64', 'q83vEjRWeJA=+/abc', 'q83vEjRWeJA=+/abc'],
    ['128 characters', 'a'.repeat(128), 'a'.repeat(128)],
    ['none', undefined, NEW_ID],
    ['empty', '', NEW_ID],
    ['too short', 'abc', NEW_ID],
    ['too long', 'a'.repeat(129), NEW_ID],
    ['spaces', 'abc def ghi', NEW_ID],
    ['a line break (log forging)', 'abcdefgh\n{"level":50}', NEW_ID],
    ['quotes and braces', '"abcdefgh"}', NEW_ID],
    ['non-ASCII', 'abcdefghé', NEW_ID],
    ['starting with a dash', '-abcdefgh', NEW_ID],
    ['two headers', ['abcdefgh1', 'abcdefgh2'], NEW_ID],
  ])('%s', (_name, header, expected) => {
    expect(requestIdFrom(header, make)).toBe(expected)
  })
})

describe('request path: never the query string', () => {
  test.each([
    ['/search?make=Toyota', '/search'],
    ['/cars/x#photos', '/cars/x'],
    ['/api/reserve/cancel?reservation=12&ref=c2lnbmVk', '/api/reserve/cancel'],
    ['http://evil.test/admin?x=1', '/admin'],
    ['https://evil.test', '/'],
    ['*', '*'],
    ['', ''],
    [undefined, ''],
  ] as const)('%j -> %j', (target, expected) => expect(requestPath(target)).toBe(expected))
})

describe('logged path: no query string, tokens masked, length capped', () => {
  test.each([
    ['/blog/first-post?preview=eyJhbGciOi.secret', '/blog/first-post'],
    ['/success?session_id=cs_test_123', '/success'],
    ['/api/feeds/harbour-city-motors?key=dfk_secret', '/api/feeds/harbour-city-motors'],
    ['/admin/reset/8f14e45fceea167a5a36dedd4bea2543', `/admin/reset/${REDACTED}`],
    ['/api/users/verify/8f14e45fceea167a5a36dedd4bea2543', `/api/users/verify/${REDACTED}`],
    ['/admin/users/verify/abc/extra', `/admin/users/verify/${REDACTED}/extra`],
    ['/admin/reset', '/admin/reset'],
    ['/api/users/reset-password', '/api/users/reset-password'],
    ['/cars/reset', '/cars/reset'],
  ] as const)('%j -> %j', (target, expected) => expect(loggedPath(target)).toBe(expected))

  test('a very long path is cut', () => {
    const logged = loggedPath(`/${'a'.repeat(5000)}`)
    expect(logged).toHaveLength(301)
    expect(logged.endsWith('…')).toBe(true)
  })
})

describe('status class', () => {
  test.each([
    [200, '2xx'],
    [204, '2xx'],
    [304, '3xx'],
    [404, '4xx'],
    [429, '4xx'],
    [500, '5xx'],
    [503, '5xx'],
    [99, 'other'],
    [600, 'other'],
    [Number.NaN, 'other'],
  ])('%s -> %s', (status, expected) => expect(statusClass(status)).toBe(expected))
})
