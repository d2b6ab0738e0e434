// Algolia-protocol search for the lite client pointed at our own origin (DESIGN: local backend).
import { getTenantByHost } from '@/src/cms/tenants'
import { refuseOverIpLimit } from '@/src/lib/rate-limit'
import { defaultSearchEngine } from '@/src/search/engine'
import { createSearchHandler } from '@/src/search/http/search-handler'

export const dynamic = 'force-dynamic'
export const runtime = 'nodejs'

const handler = createSearchHandler({
  resolveTenant: getTenantByHost,
  engine: defaultSearchEngine,
  now: () => new Date(),
})

export async function POST(req: Request, context: { params: Promise<{ path: string[] }> }): Promise<Response> {
  // Generous (one request per keystroke), but a scraper or a flood gets 429s.
  const refused = await refuseOverIpLimit('search', req, 'protocol')
  if (refused) return refused
  const { path } = await context.params
  return handler(req, path)
}
