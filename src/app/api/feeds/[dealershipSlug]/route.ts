import { methodNotAllowed } from '@/src/lib/api-errors'
// Authenticated stock feed upload per dealership: a full stock snapshot, POST /api/feeds/{slug}
// with the dealership's feed key.
import { createFeedHandler } from '@/src/search/ingest/feed-handler'
import { importDealershipFeed, verifyFeedKey } from '@/src/search/ingest'
import { refuseOverIpLimit } from '@/src/lib/rate-limit'
import { feedSettingsOf } from '@/src/cms/feeds'

export const dynamic = 'force-dynamic'
export const runtime = 'nodejs'

const handler = createFeedHandler({
  verifyKey: (slug, key) => verifyFeedKey(slug, key),
  importFeed: async (slug, text, format) =>
    importDealershipFeed(slug, text, format, { source: 'http', settings: await feedSettingsOf(slug) }),
})

export async function POST(req: Request, context: { params: Promise<{ dealershipSlug: string }> }): Promise<Response> {
  // Counted per IP before the key is checked or the body read, so neither can be hammered.
  const refused = await refuseOverIpLimit('feedUpload', req, 'protocol')
  if (refused) return refused
  const { dealershipSlug } = await context.params
  return handler(req, dealershipSlug)
}

/** Any other method is told which one this route takes (405 with a message). */
const postOnly = methodNotAllowed(['POST'], 'This address answers POST requests only.')
export { postOnly as GET, postOnly as PUT, postOnly as PATCH, postOnly as DELETE }
