import { methodNotAllowed } from '@/src/lib/api-errors'
import { feedActor } from '@/src/cms/feeds'
import { rotateFeedKey } from '@/src/search/ingest'

/**
 * Rotates a dealership's feed key for the owning site's tenant admins and platform staff (admin
 * session cookie or JWT). The new key is returned once; only its hash is stored.
 */
export async function POST(req: Request, { params }: { params: Promise<{ dealershipSlug: string }> }) {
  const { dealershipSlug } = await params
  const actor = await feedActor(req, dealershipSlug, 'manage-key')
  if (!actor.ok) return actor.response
  const { key, info } = await rotateFeedKey(dealershipSlug)
  return Response.json({ key, info }, { headers: { 'cache-control': 'no-store' } })
}

/** Any other method is told which one this route takes (405 with a message). */
const postOnly = methodNotAllowed(['POST'], 'This address answers POST requests only.')
export { postOnly as GET, postOnly as PUT, postOnly as PATCH, postOnly as DELETE }
