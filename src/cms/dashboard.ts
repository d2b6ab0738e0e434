// The staff dashboard's reads: for each dealer site the signed-in staff member may edit, what needs
// attention. Every read runs as that user (overrideAccess: false), so an editor sees only their own
// dealer's documents and a platform admin sees every dealer's.
import type { Payload, Where } from 'payload'
import type { AccessUser } from '@/collections/_access/predicates'
import { type FeedHealth, expiringSoon, feedHealth, leadCounts, siteUrl } from '@/src/domain/admin/dashboard'
import { type DocumentKind, blocking, brokenLinks, checkDocument } from '@/src/domain/publish-checks'
import { listFeedRuns } from '@/src/search/ingest'
import { feedSitesFor } from './feeds'
import { siteCheckContext } from './publish-checks'

export interface DashboardItem {
  collection: 'pages' | 'posts' | 'offers' | 'promo-tiles' | 'sections' | 'navigation' | 'site-settings'
  id: number | string
  title: string
  /** When it expires, is scheduled, or was last changed. */
  at: string
}

export interface DashboardSite {
  tenantId: number | string
  name: string
  url: string | null
  homePageId: number | string | null
  drafts: DashboardItem[]
  scheduled: (DashboardItem & { action: 'publish' | 'unpublish' })[]
  expiring: DashboardItem[]
  feeds: { dealership: string; health: FeedHealth }[]
  leads: { today: number; unanswered: number }
  /** Published pages and sections whose content now fails a blocking publish check. */
  failingChecks: (DashboardItem & { problems: number })[]
  /** Links on the live site (published pages and sections, menus, site settings) that lead nowhere now. */
  brokenLinks: (DashboardItem & { where: string })[]
}

type Doc = Record<string, unknown> & { id: number | string }

export async function dashboardFor(payload: Payload, user: AccessUser, adminOrigin: string, now = new Date()): Promise<DashboardSite[]> {
  const sites = await feedSitesFor(payload, user)
  const as = { user: user as never, overrideAccess: false, depth: 0 } as const
  const find = async (
    collection: Exclude<DashboardItem['collection'], 'sections'> | 'lead-inbox' | 'tenants',
    where: Where,
    extra: Record<string, unknown> = {},
  ) => (await payload.find({ collection, where, limit: 200, pagination: false, ...as, ...extra } as never)).docs as unknown as Doc[]

  return Promise.all(
    sites.map(async (site): Promise<DashboardSite> => {
      const own: Where = { tenant: { equals: site.tenantId } }
      const [tenant, home, draftPages, draftPosts, offers, tiles, leads, jobs, feeds, checks] = await Promise.all([
        find('tenants', { id: { equals: site.tenantId } }),
        find('pages', { and: [own, { slug: { equals: 'home' } }] }, { limit: 1, select: { id: true } }),
        find('pages', { and: [own, { _status: { equals: 'draft' } }] }, { draft: true, select: { title: true, updatedAt: true } }),
        find('posts', { and: [own, { _status: { equals: 'draft' } }] }, { draft: true, select: { title: true, updatedAt: true } }),
        find('offers', { and: [own, { expiresAt: { exists: true } }] }, { select: { name: true, expiresAt: true } }),
        find('promo-tiles', { and: [own, { expiresAt: { exists: true } }] }, { select: { heading: true, expiresAt: true } }),
        find(
          'lead-inbox',
          { and: [own, { createdAt: { greater_than: new Date(now.getTime() - 31 * 86_400_000).toISOString() } }] },
          {
            limit: 2000,
            select: { createdAt: true, status: true, spam: true },
          },
        ),
        scheduledFor(payload, site.tenantId, user),
        Promise.all(
          site.dealerships.map(async ({ slug: dealership }) => {
            const [last] = await listFeedRuns(dealership, 1).catch(() => [])
            return { dealership, health: feedHealth(last ?? null, now) }
          }),
        ),
        failingChecksFor(payload, site.tenantId, user, now),
      ])
      const domain = ((tenant[0]?.domains as { domain?: string }[] | undefined) ?? [])[0]?.domain
      const item = (collection: DashboardItem['collection'], title: string, at: 'updatedAt' | 'expiresAt') => (doc: Doc) => ({
        collection,
        id: doc.id,
        title: String(doc[title] ?? 'Untitled'),
        at: String(doc[at] ?? ''),
        expiresAt: at === 'expiresAt' ? String(doc[at] ?? '') : null,
      })
      return {
        tenantId: site.tenantId,
        name: site.name,
        url: siteUrl(domain, adminOrigin),
        homePageId: home[0]?.id ?? null,
        drafts: [...draftPages.map(item('pages', 'title', 'updatedAt')), ...draftPosts.map(item('posts', 'title', 'updatedAt'))].sort(
          (a, b) => b.at.localeCompare(a.at),
        ),
        scheduled: jobs,
        expiring: expiringSoon(
          [...offers.map(item('offers', 'name', 'expiresAt')), ...tiles.map(item('promo-tiles', 'heading', 'expiresAt'))],
          now,
        ),
        feeds,
        leads: leadCounts(leads as never, now),
        failingChecks: checks.failing,
        brokenLinks: checks.brokenLinks,
      }
    }),
  )
}

