import { unstable_cache } from 'next/cache'
import { insideNextServer } from '@/src/lib/env'
import { cache } from 'react'
import type { Navigation, Page, SiteSetting } from '@/payload-types'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { type PreviewClaims, verifyPreviewToken } from '@/src/lib/preview-token'
import { TAGS } from './cache-tags'
import { payloadClient } from './payload'

/**
 * Every site read takes the tenant and runs with overrideAccess: false, so the public
 * access rules (published pages only) apply on top of the tenant constraint.
 */
/** Cached across requests inside the Next server; read directly elsewhere (scripts, tests), as getTenantByHost is. */
export function cachedForTenant<T>(tenant: TenantConfig, key: string[], load: () => Promise<T>): Promise<T> {
  if (!insideNextServer) return load()
  return unstable_cache(load, ['site', String(tenant.id), ...key], { tags: [TAGS.site(tenant.id)], revalidate: 3600 })()
}

export const getNavigation = cache((tenant: TenantConfig) =>
  cachedForTenant(tenant, ['navigation'], async (): Promise<Navigation | null> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'navigation',
      where: { tenant: { equals: tenant.id } },
      depth: 2,
      limit: 1,
      overrideAccess: false,
    })
    return docs[0] ?? null
  }),
)

export const getSiteSettings = cache((tenant: TenantConfig) =>
  cachedForTenant(tenant, ['settings'], async (): Promise<SiteSetting | null> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'site-settings',
      where: { tenant: { equals: tenant.id } },
      depth: 1,
      limit: 1,
      overrideAccess: false,
    })
    return docs[0] ?? null
  }),
)

export const getPublishedPage = cache((tenant: TenantConfig, slug: string) =>
  cachedForTenant(tenant, ['page', slug], async (): Promise<Page | null> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'pages',
      where: { and: [{ tenant: { equals: tenant.id } }, { slug: { equals: slug } }] },
      depth: 2,
      limit: 1,
      overrideAccess: false,
    })
    return docs[0] ?? null
  }),
)

/** Titles of published pages by path, for breadcrumbs. */
export const getPageTitles = cache((tenant: TenantConfig) =>
  cachedForTenant(tenant, ['titles'], async (): Promise<Record<string, string>> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'pages',
      where: { tenant: { equals: tenant.id } },
      depth: 0,
      limit: 500,
      select: { slug: true, title: true },
      overrideAccess: false,
    })
    return Object.fromEntries(docs.map((d) => [`/${d.slug}`, d.title]))
  }),
)

/**
 * The latest draft of one page for a signed preview link. The token names the page, the
 * tenant and the editor; the tenant is checked against this request's tenant, and the draft
 * (and everything it shows) is read with that editor's access, so a preview can never show
 * what the editor could not open in the admin. Not cached: each save shows.
 */
/**
 * The draft a preview token names, read with the editor's own access: only on the token's own
 * dealer site, only while the editor still exists, only of the token's collection.
 */
export async function findDraft<C extends 'pages' | 'posts'>(
  collection: C,
  tenant: TenantConfig,
  claims: Pick<PreviewClaims, 'collection' | 'id' | 'tenant' | 'user'>,
) {
  if (claims.collection !== collection || claims.tenant !== String(tenant.id)) return null
  const payload = await payloadClient()
  const editor = await payload.findByID({ collection: 'users', id: claims.user, depth: 0, disableErrors: true })
  if (!editor) return null
  const { docs } = await payload.find({
    collection,
    where: { and: [{ tenant: { equals: tenant.id } }, { id: { equals: claims.id } }] },
    depth: 2,
    limit: 1,
    draft: true,
    user: { ...editor, collection: 'users' },
    overrideAccess: false,
  })
  return docs[0] ?? null
}

export const getDraftPage = (tenant: TenantConfig, claims: PreviewClaims): Promise<Page | null> => findDraft('pages', tenant, claims)

/**
 * The draft a page's `?preview=` token opens, when the token is good and names this very document.
 * Read once per request: a page's metadata and its body both ask.
 */
export const previewDraft = cache(
  async <C extends 'pages' | 'posts'>(collection: C, tenant: TenantConfig, slug: string, token: unknown) => {
    const claims = typeof token === 'string' ? verifyPreviewToken(token) : null
    if (!claims) return null
    const draft = await findDraft(collection, tenant, claims)
    return draft && draft.slug === slug ? draft : null
  },
)
