import type { Payload, PayloadRequest } from 'payload'
import { pathForSlug } from '@/src/domain/navigation/slug'
import { markdownToLexical } from './lexical'
import { PUBLISHING_TOGETHER } from './publish-checks'
import type { SiteContent } from '@/src/domain/content/site-content-schema'

type MediaIds = Record<string, number | string>

const RELATIVE_DATE = /^@days:([+-]\d{1,4})$/

/**
 * Replaces "@key" strings with media ids, "@days:+30" with the date that many days from `now`
 * (so demo offers stay "expiring soon" whenever the demo is seeded) and markdown rich text with
 * Lexical JSON.
 */
export function resolveContent<T>(value: T, media: MediaIds, now = new Date()): T {
  if (typeof value === 'string' && value.startsWith('@') && value.slice(1) in media) {
    return media[value.slice(1)] as T
  }
  const relative = typeof value === 'string' ? RELATIVE_DATE.exec(value) : null
  if (relative) return new Date(now.getTime() + Number(relative[1]) * 86_400_000).toISOString() as T
  if (Array.isArray(value)) return value.map((v) => resolveContent(v, media, now)) as T
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(value)) {
      const isMarkdown = k === 'content' && typeof v === 'string' && (value as { blockType?: string }).blockType === 'richText'
      out[k] = isMarkdown ? markdownToLexical(v as string) : resolveContent(v, media, now)
    }
    return out as T
  }
  return value
}

interface ApplyArgs {
  payload: Payload
  req?: Partial<PayloadRequest>
  tenantId: number | string
  content: SiteContent
  media: MediaIds
}

/**
 * Creates a site's starter pages (published), navigation and settings. Serves both the
 * onboarding template hook and the demo seed, so both produce identical structures.
 */
export async function applySiteContent({ payload, req, tenantId, content, media }: ApplyArgs) {
  const resolved = resolveContent(content, media)
  // The site's pages and offer model pages are published together: each passes the publish
  // checks with links to the others it is created with.
  const together = [
    ...resolved.pages.map((page) => pathForSlug(page.slug)),
    ...resolved.offers.flatMap((offer) => {
      const slug = (offer as { model?: { slug?: unknown } }).model?.slug
      return typeof slug === 'string' && slug ? [`/${slug}`] : []
    }),
  ]
  const context = { [PUBLISHING_TOGETHER]: together }
  const sectionIds: Record<string, number | string> = {}
  for (const { key, ...section } of resolved.sections) {
    const doc = await payload.create({
      collection: 'sections',
      data: { ...section, tenant: tenantId, _status: 'published' } as never,
      req,
      depth: 0,
      context,
    })
    sectionIds[key] = doc.id
  }
  const withSectionIds = (block: { blockType: string; section?: unknown }) => {
    if (block.blockType !== 'section') return block
    const id = sectionIds[String(block.section)]
    if (id === undefined) throw new Error(`A page names an unknown section "${String(block.section)}"`)
    return { ...block, section: id }
  }
  for (const page of resolved.pages) {
    await payload.create({
      collection: 'pages',
      data: { ...page, layout: page.layout.map(withSectionIds), tenant: tenantId, _status: 'published' } as never,
      req,
      depth: 0,
      context,
    })
  }
  await payload.create({
    collection: 'navigation',
    data: { ...resolved.navigation, tenant: tenantId } as never,
    req,
    depth: 0,
  })
  await payload.create({
    collection: 'site-settings',
    data: { ...resolved.settings, tenant: tenantId } as never,
    req,
    depth: 0,
    context,
  })
  for (const offer of resolved.offers)
    await payload.create({ collection: 'offers', data: { ...offer, tenant: tenantId } as never, req, depth: 0, context })
  for (const tile of resolved.promoTiles)
    await payload.create({ collection: 'promo-tiles', data: { ...tile, tenant: tenantId } as never, req, depth: 0, context })
  for (const post of resolved.posts) {
    await payload.create({
      collection: 'posts',
      data: { ...post, body: markdownToLexical(post.body), tenant: tenantId, _status: 'published' } as never,
      req,
      depth: 0,
    })
  }
  const locationIds: Record<string, number | string> = {}
  for (const location of resolved.locations) {
    const doc = await payload.create({ collection: 'locations', data: { ...location, tenant: tenantId } as never, req, depth: 0 })
    locationIds[location.slug] = doc.id
  }
  for (const review of resolved.reviews) {
    const location = locationIds[review.location]
    if (location === undefined) throw new Error(`Review by ${review.customerName} names an unknown location "${review.location}"`)
    await payload.create({ collection: 'reviews', data: { ...review, location, tenant: tenantId } as never, req, depth: 0 })
  }
  for (const member of resolved.team) {
    const location = locationIds[member.location]
    if (location === undefined) throw new Error(`Team member ${member.name} names an unknown location "${member.location}"`)
    await payload.create({ collection: 'team-members', data: { ...member, location, tenant: tenantId } as never, req, depth: 0 })
  }
}
