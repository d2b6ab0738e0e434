import { errorResponse, methodNotAllowed } from '@/src/lib/api-errors'
import { feedActor } from '@/src/cms/feeds'
import { confirmDealershipRun } from '@/src/search/ingest'

/**
 * Confirms a held feed run: the cars its file left out are marked sold. For the
 * owning site's staff and platform staff; a run that is no longer waiting is a 409.
 */
export async function POST(req: Request, { params }: { params: Promise<{ dealershipSlug: string; runId: string }> }) {
  const { dealershipSlug, runId } = await params
  const actor = await feedActor(req, dealershipSlug, 'confirm')
  if (!actor.ok) return actor.response
  if (!/^\d{1,15}$/.test(runId)) return errorResponse('not-found', 'There is no such feed run.')
  const outcome = await confirmDealershipRun(dealershipSlug, Number(runId), actor.user.email ?? `user ${actor.user.id}`)
  if (!outcome.ok) return errorResponse('conflict', outcome.message)
  return Response.json(outcome, { headers: { 'cache-control': 'no-store' } })
}

/** Any other method is told which one this route takes (405 with a message). */
const postOnly = methodNotAllowed(['POST'], 'This address answers POST requests only.')
export { postOnly as GET, postOnly as PUT, postOnly as PATCH, postOnly as DELETE }
