import { methodNotAllowed } from '@/src/lib/api-errors'
import { mayActOnFeed, staffUserOf } from '@/src/cms/feeds'
import { rotateFeedKey } from '@/src/search/ingest'

/**
 * Rotates a dealership's feed key for the owning site's tenant admins and platform staff (admin
 * session cookie or JWT). The new key is returned once; only its hash is stored.
 */
export async function POST(req: Request, { params }: { params: Promise<{ dealershipSlug: string }> }) {
  const { dealershipSlug } = await params
  const user = await staffUserOf(req)
  if (!user) return Response.json({ error: 'Sign in to manage feed keys.' }, { status: 401 })
  if (!(await mayActOnFeed(user, dealershipSlug, 'manage-key'))) {
    return Response.json({ error: 'Only a tenant admin of the site that owns this dealership can change its feed key.' }, { status: 403 })
  }
  const { key, info } = await rotateFeedKey(dealershipSlug)
  return Response.json({ key, info }, { headers: { 'cache-control': 'no-store' } })
}

/** Any other method is told which one this route takes (405 with a message). */
const postOnly = methodNotAllowed(['POST'], 'This address answers POST requests only.')
export { postOnly as GET, postOnly as PUT, postOnly as PATCH, postOnly as DELETE }
