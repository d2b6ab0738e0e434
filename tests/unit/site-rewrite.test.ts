// Next's own route matchers check the rewrite and header rules next.config.mjs takes from
// src/domain/http: kept outside src/domain because it imports Next's internals.
import * as staticInfo from 'next/dist/build/analysis/get-page-static-info'
import { getMiddlewareRouteMatcher } from 'next/dist/shared/lib/router/utils/middleware-route-matcher'
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match'
import { describe, expect, test } from 'vitest'
import { config } from '@/src/proxy'
import { NOT_REWRITTEN, SITE_HOST_HEADER, siteRewriteRules } from '@/src/domain/http/site-rewrite'
import { STATIC_SECURITY_HEADERS, staticHeaderRules } from '@/src/domain/http/static-headers'

// Matched the way Next matches them (its own matcher code), so a change to either list that
// lets a client choose the tenant prefix on a path the proxy never sees fails here.
// Not in Next's type declarations, but the function `next build` turns the matcher into regexps with.
const { getMiddlewareMatchers } = staticInfo as unknown as { getMiddlewareMatchers(matcher: string[], nextConfig: object): never }
const proxyRuns = getMiddlewareRouteMatcher(getMiddlewareMatchers(config.matcher, {})) as (
  path: string,
  req: unknown,
  query: unknown,
) => boolean
const rules = siteRewriteRules()

/**
 * Where a path ends up for a request whose SITE_HOST_HEADER is `site`, or null when no rule
 * applies. Like Next, every rule is tried in order on the result of the previous ones.
 */
function rewrite(path: string, site = 'harbour-city-motors.localhost'): string | null {
  let current = path
  for (const rule of rules) {
    const params = getPathMatch(rule.source, { removeUnnamedParams: true, strict: true })(current)
    const host = new RegExp(`^${rule.has[0].value}$`).exec(site)?.groups
    // As Next compiles the destination: parameters inserted as matched, not re-encoded.
    if (params && host) current = rule.destination.replace(':site', host.site).replace(':path', String(params.path))
  }
  return current === path ? null : current
}

describe('tenant prefix rewrite (DESIGN convention 3)', () => {
  test.each([
    ['/', '/harbour-city-motors.localhost'],
    ['/search', '/harbour-city-motors.localhost/search'],
    ['/search/toyota/hilux', '/harbour-city-motors.localhost/search/toyota/hilux'],
    ['/about-us/team', '/harbour-city-motors.localhost/about-us/team'],
    ['/favicon.icox', '/harbour-city-motors.localhost/favicon.icox'],
    // Escapes are kept as they came: an encoded slash stays inside its segment.
    ['/..%2f_unknown-host%2fsearch', '/harbour-city-motors.localhost/..%2f_unknown-host%2fsearch'],
    ['/caf%C3%A9', '/harbour-city-motors.localhost/caf%C3%A9'],
  ])('%s -> %s', (path, target) => {
    expect(rewrite(path)).toBe(target)
  })

  test.each(['/favicon.ico', '/_next/static/chunks/app.js', '/_next/image', '/_next/data/x/y.json'])('%s is never rewritten', (path) => {
    expect(rewrite(path)).toBeNull()
  })

  test('every path the proxy does not run on is left alone by the rewrite', () => {
    const paths = [
      '/favicon.ico',
      '/_next/static/chunks/a.js',
      '/_next/static/media/x.woff2',
      '/_next/image',
      '/_next/staticx',
      '/_next/image/x',
      '/search',
      '/',
      '/api/x',
      '/_next/static/%FF',
    ]
    for (const path of paths) {
      if (!proxyRuns(path, { headers: {} }, {})) expect(rewrite(path), path).toBeNull()
    }
    expect(proxyRuns('/_next/static/chunks/a.js', { headers: {} }, {})).toBe(false)
    expect(proxyRuns('/_next/static/%FF', { headers: {} }, {})).toBe(true)
    expect(proxyRuns('/favicon.icox', { headers: {} }, {})).toBe(true)
    expect(NOT_REWRITTEN).toContain('_next/')
  })

  test('the rewrite is keyed by the header the proxy sets', () => {
    expect(rules.every((r) => r.has.length === 1 && r.has[0].type === 'header' && r.has[0].key === SITE_HOST_HEADER)).toBe(true)
  })
})

describe('static security headers', () => {
  test('one rule sends all of them on every path', () => {
    const [rule, ...more] = staticHeaderRules()
    expect(more).toEqual([])
    expect(rule.source).toBe('/:path*')
    for (const path of ['/', '/favicon.ico', '/_next/static/chunks/a.js', '/_next/image', '/api/search/1/indexes/*/queries']) {
      expect(getPathMatch(rule.source)(path), path).not.toBe(false)
    }
    expect(Object.fromEntries(rule.headers.map((h) => [h.key, h.value]))).toEqual(STATIC_SECURITY_HEADERS)
    expect(STATIC_SECURITY_HEADERS['X-Content-Type-Options']).toBe('nosniff')
    expect(STATIC_SECURITY_HEADERS['Strict-Transport-Security']).toMatch(/max-age=\d+/)
  })
})
