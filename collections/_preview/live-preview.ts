// Live preview and the Preview button for every collection that shows on the dealer's site.
// The preview opens on the document's own dealer host; a draft is shown through a
// short-lived signed token, so the site needs none of the admin's cookies across host names.
import type { LivePreviewConfig, Payload } from 'payload'
import { type PreviewCollection, type PreviewTarget, previewTarget } from '@/src/domain/navigation/preview-paths'
import { trustedOrigin } from '@/src/lib/client-ip'
import { signPreviewToken, signSitePreviewToken } from '@/src/lib/preview-token'

type PreviewDoc = { id?: number | string; slug?: string | null; tenant?: unknown }
type TenantLike = { id: number | string; launchedAt?: string | null; domains?: { domain?: string | null }[] | null }

/** Phone, tablet and desktop widths in the preview toolbar, beside Payload's "responsive". */
export const PREVIEW_BREAKPOINTS = [
  { label: 'Phone', name: 'phone', width: 390, height: 844 },
  { label: 'Tablet', name: 'tablet', width: 768, height: 1024 },
  { label: 'Desktop', name: 'desktop', width: 1440, height: 900 },
]

async function tenantOf(doc: PreviewDoc, payload: Pick<Payload, 'findByID'>): Promise<TenantLike | null> {
  const t = doc.tenant
  if (!t) return null
  if (typeof t === 'object') return t as TenantLike
  if (typeof t !== 'number' && typeof t !== 'string') return null
  return payload.findByID({ collection: 'tenants', id: t, depth: 0 })
}

/** The dealer's own origin, on the admin's scheme and port (the demo's hosts differ by name only). */
function siteOrigin(tenant: TenantLike, origin: string): string | null {
  const domain = tenant.domains?.[0]?.domain
  if (!domain) return null
  const url = new URL(origin)
  return `${url.protocol}//${domain}${url.port ? `:${url.port}` : ''}`
}

/** The preview address of a document on its dealer's host, or null when there is none to show. */
export async function previewHref(
  doc: PreviewDoc,
  target: PreviewTarget | null,
  payload: Pick<Payload, 'findByID'>,
  origin: string,
  user: { id: number | string } | null | undefined,
): Promise<string | null> {
  if (!target || !user) return null
  const tenant = await tenantOf(doc, payload)
  const site = tenant && siteOrigin(tenant, origin)
  if (!site) return null
  const base = `${site}${target.path}`
  if (!target.draft || doc.id === undefined) {
    // Before launch the site shows its holding page to anyone without a preview token.
    if (tenant.launchedAt) return base
    return `${base}?preview=${encodeURIComponent(signSitePreviewToken({ tenant: String(tenant.id), user: String(user.id) }))}`
  }
  const token = signPreviewToken({ collection: target.draft, id: String(doc.id), tenant: String(tenant.id), user: String(user.id) })
  return `${base}?preview=${encodeURIComponent(token)}`
}

/** The admin's own origin; forwarded headers count only behind a trusted proxy. */
function originOf(req: { headers?: Headers } | undefined): string {
  const { proto, host } = trustedOrigin(req?.headers ?? new Headers({ host: 'localhost:3000' }))
  return `${proto}://${host}`
}

/**
 * The "Preview site" link: opens the whole site on its own host for this staff member, before
 * launch too (src/api/site-preview.ts). The caller has checked that they may see the site.
 */
export function sitePreviewHref(tenant: TenantLike, req: { headers?: Headers }, user: { id: number | string }): string | null {
  const site = siteOrigin(tenant, originOf(req))
  if (!site) return null
  const token = signSitePreviewToken({ tenant: String(tenant.id), user: String(user.id) })
  return `${site}/api/site-preview?token=${encodeURIComponent(token)}`
}

type PreviewRequest = { payload: Pick<Payload, 'findByID'>; headers?: Headers; user?: { id: number | string } | null }

/** A collection's `admin.livePreview` and `admin.preview`. */
export function sitePreview(collection: PreviewCollection) {
  const href = async (doc: PreviewDoc, req: PreviewRequest) =>
    (await previewHref(doc, previewTarget(collection, doc), req.payload, originOf(req), req.user)) ?? ''
  const url: LivePreviewConfig['url'] = ({ data, req }) => href(data as PreviewDoc, req)
  return {
    livePreview: { url, breakpoints: PREVIEW_BREAKPOINTS },
    preview: (doc: Record<string, unknown>, { req }: { req: PreviewRequest }) => href(doc as PreviewDoc, req),
  }
}
