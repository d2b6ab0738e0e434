import { describe, expect, test } from 'vitest'
import {
  UNKNOWN_CLIENT,
  appendPeerAddress,
  clientIp,
  clientIpFromForwardedFor,
  installPeerAddressShim,
  rateLimitSubject,
  trustedOrigin,
} from './client-ip'

// Forwarded headers are believed only as far as TRUSTED_PROXY_HOPS says.
describe('clientIpFromForwardedFor: entry `hops` from the right', () => {
  test.each([
    // [X-Forwarded-For as the route sees it (our peer last), hops, client]
    ['203.0.113.9', 0, '203.0.113.9'],
    ['6.6.6.6, 203.0.113.9', 0, '203.0.113.9'], // the client's own claim is ignored
    ['6.6.6.6, 198.51.100.7, 10.0.0.2', 1, '198.51.100.7'], // one proxy (10.0.0.2) appended the client
    ['198.51.100.7, 10.0.0.3, 10.0.0.2', 2, '198.51.100.7'],
    ['10.0.0.2', 1, UNKNOWN_CLIENT], // fewer entries than proxies: nobody to believe
    ['', 0, UNKNOWN_CLIENT],
    [null, 0, UNKNOWN_CLIENT],
    ['not-an-ip', 0, UNKNOWN_CLIENT],
    ['::ffff:203.0.113.9', 0, '203.0.113.9'],
    ['2001:DB8::1', 0, '2001:db8::1'],
    ['[2001:db8::1]:443', 0, '2001:db8::1'],
    ['203.0.113.9:51234', 0, '203.0.113.9'],
  ])('%j with %i hops is %j', (xff, hops, expected) => {
    expect(clientIpFromForwardedFor(xff, hops)).toBe(expected)
  })

  test('reads the header of a request', () => {
    expect(clientIp(new Headers({ 'x-forwarded-for': '1.2.3.4, 5.6.7.8' }), 0)).toBe('5.6.7.8')
  })
})

describe('rateLimitSubject', () => {
  test.each([
    ['203.0.113.9', '203.0.113.9'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::99', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    [UNKNOWN_CLIENT, UNKNOWN_CLIENT],
  ])('%s counts as %s', (ip, subject) => {
    expect(rateLimitSubject(ip)).toBe(subject)
  })
})

describe('trustedOrigin', () => {
  const spoofed = { host: 'harbour-city-motors.com.au', 'x-forwarded-proto': 'http', 'x-forwarded-host': 'evil.example' }
  test.each([
    [spoofed, 0, { proto: 'https', host: 'harbour-city-motors.com.au' }],
    [spoofed, 1, { proto: 'http', host: 'evil.example' }],
    [{ host: 'x.localhost:3000', 'x-forwarded-proto': 'https' }, 0, { proto: 'http', host: 'x.localhost:3000' }],
    [{ host: 'a.test', 'x-forwarded-proto': 'https, http', 'x-forwarded-host': 'b.test, c.test' }, 2, { proto: 'https', host: 'b.test' }],
    [{ host: 'a.test', 'x-forwarded-proto': 'gopher', 'x-forwarded-host': 'bad host/' }, 1, { proto: 'https', host: 'a.test' }],
  ])('%j with %i hops', (headers, hops, expected) => {
    expect(trustedOrigin(new Headers(headers), hops)).toEqual(expected)
  })
})

describe('appendPeerAddress (what every request goes through before Next)', () => {
  test('appends the socket address to what the client sent', () => {
    const req = {
      headers: { 'x-forwarded-for': '6.6.6.6' } as Record<string, string | undefined>,
      socket: { remoteAddress: '203.0.113.9' },
    }
    appendPeerAddress(req, 0)
    expect(clientIpFromForwardedFor(req.headers['x-forwarded-for'], 0)).toBe('203.0.113.9')
  })

  test('without a trusted proxy, forwarded host/proto/port sent by the client are dropped', () => {
    const headers: Record<string, string | undefined> = {
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-port': '1',
    }
    appendPeerAddress({ headers, socket: { remoteAddress: '10.0.0.1' } }, 0)
    expect(headers).toEqual({ 'x-forwarded-for': '10.0.0.1' })
  })

  test('behind a proxy they are kept, and the proxy is the last entry', () => {
    const headers: Record<string, string | undefined> = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.7' }
    appendPeerAddress({ headers, socket: { remoteAddress: '10.0.0.2' } }, 1)
    expect(headers).toEqual({ 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.7, 10.0.0.2' })
    expect(clientIpFromForwardedFor(headers['x-forwarded-for'], 1)).toBe('198.51.100.7')
  })

  test('the shim runs it on each request before the listeners, once however often installed', () => {
    const seen: unknown[] = []
    const proto = { emit: (event: string | symbol, ...args: unknown[]) => (seen.push([event, ...args]), true) }
    installPeerAddressShim(proto, 0)
    installPeerAddressShim(proto, 0)
    const req = { headers: { 'x-forwarded-for': '6.6.6.6' }, socket: { remoteAddress: '203.0.113.9' } }
    proto.emit('request', req, {})
    proto.emit('close')
    expect(req.headers['x-forwarded-for']).toBe('6.6.6.6, 203.0.113.9')
    expect(seen).toHaveLength(2)
  })
})