/**
 * Scheduled publications of the dealer's pages and posts: Payload's schedulePublish jobs not yet
 * run. Jobs are platform records, so the documents they name are checked against the dealer (and
 * the user's access) before they are listed.
 */
async function scheduledFor(payload: Payload, tenantId: number | string, user: AccessUser): Promise<DashboardSite['scheduled']> {
  const { docs: jobs } = await payload.find({
    collection: 'payload-jobs',
    where: { and: [{ taskSlug: { equals: 'schedulePublish' } }, { completedAt: { exists: false } }, { hasError: { not_equals: true } }] },
    limit: 500,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const out: DashboardSite['scheduled'] = []
  for (const job of jobs) {
    const input = job.input as { type?: string; doc?: { relationTo?: string; value?: number | string } } | undefined
    const collection = input?.doc?.relationTo
    if ((collection !== 'pages' && collection !== 'posts') || input?.doc?.value === undefined) continue
    const { docs } = await payload.find({
      collection,
      where: { and: [{ id: { equals: input.doc.value } }, { tenant: { equals: tenantId } }] },
      draft: true,
      depth: 0,
      limit: 1,
      user: user as never,
      overrideAccess: false,
      select: { title: true },
    })
    if (!docs[0]) continue
    out.push({
      collection,
      id: docs[0].id,
      title: docs[0].title ?? 'Untitled',
      at: String(job.waitUntil ?? ''),
      action: input.type === 'unpublish' ? 'unpublish' : 'publish',
    })
  }
  return out.sort((a, b) => a.at.localeCompare(b.at))
}

/**
 * The dealer's published pages and sections as they stand, run through the publish checks: a
 * page can start failing after it was published (a linked page unpublished, an image's text
 * cleared, a theme colour changed). The same site index finds the broken links, in those and in
 * the menus and site settings too.
 */
async function failingChecksFor(
  payload: Payload,
  tenantId: number | string,
  user: AccessUser,
  now: Date,
): Promise<{ failing: DashboardSite['failingChecks']; brokenLinks: DashboardSite['brokenLinks'] }> {
  const read = async (collection: 'pages' | 'sections' | 'navigation' | 'site-settings', published: boolean) =>
    (
      await payload.find({
        collection,
        where: published
          ? { and: [{ tenant: { equals: tenantId } }, { _status: { equals: 'published' } }] }
          : { tenant: { equals: tenantId } },
        ...(published ? { draft: false } : {}),
        depth: 0,
        limit: 500,
        pagination: false,
        user: user as never,
        overrideAccess: false,
      })
    ).docs as unknown as Doc[]
  const [pages, sections, navigation, settings] = await Promise.all([
    read('pages', true),
    read('sections', true),
    read('navigation', false),
    read('site-settings', false),
  ])
  const ctx = await siteCheckContext(payload, tenantId, [...pages, ...sections], { now })
  const titleOf = (doc: Doc, fallback: string) => String(doc.title ?? doc.name ?? fallback)
  const kinds: [DashboardItem['collection'], DocumentKind, Doc[]][] = [
    ['pages', 'page', pages],
    ['sections', 'section', sections],
  ]
  const failing = kinds.flatMap(([collection, kind, docs]) =>
    docs.flatMap((doc) => {
      const problems = blocking(checkDocument(kind, doc, ctx)).length
      return problems ? [{ collection, id: doc.id, title: titleOf(doc, 'Untitled'), at: String(doc.updatedAt ?? ''), problems }] : []
    }),
  )
  const linked: [DashboardItem['collection'], Doc[], string][] = [
    ['pages', pages, 'Untitled'],
    ['sections', sections, 'Untitled'],
    ['navigation', navigation, 'Site navigation'],
    ['site-settings', settings, 'Site settings'],
  ]
  const broken = ctx.site
    ? linked.flatMap(([collection, docs, fallback]) =>
        docs.flatMap((doc) =>
          brokenLinks(doc, ctx.site!).map((p) => ({
            collection,
            id: doc.id,
            title: titleOf(doc, fallback),
            at: String(doc.updatedAt ?? ''),
            where: `${p.where}: ${p.message}`,
          })),
        ),
      )
    : []
  return { failing, brokenLinks: broken }
}
