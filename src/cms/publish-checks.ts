// What the publish checks need to know about a dealer site, read in the caller's transaction: its
// published pages, posts, redirects and offer model pages (internal links), the alternative text of
// the images a document names, and the site's colours (contrast).
import type { Payload, PayloadRequest } from 'payload'
import { DASHBOARD_TIME_ZONE } from '@/src/domain/admin/dashboard'
import { normaliseSitePath } from '@/src/domain/navigation/redirects'
import { pathForSlug } from '@/src/domain/navigation/slug'
import { type CheckContext, type DocumentKind, type Problem, checkDocument, imageIds } from '@/src/domain/publish-checks'
import { rankedTile } from '@/src/domain/publish-checks/promo-positions'
import { parseTenantConfig } from '@/src/domain/tenant/tenant-config'
import { tenantDocToConfigInput } from './tenant-config-input'
import { logger } from '@/src/lib/logger'

type Doc = Record<string, unknown> & { id: number | string }

/** `req.context` key: site paths published in the same batch (a site created from a template or the demo seed). */
export const PUBLISHING_TOGETHER = 'publishChecks:publishingTogether'

export interface SiteReadOptions {
  req?: PayloadRequest
  /** Paths that answer once the current batch is saved, e.g. the pages a new site is created with. */
  alsoPublished?: readonly string[]
  now?: Date
  /** Read the dealer's promo tiles too (checking a promo tile). */
  promoTiles?: boolean
}

/** Everything the rules read about the dealer site, for any number of documents. */
export async function siteCheckContext(
  payload: Payload,
  tenantId: number | string,
  docs: readonly Record<string, unknown>[],
  { req, alsoPublished = [], now = new Date(), promoTiles = false }: SiteReadOptions = {},
): Promise<CheckContext> {
  const own = { tenant: { equals: tenantId } }
  const find = async (
    collection: 'pages' | 'posts' | 'redirects' | 'offers' | 'promo-tiles',
    where: object,
    select: Record<string, true>,
  ) =>
    (
      await payload.find({
        collection,
        where: where as never,
        select: select as never,
        depth: 0,
        pagination: false,
        limit: 0,
        overrideAccess: true,
        req,
      })
    ).docs as unknown as Doc[]
  const published = { and: [own, { _status: { equals: 'published' } }] }
  const media = [...new Set(docs.flatMap((d) => imageIds(d)))]
  const [pages, posts, redirects, offers, images, tenant, tiles] = await Promise.all([
    find('pages', published, { slug: true }),
    find('posts', published, { slug: true }),
    find('redirects', own, { from: true }),
    find('offers', own, { model: true }),
    media.length
      ? payload.find({
          collection: 'media',
          where: { id: { in: media } },
          select: { alt: true },
          depth: 0,
          pagination: false,
          limit: 0,
          overrideAccess: true,
          req,
        })
      : { docs: [] },
    payload.findByID({ collection: 'tenants', id: tenantId, depth: 0, overrideAccess: true, req }).catch(() => null),
    promoTiles ? find('promo-tiles', own, TILE_FIELDS) : null,
  ])
  const paths = [
    ...pages.map((p) => pathForSlug(String(p.slug ?? ''))),
    ...redirects.map((r) => String(r.from ?? '')),
    ...offers.map((o) => ((o.model as { slug?: string } | null)?.slug ? `/${(o.model as { slug: string }).slug}` : '')),
    ...alsoPublished,
  ]
  const config = tenant ? parseTenantConfig(tenantDocToConfigInput(tenant as never, { logoOptional: true })) : null
  return {
    now,
    timeZone: DASHBOARD_TIME_ZONE,
    site: {
      paths: new Set(paths.map((p) => normaliseSitePath(p)).filter((p): p is string => p !== null)),
      pageIds: new Set(pages.map((p) => String(p.id))),
      postIds: new Set(posts.map((p) => String(p.id))),
    },
    mediaAlt: new Map((images.docs as unknown as Doc[]).map((m) => [String(m.id), typeof m.alt === 'string' ? m.alt : null])),
    theme: config?.ok ? { primary: config.tenant.theme.colors.primary, secondary: config.tenant.theme.colors.secondary } : null,
    promoTiles:
      tiles && config?.ok
        ? {
            others: tiles.map(rankedTile),
            site: { defaults: config.tenant.inventory.promoPositions, randomise: config.tenant.features.randomPromoPosition },
          }
        : null,
  }
}

const TILE_FIELDS = {
  heading: true,
  order: true,
  positions: true,
  display: true,
  strictDisplay: true,
  startsAt: true,
  expiresAt: true,
} as const

/** The problems of one document as it would be published. */
export async function publishProblems(
  payload: Payload,
  kind: DocumentKind,
  tenantId: number | string,
  doc: Record<string, unknown>,
  options: SiteReadOptions = {},
): Promise<Problem[]> {
  const slug = typeof doc.slug === 'string' ? doc.slug : null
  const ownPath = slug === null ? [] : kind === 'page' ? [pathForSlug(slug)] : kind === 'post' ? [`/blog/${slug}`] : []
  const ctx = await siteCheckContext(payload, tenantId, [doc], {
    ...options,
    alsoPublished: [...(options.alsoPublished ?? []), ...ownPath],
    promoTiles: kind === 'promo-tile',
  })
  // A page or post being published links to itself fine, even the first time.
  if (kind === 'page' && doc.id !== undefined) (ctx.site!.pageIds as Set<string>).add(String(doc.id))
  if (kind === 'post' && doc.id !== undefined) (ctx.site!.postIds as Set<string>).add(String(doc.id))
  return checkDocument(kind, doc, ctx)
}

/**
 * The problems a page's draft would meet when published, shown in the editor's preview too; null
 * when they could not be worked out (the preview still shows).
 */
export async function draftProblems(payload: Payload, tenantId: number | string, page: Record<string, unknown>): Promise<Problem[] | null> {
  try {
    return await publishProblems(payload, 'page', tenantId, page)
  } catch (error) {
    logger.error({ err: error }, 'Publish checks for a preview failed')
    return null
  }
}
