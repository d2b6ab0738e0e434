import { methodNotAllowed } from '@/src/lib/api-errors'
import { ROBOTS_NOT_LAUNCHED, robotsTxt } from '@/src/domain/navigation/sitemap'
import { requestOrigin } from '@/src/lib/request-origin'
import { notFoundResponse, sitemapTenant } from '../sitemap-data'

export const dynamic = 'force-dynamic'

/** The visited dealer site's robots.txt, pointing at its own sitemap. */
export async function GET(_request: Request, { params }: { params: Promise<{ host: string }> }): Promise<Response> {
  const site = await sitemapTenant(params)
  if (!site) return notFoundResponse()
  // Before launch crawlers are turned away; never kept by a cache, so launch is seen at once.
  if (site === 'not-launched')
    return new Response(ROBOTS_NOT_LAUNCHED, { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } })
  return new Response(robotsTxt(await requestOrigin()), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  })
}

/** A sitemap or robots file is only read. */
const readOnly = methodNotAllowed(['GET', 'HEAD'], 'This file can only be read (GET).')
export { readOnly as POST, readOnly as PUT, readOnly as PATCH, readOnly as DELETE }
