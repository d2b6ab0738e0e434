// GET /api/{collection}/{id}/publish-checks: what the publish checks say about the document as
// saved now (its latest draft), for the edit view's "Publish checks" panel, so an editor sees the
// warnings that do not block a publish, and what would block the next one.
import type { CollectionSlug, Endpoint } from 'payload'
import { tenantIdOf } from '@/collections/_access/predicates'
import { type DocumentKind, blocking } from '@/src/domain/publish-checks'
import { publishProblems } from './publish-checks'

const answer = (status: number, body: object) => Response.json(body, { status, headers: { 'cache-control': 'no-store' } })

export function publishChecksEndpoint(collection: CollectionSlug, kind: DocumentKind): Endpoint {
  return {
    path: '/:id/publish-checks',
    method: 'get',
    handler: async (req) => {
      if (!req.user) return answer(401, { errors: [{ message: 'Sign in to see the publish checks.' }] })
      const id = String(req.routeParams?.id ?? '')
      if (!/^\d{1,12}$/.test(id)) return answer(404, { errors: [{ message: 'Not Found' }] })
      // Read as the signed-in user: another dealer's document is not found.
      const doc = await req.payload.findByID({
        collection,
        id,
        user: req.user,
        overrideAccess: false,
        depth: 0,
        draft: true,
        disableErrors: true,
        req,
      })
      if (!doc) return answer(404, { errors: [{ message: 'Not Found' }] })
      const tenantId = tenantIdOf((doc as { tenant?: unknown }).tenant)
      const problems =
        tenantId === null
          ? []
          : await publishProblems(req.payload, kind, tenantId, doc as unknown as Record<string, unknown> & { id: number })
      return answer(200, { problems, blocking: blocking(problems).length })
    },
  }
}
