// POST /api/pages/from-template: staff start a page from a template (sale landing page, model page,
// service page, about page) as a draft on the dealer site chosen in the admin's site selector, then
// edit and publish it as any other page.
import type { Endpoint } from 'payload'
import { defaultTenant } from '@/collections/_fields/tenant-default'
import { type AccessUser, canEditTenant } from '@/collections/_access/predicates'
import { slugify } from '@/src/domain/navigation/slug'
import { PAGE_TEMPLATES } from '@/tenants/page-templates'
import { resolveContent } from './site-content'
import { noStoreJson } from '@/src/lib/api-errors'

const answer = noStoreJson

export const pageFromTemplateEndpoint: Endpoint = {
  path: '/from-template',
  method: 'post',
  handler: async (req) => {
    if (!req.user) return answer(401, { error: 'Sign in to create pages.' })
    const body = (await req.json?.().catch(() => null)) as { template?: unknown; title?: unknown; slug?: unknown } | null
    const template = PAGE_TEMPLATES.find((t) => t.key === body?.template)
    const title = typeof body?.title === 'string' ? body.title.trim() : ''
    if (!template) return answer(400, { error: `Choose a template: ${PAGE_TEMPLATES.map((t) => t.name).join(', ')}.` })
    if (!title || title.length > 120) return answer(400, { error: 'Give the page a title of at most 120 characters.' })
    const slug = slugify(typeof body?.slug === 'string' && body.slug.trim() ? body.slug : title)
    if (!slug) return answer(400, { error: 'The page needs an address made of letters or numbers.' })
    const tenant = await defaultTenant({ req })
    if (tenant === null) return answer(400, { error: 'Choose a dealer site in the site selector first.' })
    if (!canEditTenant(req.user as AccessUser, tenant)) return answer(403, { error: 'You cannot add pages to this dealer site.' })
    const doc = await req.payload.create({
      collection: 'pages',
      draft: true,
      data: { tenant, title, slug, _status: 'draft', layout: resolveContent(template.layout, {}) } as never,
      user: req.user,
      overrideAccess: false,
      req,
    })
    return answer(201, {
      id: doc.id,
      slug: doc.slug,
      message: `Draft "${title}" created from the ${template.name.toLowerCase()} template.`,
    })
  },
}
