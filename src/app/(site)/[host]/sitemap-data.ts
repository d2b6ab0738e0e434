// What a dealer site's sitemap lists (issue 10): its published pages, its listing paths and every
// car its stock filter shows. Everything is read for the visited host's tenant only, so another
// host's sitemap can never list this host's URLs.
import { getPageTitles } from '@/src/cms/site'
import { getTenantByHost } from '@/src/cms/tenants'
import { normaliseHost } from '@/src/domain/host/normalise-host'
import { tenantInventoryFilter } from '@/src/domain/inventory/tenant-filter'
import { SITEMAP_PAGE_SIZE, type SitemapEntry, listingPaths } from '@/src/domain/navigation/sitemap'
import { pathForSlug } from '@/src/domain/navigation/slug'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { countCars, listCarPaths } from '@/src/search/engine'
import { stockMakes } from '@/src/search/server'

export async function sitemapTenant(params: Promise<{ host: string }>): Promise<{ tenant: TenantConfig; host: string } | null> {
  const host = normaliseHost(decodeURIComponent((await params).host))
  const tenant = host ? await getTenantByHost(host) : null
  return tenant && host ? { tenant, host } : null
}

/** The site's pages and listing paths. */
export async function siteEntries(tenant: TenantConfig, host: string): Promise<SitemapEntry[]> {
  const [titles, makes] = await Promise.all([getPageTitles(tenant), stockMakes(host)])
  const pages = Object.keys(titles).map((path) => pathForSlug(path.replace(/^\//, '')))
  return [...new Set([...pages, ...listingPaths(makes)])].map((path) => ({ path }))
}

export const carCount = (tenant: TenantConfig) => countCars(tenantInventoryFilter(tenant, new Date()))

/** One page of the site's cars (page 1 is the first SITEMAP_PAGE_SIZE). */
export async function carEntries(tenant: TenantConfig, page: number): Promise<SitemapEntry[]> {
  const cars = await listCarPaths(tenantInventoryFilter(tenant, new Date()), (page - 1) * SITEMAP_PAGE_SIZE, SITEMAP_PAGE_SIZE)
  return cars.map((car) => ({ path: car.path, lastModified: car.updatedAt }))
}

export const xmlResponse = (xml: string) =>
  new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' } })

/** A 404 that says why (a crawler ignores the body; a person who follows the link reads it). */
export const notFoundResponse = () =>
  new Response(
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sitemap not found</title></head><body><h1>Sitemap not found</h1><p>This site has no sitemap at this address. Its sitemap starts at <a href="/sitemap.xml">/sitemap.xml</a>.</p></body></html>',
    { status: 404, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } },
  )
