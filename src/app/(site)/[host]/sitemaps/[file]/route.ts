import { methodNotAllowed } from '@/src/lib/api-errors'
// The files of a paged sitemap (/sitemap.xml is their index when the stock is large):
// /sitemaps/site.xml (pages and listing paths) and /sitemaps/cars-N.xml.
import { carSitemapPage, sitemapFiles, sitemapXml } from '@/src/domain/navigation/sitemap'
import { requestOrigin } from '@/src/lib/request-origin'
import { carCount, carEntries, notFoundResponse, sitemapNotLaunched, siteEntries, sitemapTenant, xmlResponse } from '../../sitemap-data'

export const dynamic = 'force-dynamic'

export async function GET(_request: Request, { params }: { params: Promise<{ host: string; file: string }> }): Promise<Response> {
  const site = await sitemapTenant(params)
  if (!site) return notFoundResponse()
  if (site === 'not-launched') return sitemapNotLaunched()
  const { file } = await params
  const files = sitemapFiles(await carCount(site.tenant))
  const name = `/sitemaps/${file}`
  if (!files.index || !files.files.includes(name)) return notFoundResponse()
  const origin = await requestOrigin()
  const page = carSitemapPage(file)
  const entries = page === null ? await siteEntries(site.tenant, site.host) : await carEntries(site.tenant, page)
  return xmlResponse(sitemapXml(origin, entries))
}

/** A sitemap or robots file is only read. */
const readOnly = methodNotAllowed(['GET', 'HEAD'], 'This file can only be read (GET).')
export { readOnly as POST, readOnly as PUT, readOnly as PATCH, readOnly as DELETE }
