import { describe, expect, test } from 'vitest'
import { badRequestBody } from './bad-request'
import { malformedHost, malformedUrl } from './malformed-url'

// docs/security.md: "Bad input of any shape is a 4xx with a message ... invalid
// percent-escapes 400". Next answers 500 for a path it cannot decode, so the proxy refuses them.
describe('malformed request URLs', () => {
  test.each<[string, string, string]>([
    ['a lone surrogate', '/%ED%A0%80', ''],
    ['a truncated escape', '/search/%E0%A4%A', ''],
    ['an overlong encoding', '/cars/%C0%AF', ''],
    ['a byte that is never UTF-8', '/manufacturers/%FF', ''],
    ['a bare percent', '/100%', ''],
    ['a percent before non-hex', '/a%zzb', ''],
    ['an escape cut by the end', '/a%4', ''],
    ['NUL in the path', '/%00', ''],
    ['NUL inside a longer run', '/caf%C3%A9%00', ''],
    ['a lone surrogate in the query', '/search', '?q=%ED%A0%80'],
    ['an invalid byte in the query', '/special-offers', '?price=%FF'],
    ['a bare percent in the query', '/special-offers', '?query=100%'],
    ['NUL in the query', '/special-offers', 'query=%00'],
    ['an admin path', '/admin/collections/%FF', ''],
    ['an API path', '/api/pages/%E0%A4%A', ''],
  ])('%s is refused: %s%s', (_name, pathname, search) => {
    const problem = malformedUrl(pathname, search)
    expect(problem).not.toBeNull()
    expect(problem!.message).toMatch(/percent-escape|UTF-8|NUL/)
    expect(problem!.sample).toMatch(/^[\x21-\x7e…]+$/)
  })

  test.each<[string, string, string]>([
    ['the home page', '/', ''],
    ['plain paths and queries', '/search/toyota/hilux', '?page=2&sortBy=price_asc'],
    ['valid UTF-8 escapes', '/caf%C3%A9/%E2%80%AE/%F0%9F%9A%97', '?query=%E2%9C%93'],
    ['an escaped percent', '/100%25', '?query=50%25%20off'],
    ['escaped slashes and dots (routing decides)', '/..%2f..%2fadmin', '?x=%2e%2e%2f'],
    ['control characters other than NUL', '/%0A', '?q=%09'],
    ['odd but decodable values', '/special-offers', '?page=-1&page=1e9&price=a:b&sortBy=%3Cscript%3E'],
  ])('%s are allowed: %s%s', (_name, pathname, search) => {
    expect(malformedUrl(pathname, search)).toBeNull()
  })

  test('the path is reported before the query, and the message names the part', () => {
    expect(malformedUrl('/%FF', '?q=%ED%A0%80')).toMatchObject({ part: 'path', sample: '%FF' })
    expect(malformedUrl('/search', '?q=%ED%A0%80')).toMatchObject({ part: 'query string', sample: '%ED%A0%80' })
    expect(malformedUrl('/search', '?q=%ED%A0%80')!.message).toBe(
      'The query string has percent-escapes that are not valid UTF-8 ("%ED%A0%80").',
    )
    expect(malformedUrl('/search/%E0%A4%A', '')!.message).toBe(
      'The path has an incomplete percent-escape ("%A"): a % must be followed by two hex digits.',
    )
  })

  test('a long run is shortened in the message', () => {
    const problem = malformedUrl(`/${'%FF'.repeat(1000)}`, '')!
    expect(problem.sample).toBe(`${'%FF'.repeat(9)}…`)
    expect(problem.message.length).toBeLessThan(120)
  })
})

describe('malformed Host headers', () => {
  test.each([
    'harbour-city-motors.localhost',
    'HARBOUR-CITY-MOTORS.LOCALHOST:3100',
    'www.dealer.com.au.',
    'localhost:3000',
    '127.0.0.1:65535',
    '[::1]:3000',
    'xn--bcher-kva.example',
    '_unknown-host',
    'a..b',
    'x:0',
  ])('%s is a host the app can build its origin from', (host) => expect(malformedHost(host)).toBeNull())

  test.each([
    'harbour-city-motors.localhost:99999',
    'localhost:3000:1',
    'a b',
    'a/b',
    'a@b',
    'a?b',
    'a#b',
    '%41.localhost',
    'bücher.example',
    '[::1',
    '[zz]',
    'a\\b',
    ':3000',
    '',
    'x:',
  ])('%j is refused', (host) => {
    const problem = malformedHost(host)
    expect(problem?.part).toBe('Host header')
    expect(problem?.message).toMatch(/^The Host header \(".*"\) is not a valid host name and port\.$/)
    expect(problem?.sample).toMatch(/^[\x21-\x7e…]*$/)
  })

  test('a missing Host header is left to Node', () => expect(malformedHost(null)).toBeNull())
})

describe('the 400 body', () => {
  test('API paths get JSON with an error message', () => {
    const { contentType, body } = badRequestBody('/api/pages/%FF', 'The path has percent-escapes that are not valid UTF-8 ("%FF").')
    expect(contentType).toBe('application/json; charset=utf-8')
    expect(JSON.parse(body)).toEqual({ error: 'The path has percent-escapes that are not valid UTF-8 ("%FF").' })
  })

  test.each(['/', '/search/%FF', '/admin/%FF', '/apix/%FF'])('%s gets a small HTML page with the message, escaped', (pathname) => {
    const { contentType, body } = badRequestBody(pathname, 'Bad "<b>" & more')
    expect(contentType).toBe('text/html; charset=utf-8')
    expect(body).toMatch(/^<!doctype html>/)
    expect(body).toContain('<title>Bad request</title>')
    expect(body).toContain('Bad &quot;&lt;b&gt;&quot; &amp; more')
    expect(body).not.toContain('<script')
  })
})
