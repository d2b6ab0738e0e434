// The SEO panel's "Auto-generate" buttons: @payloadcms/plugin-seo's field components post the
// document being edited to /api/plugin-seo/generate-{title,description,image,url}. We answer them
// ourselves (not through the plugin's config) so the fields stay where pages and posts already keep
// them (the `seo` group), and so the dealer's name and host come from the document's own dealer,
// which the user must be allowed to edit.
import type { Endpoint, PayloadRequest } from 'payload'
import { type AccessUser, canEditTenant, tenantIdOf } from '@/collections/_access/predicates'
import { seoDescription, seoImage, seoTitle } from '@/src/domain/content/seo'
import { pathForSlug } from '@/src/domain/navigation/slug'
import { noStoreJson } from '@/src/lib/api-errors'

const GENERATES = ['pages', 'posts'] as const
const answer = noStoreJson

type Doc = Record<string, unknown>

async function target(
  req: PayloadRequest,
): Promise<{ doc: Doc; collection: (typeof GENERATES)[number]; tenant: { name: string; domain: string | null } } | Response> {
  if (!req.user) return answer(401, { error: 'Sign in to generate search-result texts.' })
  const body = (await req.json?.().catch(() => null)) as { collectionSlug?: unknown; doc?: unknown } | null
  const collection = GENERATES.find((c) => c === body?.collectionSlug)
  const doc = body?.doc && typeof body.doc === 'object' ? (body.doc as Doc) : null
  if (!collection || !doc) return answer(400, { error: 'Send the page or post being edited.' })
  const tenantId = tenantIdOf(doc.tenant)
  if (!tenantId || !canEditTenant(req.user as AccessUser, tenantId)) return answer(403, { error: 'You cannot edit this dealer site.' })
  const tenant = await req.payload.findByID({ collection: 'tenants', id: tenantId, depth: 0, req, disableErrors: true })
  if (!tenant) return answer(404, { error: 'This dealer site no longer exists.' })
  return { doc, collection, tenant: { name: tenant.name, domain: tenant.domains?.[0]?.domain ?? null } }
}

const generate = (path: string, result: (t: Exclude<Awaited<ReturnType<typeof target>>, Response>) => unknown): Endpoint => ({
  path: `/plugin-seo/generate-${path}`,
  method: 'post',
  handler: async (req) => {
    const found = await target(req)
    return found instanceof Response ? found : answer(200, { result: result(found) ?? '' })
  },
})

export const seoGenerateEndpoints: Endpoint[] = [
  generate('title', ({ doc, tenant }) => seoTitle(doc, tenant.name)),
  generate('description', ({ doc }) => seoDescription(doc)),
  generate('image', ({ doc }) => seoImage(doc)),
  generate('url', ({ doc, collection, tenant }) => {
    if (!tenant.domain || typeof doc.slug !== 'string') return ''
    return `https://${tenant.domain}${collection === 'posts' ? `/blog/${doc.slug}` : pathForSlug(doc.slug)}`
  }),
]
