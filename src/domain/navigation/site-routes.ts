// The addresses a dealer site answers from its own routes (src/app/(site)/[host]) rather than
// from a published page: the home page, search, cars, offers, locations and their teams, blog and so on. A path
// that is none of these reaches the catch-all, which serves a published page, a redirect, a
// brand overview or an offer's model page — or a 404.
import { MANUFACTURERS_PATH, OFFERS_PATH } from '@/src/domain/listings/listing-input'
import { TEAMS_PATH } from '@/src/domain/team/team'
import { FINANCE_PRE_APPROVAL } from '@/src/domain/finance-application/form'
import { SELL_MY_CAR } from '@/src/domain/trade-in/wizard'
import { brandOfPath } from './brands'

const EXACT = new Set([
  '/',
  '/blog',
  '/book-test-drive',
  '/brands',
  '/checkout-journey',
  '/compare',
  '/dealer-locator',
  '/dealerships',
  '/favourites',
  FINANCE_PRE_APPROVAL,
  '/locations',
  '/my-garage',
  '/offers',
  '/print',
  '/search',
  SELL_MY_CAR,
  '/sell-your-car',
  '/sign-in',
  OFFERS_PATH,
  '/success',
  TEAMS_PATH,
  '/sitemap.xml',
  '/robots.txt',
])
const PREFIXES = [
  '/blog/',
  '/cars/',
  '/contact-us/',
  '/dealerships/',
  '/locations/',
  `${MANUFACTURERS_PATH}/`,
  '/offers/',
  '/our-location/',
  '/personalised/',
  '/search/',
  '/sitemaps/',
  `${TEAMS_PATH}/`,
  '/api/',
  '/media/',
]

/**
 * Whether a normalised site path (lower case, no query, no trailing slash) is one of the site's
 * own routes or a brand page (/{brand}/overview, /brands/{brand}); page slugs are checked apart.
 */
export function isSiteRoute(path: string): boolean {
  if (EXACT.has(path) || PREFIXES.some((p) => path.startsWith(p) && path.length > p.length)) return true
  return brandOfPath(path.split('/').filter(Boolean)) !== null
}
