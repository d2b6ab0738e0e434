// POST /api/feeds/{dealershipSlug}: a dealer's system uploads a full stock snapshot (JSON or
// CSV) with its feed key (Authorization: Bearer <key>, or X-Feed-Key). Answers the import
// report; a malformed file is a 400 and changes nothing.
import { errorResponse, httpError, jsonResponse } from '@/src/search/http/errors'
import type { ImportOutcome } from './import-feed'
import { type FeedFormat, detectFormat } from './parse-feed'

export const MAX_FEED_BYTES = 20 * 1024 * 1024
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export interface FeedHandlerDeps {
  verifyKey(dealershipSlug: string, key: string | null): Promise<boolean>
  importFeed(dealershipSlug: string, text: string, format: FeedFormat): Promise<ImportOutcome>
}

function presentedKey(req: Request): string | null {
  const auth = req.headers.get('authorization')
  const bearer = auth?.match(/^Bearer\s+(\S+)$/i)?.[1]
  return bearer ?? req.headers.get('x-feed-key')
}

async function handle(deps: FeedHandlerDeps, req: Request, dealershipSlug: string): Promise<Response> {
  if (!SLUG.test(dealershipSlug)) throw httpError('not-found', 'Unknown dealership')
  // The same answer for an unknown dealership and a wrong key, so keys cannot be probed.
  if (!(await deps.verifyKey(dealershipSlug, presentedKey(req)))) throw httpError('unauthorized', 'A valid feed key for this dealership is required')
  if (Number(req.headers.get('content-length') ?? 0) > MAX_FEED_BYTES) throw httpError('too-large', 'The feed is larger than 20 MB')
  const text = await req.text()
  if (text.length > MAX_FEED_BYTES) throw httpError('too-large', 'The feed is larger than 20 MB')
  const outcome = await deps.importFeed(dealershipSlug, text, detectFormat(req.headers.get('content-type'), text))
  if (!outcome.ok) return jsonResponse({ message: outcome.message, status: 400, errors: outcome.errors }, 400)
  return jsonResponse(outcome.report)
}

export function createFeedHandler(deps: FeedHandlerDeps) {
  return async function POST(req: Request, dealershipSlug: string): Promise<Response> {
    try {
      return await handle(deps, req, dealershipSlug)
    } catch (error) {
      return errorResponse(error)
    }
  }
}
