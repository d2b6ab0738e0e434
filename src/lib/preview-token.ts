import { tokenSigner } from './signed-token'

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

const signer = tokenSigner('preview')

export function signPreviewToken(claims: PreviewClaims, now = Date.now()): string {
  return signer.sign({ ...claims, exp: now + TTL_MS })
}

const signedBody = signer.read

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
  return signer.sign({ kind: 'site', tenant: claims.tenant, user: claims.user, exp: now + TTL_MS })
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
