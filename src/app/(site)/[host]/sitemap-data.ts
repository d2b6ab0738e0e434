// What a dealer site's sitemap lists: its published pages, its listing paths and every
// car its stock filter shows. Everything is read for the visited host's tenant only, so another
// host's sitemap can never list this host's URLs.
import { getLocations } from '@/src/cms/locations'
import { getOffers } from '@/src/cms/marketing'
import { getPosts } from '@/src/cms/posts'
import { getTeam } from '@/src/cms/team'
import { BLOG_PATH, categoryPath, postPath } from '@/src/domain/content/blog'
import { offerPath, offersSingleMake } from '@/src/domain/marketing/offers'
import { isLive } from '@/src/domain/marketing/schedule'
import { getPageTitles } from '@/src/cms/site'
import { locationPath, locationStockPath } from '@/src/domain/locations/location'
import { selectLocations } from '@/src/domain/locations/select'
import { TEAMS_PATH, teamPath, teamsToShow } from '@/src/domain/team/team'
import { getTenantByHost } from '@/src/cms/tenants'
import { normaliseHost } from '@/src/domain/host/normalise-host'
import { tenantInventoryFilter } from '@/src/domain/inventory/tenant-filter'
import { SITEMAP_PAGE_SIZE, type SitemapEntry, listingPaths } from '@/src/domain/navigation/sitemap'
import { pathForSlug } from '@/src/domain/navigation/slug'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { countCars, listCarPaths } from '@/src/search/engine'
import { stockMakes } from '@/src/search/server'

/** The visited site, when there is one and it is launched (a site before launch lists nothing). */
export async function sitemapTenant(
  params: Promise<{ host: string }>,
): Promise<{ tenant: TenantConfig; host: string } | 'not-launched' | null> {
  const host = normaliseHost(decodeURIComponent((await params).host))
  const tenant = host ? await getTenantByHost(host) : null
  if (!tenant || !host) return null
  return tenant.launched ? { tenant, host } : 'not-launched'
}

/** The site's pages and listing paths. */
export async function siteEntries(tenant: TenantConfig, host: string): Promise<SitemapEntry[]> {
  const [titles, makes, locations, offers, posts, team] = await Promise.all([
    getPageTitles(tenant),
    stockMakes(host),
    getLocations(tenant),
    getOffers(tenant),
    getPosts(tenant),
    getTeam(tenant),
  ])
  const blogPaths = posts.length
    ? [BLOG_PATH, ...new Set(posts.map((p) => categoryPath(p.category))), ...posts.map((p) => postPath(p.slug))]
    : []
  const now = new Date()
  const offerPaths = offers.filter((o) => isLive(o, now)).map((o) => offerPath(o, offersSingleMake(offers)))
  const pages = Object.keys(titles).map((path) => pathForSlug(path.replace(/^\//, '')))
  const shown = selectLocations(locations, { scope: 'all' })
  const locationPaths = shown.length
    ? [
        '/dealerships',
        ...shown.flatMap((l) => [locationPath(l.slug), ...(l.departments.includes('sales') ? [locationStockPath(l.slug)] : [])]),
      ]
    : []
  const teams = teamsToShow(locations, team)
  const teamPaths = teams.length ? [TEAMS_PATH, ...teams.map((t) => teamPath(t.location.slug))] : []
  return [...new Set([...pages, ...listingPaths(makes), ...locationPaths, ...teamPaths, ...offerPaths, ...blogPaths])].map((path) => ({
    path,
  }))
}

export const carCount = (tenant: TenantConfig) => countCars(tenantInventoryFilter(tenant, new Date()))

/** One page of the site's cars (page 1 is the first SITEMAP_PAGE_SIZE). */
export async function carEntries(tenant: TenantConfig, page: number): Promise<SitemapEntry[]> {
  const cars = await listCarPaths(tenantInventoryFilter(tenant, new Date()), (page - 1) * SITEMAP_PAGE_SIZE, SITEMAP_PAGE_SIZE)
  return cars.map((car) => ({ path: car.path, lastModified: car.updatedAt }))
}

export const xmlResponse = (xml: string) =>
  new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' } })

/** A site not launched yet has no sitemap (robots.txt keeps crawlers away meanwhile); the reason is for a person. */
export const sitemapNotLaunched = () =>
  new Response(
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Coming soon</title></head><body><h1>Coming soon</h1><p>This dealer\'s new website is not open yet, so it has no sitemap.</p></body></html>',
    { status: 404, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } },
  )

/** A 404 that says why (a crawler ignores the body; a person who follows the link reads it). */
export const notFoundResponse = () =>
  new Response(
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sitemap not found</title></head><body><h1>Sitemap not found</h1><p>This site has no sitemap at this address. Its sitemap starts at <a href="/sitemap.xml">/sitemap.xml</a>.</p></body></html>',
    { status: 404, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } },
  )
