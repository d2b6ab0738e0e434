import { describe, expect, test } from 'vitest'
import { crawlable } from '@/tests/helpers/robots'
import { SITEMAP_PAGE_SIZE, carSitemapPage, listingPaths, robotsTxt, sitemapFiles, sitemapIndexXml, sitemapXml } from './sitemap'

describe('sitemap and robots', () => {
  test('urls are on the given origin, escaped, with a valid lastmod only', () => {
    const xml = sitemapXml('https://harbour.example', [
      { path: '/', lastModified: null },
      { path: '/cars/a-b', lastModified: '2026-11-20T01:02:03Z' },
      { path: '/search?a=1&b=2', lastModified: 'not a date' },
    ])
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(xml).toContain('<url><loc>https://harbour.example/</loc></url>')
    expect(xml).toContain('<url><loc>https://harbour.example/cars/a-b</loc><lastmod>2026-11-20T01:02:03.000Z</lastmod></url>')
    expect(xml).toContain('<url><loc>https://harbour.example/search?a=1&amp;b=2</loc></url>')
  })

  test.each([
    [0, { index: false }],
    [SITEMAP_PAGE_SIZE, { index: false }],
    [SITEMAP_PAGE_SIZE + 1, { index: true, files: ['/sitemaps/site.xml', '/sitemaps/cars-1.xml', '/sitemaps/cars-2.xml'] }],
  ])('%d cars -> %j', (count, files) => {
    expect(sitemapFiles(count)).toEqual(files)
  })

  test('the index lists the files on the origin', () => {
    expect(sitemapIndexXml('https://h.example', ['/sitemaps/site.xml'])).toContain(
      '<sitemap><loc>https://h.example/sitemaps/site.xml</loc></sitemap>',
    )
  })

  test.each([
    ['cars-1.xml', 1],
    ['cars-12.xml', 12],
    ['cars-0.xml', null],
    ['cars-01.xml', null],
    ['cars-1.xml.gz', null],
    ['site.xml', null],
    ['cars-999999.xml', null],
  ])('car sitemap page of %s = %s', (file, page) => {
    expect(carSitemapPage(file)).toBe(page)
  })

  test('listing paths: search, each single car type, offers, and a search and manufacturer page per make', () => {
    expect(listingPaths(['Toyota', 'Land Rover', 'toyota'])).toEqual([
      '/search',
      '/search/used-cars',
      '/search/demo-cars',
      '/search/new-cars',
      '/special-offers',
      '/search/land-rover',
      '/manufacturers/land-rover',
      '/search/toyota',
      '/manufacturers/toyota',
    ])
  })

  test('robots.txt points at the sitemap of the same origin and keeps crawlers off the API', () => {
    const robots = robotsTxt('https://h.example')
    expect(robots).toContain('Sitemap: https://h.example/sitemap.xml')
    expect(robots).toContain('Disallow: /api/')
  })

  test.each([
    // The photos og:image and JSON-LD name: uploaded media and the demo's drawn stock photos
    // (tests/unit/json-ld-schema-org.test.ts checks every photo a generated stock names).
    ['/api/inventory-images/suv-white-1.png', true],
    ['/api/inventory-images/caravan-silver-2-thumb.png', true],
    ['/api/media/file/hero-1920x1080.webp', true],
    ['/cars/2021-toyota-corolla-100001', true],
    ['/', true],
    // The rest of /api stays closed.
    ['/api/search/1/indexes/*/queries', false],
    ['/api/leads', false],
    ['/api/media', false],
    ['/api/media/12', false],
    ['/api/inventory-files/history-A1.pdf', false],
  ])('robots.txt lets crawlers fetch %s: %s', (path, allowed) => {
    expect(crawlable(robotsTxt('https://h.example'), path)).toBe(allowed)
  })
})
