import type { LivePreviewConfig, Payload } from 'payload'
import { pathForSlug } from '@/src/domain/navigation/slug'
import { trustedOrigin } from '@/src/lib/client-ip'
import { signPreviewToken } from '@/src/lib/preview-token'

type PreviewDoc = { id?: number | string; slug?: string | null; tenant?: unknown }
type TenantLike = { id: number | string; domains?: { domain?: string | null }[] | null }

async function tenantOf(doc: PreviewDoc, payload: Pick<Payload, 'findByID'>): Promise<TenantLike | null> {
  const t = doc.tenant
  if (!t) return null
  if (typeof t === 'object') return t as TenantLike
  if (typeof t !== 'number' && typeof t !== 'string') return null
  return payload.findByID({ collection: 'tenants', id: t, depth: 0 })
}

/**
 * The preview opens the page on its own dealer host with a short-lived signed token, so the
 * site can show the draft without sharing the admin's cookies across host names.
 */
export async function previewHref(
  doc: PreviewDoc,
  payload: Pick<Payload, 'findByID'>,
  origin: string,
  user: { id: number | string } | null | undefined,
): Promise<string | null> {
  if (!doc.id || !doc.slug || !user) return null
  const tenant = await tenantOf(doc, payload)
  const domain = tenant?.domains?.[0]?.domain
  if (!domain) return null
  const url = new URL(origin)
  const token = signPreviewToken({ collection: 'pages', id: String(doc.id), tenant: String(tenant.id), user: String(user.id) })
  return `${url.protocol}//${domain}${url.port ? `:${url.port}` : ''}${pathForSlug(doc.slug)}?preview=${encodeURIComponent(token)}`
}

/** The admin's own origin; forwarded headers count only behind a trusted proxy (finding 11). */
function originOf(req: { headers?: Headers } | undefined): string {
  const { proto, host } = trustedOrigin(req?.headers ?? new Headers({ host: 'localhost:3000' }))
  return `${proto}://${host}`
}

export const livePreviewUrl: LivePreviewConfig['url'] = async ({ data, req }) =>
  (await previewHref(data as PreviewDoc, req.payload, originOf(req), req.user)) ?? ''

export const previewUrl = async (
  doc: Record<string, unknown>,
  { req }: { req: { payload: Pick<Payload, 'findByID'>; headers?: Headers; user?: { id: number | string } | null } },
) => (await previewHref(doc as PreviewDoc, req.payload, originOf(req), req.user)) ?? ''
