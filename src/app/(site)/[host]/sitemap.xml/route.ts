import { methodNotAllowed } from '@/src/lib/api-errors'
// /sitemap.xml of the visited dealer site: every page, listing path and car in one file, or an
// index of files when the stock is large.
import { sitemapFiles, sitemapIndexXml, sitemapXml } from '@/src/domain/navigation/sitemap'
import { requestOrigin } from '@/src/lib/request-origin'
import { carCount, carEntries, notFoundResponse, sitemapNotLaunched, siteEntries, sitemapTenant, xmlResponse } from '../sitemap-data'

export const dynamic = 'force-dynamic'

export async function GET(_request: Request, { params }: { params: Promise<{ host: string }> }): Promise<Response> {
  const site = await sitemapTenant(params)
  if (!site) return notFoundResponse()
  if (site === 'not-launched') return sitemapNotLaunched()
  const origin = await requestOrigin()
  const files = sitemapFiles(await carCount(site.tenant))
  if (files.index) return xmlResponse(sitemapIndexXml(origin, files.files))
  const [pages, cars] = await Promise.all([siteEntries(site.tenant, site.host), carEntries(site.tenant, 1)])
  return xmlResponse(sitemapXml(origin, [...pages, ...cars]))
}

/** A sitemap or robots file is only read. */
const readOnly = methodNotAllowed(['GET', 'HEAD'], 'This file can only be read (GET).')
export { readOnly as POST, readOnly as PUT, readOnly as PATCH, readOnly as DELETE }
