// /sitemap.xml and /robots.txt of one dealer site: the site's published pages,
// its search paths and every car it shows, all on the visited host only. A large stock is split
// into pages under a sitemap index (the protocol allows 50,000 URLs a file; we stay well under).
import { CAR_TYPE_PATHS } from '@/src/domain/inventory/search-route'
import { MANUFACTURERS_PATH, OFFERS_PATH } from '@/src/domain/listings/listing-input'
import { slugify } from './slug'

export const SITEMAP_PAGE_SIZE = 10_000

export interface SitemapEntry {
  path: string
  lastModified?: string | null
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!)

const lastmod = (value: string | null | undefined): string | null => {
  if (!value) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n'
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'

/** One URL per entry, each on `origin` (the visited site: never another host's). */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((e) => {
    const modified = lastmod(e.lastModified)
    return `<url><loc>${escapeXml(origin + e.path)}</loc>${modified ? `<lastmod>${modified}</lastmod>` : ''}</url>`
  })
  return `${XML_HEAD}<urlset xmlns="${NS}">\n${urls.join('\n')}\n</urlset>\n`
}

export function sitemapIndexXml(origin: string, paths: readonly string[]): string {
  const maps = paths.map((p) => `<sitemap><loc>${escapeXml(origin + p)}</loc></sitemap>`)
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${maps.join('\n')}\n</sitemapindex>\n`
}

/** The sitemap files for a stock of `carCount` cars: one file, or the site's pages then car pages. */
export function sitemapFiles(carCount: number): { index: false } | { index: true; files: string[] } {
  if (carCount <= SITEMAP_PAGE_SIZE) return { index: false }
  const pages = Math.ceil(carCount / SITEMAP_PAGE_SIZE)
  return { index: true, files: ['/sitemaps/site.xml', ...Array.from({ length: pages }, (_, i) => `/sitemaps/cars-${i + 1}.xml`)] }
}

/** `cars-3.xml` -> 3; null for any other name (the route answers 404). */
export function carSitemapPage(file: string): number | null {
  const match = /^cars-([1-9]\d{0,4})\.xml$/.exec(file)
  return match ? Number(match[1]) : null
}

/** The site's own listing paths: search, its car types, offers, and a page per make in stock. */
export function listingPaths(makes: readonly string[]): string[] {
  const carTypes = Object.entries(CAR_TYPE_PATHS)
    .filter(([, v]) => v.carTypes.length === 1)
    .map(([slug]) => `/search/${slug}`)
  const makePaths = [...new Set(makes.map(slugify).filter(Boolean))].sort().flatMap((m) => [`/search/${m}`, `${MANUFACTURERS_PATH}/${m}`])
  return ['/search', ...carTypes, OFFERS_PATH, ...makePaths]
}

/** Before launch: crawlers are asked to stay away, and no sitemap is named. */
export const ROBOTS_NOT_LAUNCHED = ['User-agent: *', 'Disallow: /', ''].join('\n')

/**
 * The photos under /api that pages name in og:image and JSON-LD (uploaded media, the demo's drawn
 * stock photos): a crawler barred from them drops the image from the result. The rest of /api
 * stays closed. The longer rule wins (RFC 9309), and the Allow lines come first for crawlers
 * that take the first match.
 */
export const CRAWLABLE_IMAGE_PATHS = ['/api/media/file/', '/api/inventory-images/'] as const

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...CRAWLABLE_IMAGE_PATHS.map((path) => `Allow: ${path}`),
    'Disallow: /api/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
}
