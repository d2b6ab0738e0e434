// Authenticated stock feed upload per dealership (issue 3 ingestion).
import { createFeedHandler } from '@/src/search/ingest/feed-handler'
import { importDealershipFeed, verifyFeedKey } from '@/src/search/ingest'

export const dynamic = 'force-dynamic'
export const runtime = 'nodejs'

const handler = createFeedHandler({
  verifyKey: (slug, key) => verifyFeedKey(slug, key),
  importFeed: (slug, text, format) => importDealershipFeed(slug, text, format, { source: 'http' }),
})

export async function POST(req: Request, context: { params: Promise<{ dealershipSlug: string }> }): Promise<Response> {
  const { dealershipSlug } = await context.params
  return handler(req, dealershipSlug)
}
