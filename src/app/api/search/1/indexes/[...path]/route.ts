import { methodNotAllowed } from '@/src/lib/api-errors'
// Algolia-protocol search for the lite client pointed at our own origin (DESIGN: local backend).
import { refuseOverIpLimit } from '@/src/lib/rate-limit'
import { searchHandler } from '@/src/search/server'
import { getTenantByHost } from '@/src/cms/tenants'
import { notLaunchedResponse, requestTenant } from '@/src/lib/tenant-request'

export const dynamic = 'force-dynamic'
export const runtime = 'nodejs'

export async function POST(req: Request, context: { params: Promise<{ path: string[] }> }): Promise<Response> {
  // Generous (one request per keystroke), but a scraper or a flood gets 429s.
  const refused = await refuseOverIpLimit('search', req, 'protocol')
  if (refused) return refused
  // Server rendering calls the handler in-process; only the public route waits for the launch.
  const tenant = await requestTenant(req, getTenantByHost)
  const unlaunched = tenant && notLaunchedResponse(req, tenant, 'algolia')
  if (unlaunched) return unlaunched
  const { path } = await context.params
  return searchHandler(req, path)
}

/** Any other method is told which one this route takes (405 with a message). */
const postOnly = methodNotAllowed(['POST'], 'This address answers POST requests only.')
export { postOnly as GET, postOnly as PUT, postOnly as PATCH, postOnly as DELETE }
