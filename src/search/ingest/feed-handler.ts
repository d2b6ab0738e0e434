// POST /api/feeds/{dealershipSlug}: a dealer's system uploads a full stock snapshot (JSON or
// CSV) with its feed key (Authorization: Bearer <key>, or X-Feed-Key). Answers the import
// report; a malformed file is a 400 and changes nothing; a held one is a 202.
import { apiError as httpError, errorResponse, readBodyText, responseForError } from '@/src/lib/api-errors'
import { describeJsonShapeProblem, findJsonShapeProblem } from '@/src/domain/http/json-shape'
import type { ImportOutcome } from './import-feed'
import { type FeedFormat, detectFormat } from './parse-feed'
import { SEGMENT_SLUG as SLUG } from '@/src/domain/navigation/slug'
import { bearerToken } from '@/src/domain/http/bearer'

export const MAX_FEED_BYTES = 20 * 1024 * 1024
/** A vehicle row nests a few levels (finance_lenders.x.y); far deeper is not a feed. */
export const MAX_FEED_JSON_DEPTH = 32

export interface FeedHandlerDeps {
  verifyKey(dealershipSlug: string, key: string | null): Promise<boolean>
  importFeed(dealershipSlug: string, text: string, format: FeedFormat): Promise<ImportOutcome>
}

function presentedKey(req: Request): string | null {
  return bearerToken(req.headers.get('authorization')) ?? req.headers.get('x-feed-key')
}

/**
 * A feed PostgreSQL could not store (a NUL byte, or in JSON a "\u0000" or lone "\ud800" escape)
 * or nested absurdly deep is refused before the import walks or stores it. Unparseable JSON is
 * left to the import, which reports it (and records the rejected run) in its own words.
 */
function checkFeedShape(text: string, format: FeedFormat): void {
  if (text.includes('\u0000')) throw httpError('bad-request', 'The feed contains a NUL character (\\u0000), which text cannot hold')
  if (format !== 'json') return
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return
  }
  const problem = findJsonShapeProblem(parsed, MAX_FEED_JSON_DEPTH)
  if (problem) throw httpError('bad-request', describeJsonShapeProblem(problem, 'The feed'))
}

async function handle(deps: FeedHandlerDeps, req: Request, dealershipSlug: string): Promise<Response> {
  if (!SLUG.test(dealershipSlug)) throw httpError('not-found', 'Unknown dealership')
  // The same answer for an unknown dealership and a wrong key, so keys cannot be probed.
  if (!(await deps.verifyKey(dealershipSlug, presentedKey(req))))
    throw httpError('unauthorized', 'A valid feed key for this dealership is required')
  const body = await readBodyText(req, MAX_FEED_BYTES)
  if (!body.ok && body.reason === 'too-large') throw httpError('too-large', 'The feed is larger than 20 MB')
  if (!body.ok) throw httpError('bad-request', 'The feed could not be read')
  const format = detectFormat(req.headers.get('content-type'), body.text)
  checkFeedShape(body.text, format)
  const outcome = await deps.importFeed(dealershipSlug, body.text, format)
  if (!outcome.ok) return errorResponse('bad-request', outcome.message, { details: { errors: outcome.errors } })
  // 202: the file was taken, but its sales wait for staff (the report says why).
  return Response.json(outcome.report, { status: outcome.report.holdReason ? 202 : 200, headers: { 'cache-control': 'no-store' } })
}

const UNAVAILABLE = { log: 'Feed import failed:', message: 'The feed could not be imported right now, please try again' }

export function createFeedHandler(deps: FeedHandlerDeps) {
  return async function POST(req: Request, dealershipSlug: string): Promise<Response> {
    try {
      return await handle(deps, req, dealershipSlug)
    } catch (error) {
      return responseForError(error, UNAVAILABLE)
    }
  }
}
