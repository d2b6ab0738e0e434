import { readdirSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import { isSiteRoute } from './site-routes'

test.each([
  ['home (app/(site)/[host]/page.tsx)', '/', true],
  ['search and its type pages', '/search', true],
  ['search by make', '/search/used-cars', true],
  ['a car page', '/cars/2021-toyota-corolla-ascent-abc123', true],
  ['offers list', '/special-offers', true],
  ['an offer page', '/offers/toyota/rav4-hybrid', true],
  ['blog post', '/blog/how-to-buy', true],
  ['manufacturer stock page', '/manufacturers/toyota', true],
  ['brand overview default of the brand grid', '/toyota/overview', true],
  ['brands/{brand}', '/brands/kia', true],
  ['the teams list', '/teams', true],
  ['a location’s team page', '/teams/harbour-city-parramatta', true],
  ['a bare prefix is not a route', '/cars', false],
  ['a CMS page path is not a route (checked against pages)', '/about-us', false],
  ['finance is a page, not a route', '/finance', false],
])('%s: %s → %s', (_, path, expected) => {
  expect(isSiteRoute(path)).toBe(expected)
})

test('every page of the site’s own routes is one (a link an editor types to it passes the publish checks)', () => {
  const root = path.join(import.meta.dirname, '../../app/(site)/[host]')
  const pages = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('page.tsx') && !file.startsWith('[...slug]'))
    .map((file) => `/${path.dirname(file)}`.replace(/\/\.$/, '/'))
    // A dynamic segment stands for any value of it.
    .map((route) => route.replace(/\[\[?\.{0,3}[a-z]+\]\]?/g, 'some-value'))
  expect(pages.length).toBeGreaterThan(30)
  expect(pages.filter((route) => !isSiteRoute(route))).toEqual([])
})
