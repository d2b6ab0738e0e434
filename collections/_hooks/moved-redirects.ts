import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionBeforeChangeHook, PayloadRequest } from 'payload'
import { redirectsForMove } from '@/src/domain/navigation/redirects'
import { pathForSlug } from '@/src/domain/navigation/slug'
import { tenantIdOf } from '../_access/predicates'

type PageLike = { id: number | string; slug?: string | null; _status?: string | null; tenant?: unknown }

/**
 * Leaves a 301 from a published page's old address when it moves, keeps older redirects one hop
 * (those to the old address now lead to the new one), and drops any redirect from the page's new
 * address. Runs in the save's transaction (req), so a failed save leaves no redirect behind.
 */
async function recordMove(req: PayloadRequest, tenant: number | string, oldPath: string, newPath: string, origin: 'moved' | 'deleted') {
  const { docs } = await req.payload.find({
    collection: 'redirects',
    where: { tenant: { equals: tenant } },
    limit: 1000,
    pagination: false,
    depth: 0,
    req,
  })
  const plan = redirectsForMove(
    oldPath,
    newPath,
    docs.map((d) => ({ id: d.id, from: d.from, to: d.to, permanent: d.permanent ?? true })),
  )
  if (!plan.create) return
  for (const id of plan.remove) await req.payload.delete({ collection: 'redirects', id, req })
  for (const id of plan.retarget) await req.payload.update({ collection: 'redirects', id, data: { to: newPath }, req })
  await req.payload.create({
    collection: 'redirects',
    data: { ...plan.create, origin, tenant } as never,
    req,
  })
}

const MOVED_FROM = 'movedRedirects:publishedSlug'

/**
 * The hooks that leave redirects when a published document with an address moves or is deleted:
 * `pathOf` gives a slug's address on the site (a page's /{slug}, a post's /blog/{slug}), and a
 * deleted document's address leads to `whenDeleted`.
 */
export function movedDocumentRedirects(pathOf: (slug: string) => string, whenDeleted: string) {
  /**
   * Before a publish, the address the document is published at now. The saved draft's state
   * (Payload's previous document) may already carry a new slug, so the published one is read.
   */
  const rememberPublishedSlug: CollectionBeforeChangeHook<PageLike> = async ({ data, originalDoc, operation, req, collection }) => {
    if (operation !== 'update' || data?._status !== 'published' || !originalDoc?.id) return data
    const published = await req.payload
      .findByID({ collection: collection.slug as 'pages', id: originalDoc.id, draft: false, depth: 0, req })
      .catch(() => null)
    if (published?._status === 'published' && published.slug)
      req.context[`${MOVED_FROM}:${collection.slug}:${originalDoc.id}`] = published.slug
    return data
  }

  const redirectMoved: CollectionAfterChangeHook<PageLike> = async ({ doc, req, operation, collection }) => {
    const key = `${MOVED_FROM}:${collection.slug}:${doc.id}`
    const oldSlug = req.context[key]
    if (operation !== 'update' || doc._status !== 'published' || typeof oldSlug !== 'string') return doc
    delete req.context[key]
    const tenant = tenantIdOf(doc.tenant)
    if (!tenant || !doc.slug || oldSlug === doc.slug) return doc
    await recordMove(req, tenant, pathOf(oldSlug), pathOf(doc.slug), 'moved')
    return doc
  }

  const redirectDeleted: CollectionAfterDeleteHook<PageLike> = async ({ doc, req }) => {
    const tenant = tenantIdOf(doc.tenant)
    if (!tenant || !doc.slug || doc._status !== 'published') return doc
    await recordMove(req, tenant, pathOf(doc.slug), whenDeleted, 'deleted')
    return doc
  }

  return { rememberPublishedSlug, redirectMoved, redirectDeleted }
}

/** Pages: /{slug}; a deleted page's address leads home. */
export const pageRedirects = movedDocumentRedirects(pathForSlug, '/')
