import { createHmac, timingSafeEqual } from 'node:crypto'
import { payloadSecret } from './env'

/** Signed, expiring token that lets a dealer host render one draft document for preview. */
export interface PreviewClaims {
  /** The collection whose draft may be shown (src/domain/navigation/preview-paths DraftCollection). */
  collection: 'pages' | 'posts'
  id: string
  tenant: string
  /** The editor who opened the preview: the draft is read with their access. */
  user: string
}

const TTL_MS = 2 * 60 * 60 * 1000

const sign = (body: string) => createHmac('sha256', `preview:${payloadSecret()}`).update(body).digest('base64url')

export function signPreviewToken(claims: PreviewClaims, now = Date.now()): string {
  const body = Buffer.from(JSON.stringify({ ...claims, exp: now + TTL_MS })).toString('base64url')
  return `${body}.${sign(body)}`
}

/** The JSON a token carries, when its signature is ours; null for anything else. */
function signedBody(token: string | undefined | null): Record<string, unknown> | null {
  if (!token) return null
  const [body, signature] = token.split('.')
  if (!body || !signature) return null
  const expected = Buffer.from(sign(body))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  try {
    const parsed: unknown = JSON.parse(Buffer.from(body, 'base64url').toString())
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : null
  } catch {
    return null
  }
}

export function verifyPreviewToken(token: string | undefined | null, now = Date.now()): PreviewClaims | null {
  const claims = signedBody(token)
  if (!claims || typeof claims.exp !== 'number' || claims.exp < now || typeof claims.user !== 'string') return null
  if (claims.collection !== 'pages' && claims.collection !== 'posts') return null
  return { collection: claims.collection, id: claims.id as string, tenant: claims.tenant as string, user: claims.user }
}

/**
 * A whole unlaunched site for one staff member: the "Preview site" button signs it for the dealer's
 * own staff and platform admins, /api/site-preview turns it into a cookie on the dealer's host.
 */
export interface SitePreviewClaims {
  tenant: string
  user: string
}

export const SITE_PREVIEW_COOKIE = 'site_preview'
export const SITE_PREVIEW_SECONDS = TTL_MS / 1000

export function signSitePreviewToken(claims: SitePreviewClaims, now = Date.now()): string {
  const body = Buffer.from(JSON.stringify({ kind: 'site', tenant: claims.tenant, user: claims.user, exp: now + TTL_MS })).toString(
    'base64url',
  )
  return `${body}.${sign(body)}`
}

export function verifySitePreviewToken(token: string | undefined | null, now = Date.now()): SitePreviewClaims | null {
  const claims = signedBody(token)
  if (!claims || claims.kind !== 'site' || typeof claims.exp !== 'number' || claims.exp < now) return null
  if (typeof claims.tenant !== 'string' || typeof claims.user !== 'string') return null
  return { tenant: claims.tenant, user: claims.user }
}

/** The site-preview cookie of a request, when it is signed for this tenant and not expired. */
export function sitePreviewFor(cookieHeader: string | null, tenantId: number | string, now = Date.now()): SitePreviewClaims | null {
  const raw = cookieHeader
    ?.split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${SITE_PREVIEW_COOKIE}=`))
    ?.slice(SITE_PREVIEW_COOKIE.length + 1)
  const claims = verifySitePreviewToken(raw ? decodeURIComponent(raw) : null, now)
  return claims && claims.tenant === String(tenantId) ? claims : null
}

/**
 * Whether a token from a page address opens this site before launch: a site preview token, or a
 * draft's preview token (the admin's live preview), signed for this site.
 */
export function tokenPreviewsSite(token: string | null | undefined, tenantId: number | string, now = Date.now()): boolean {
  const claims = verifySitePreviewToken(token, now) ?? verifyPreviewToken(token, now)
  return claims !== null && claims.tenant === String(tenantId)
}
