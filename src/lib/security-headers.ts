/**
 * Security headers for every response. Site pages get a nonce-based CSP with no 'unsafe-inline'
 * scripts: Next reads the nonce from the request's CSP header and puts it on its own scripts. The
 * Payload admin ships inline scripts of its own, so it gets a CSP that allows them but is otherwise
 * as strict.
 */
import { VIDEO_EMBED_PREFIXES } from '@/src/domain/vehicle-detail/video'

export interface CspOptions {
  nonce?: string
  dev: boolean
  /** Origins allowed to frame site pages: the admin's live preview. */
  frameAncestors: string[]
  admin: boolean
  /** The lead forms' robot check is on: its widget is framed from Cloudflare. */
  captcha?: boolean
}

/** Turnstile's widget (src/providers/captcha), framed only when the check is on. */
export const CAPTCHA_ORIGIN = 'https://challenges.cloudflare.com'

/** Site pages may frame only the video players whose embed prefix a car's video uses. */
const VIDEO_EMBED_ORIGINS = [...new Set(VIDEO_EMBED_PREFIXES.map((prefix) => new URL(prefix).origin))]

export function contentSecurityPolicy({ nonce, dev, frameAncestors, admin, captcha = false }: CspOptions): string {
  const script = admin || !nonce ? ["'self'", "'unsafe-inline'"] : ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"]
  if (dev) script.push("'unsafe-eval'")
  const connect = ["'self'", ...(dev ? ['ws:', 'wss:'] : [])]
  return [
    "default-src 'self'",
    `script-src ${script.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    // A car's video file may live on the dealer's or the feed's own https host.
    "media-src 'self' https:",
    `connect-src ${connect.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${admin ? "'self'" : ["'self'", ...frameAncestors].join(' ')}`,
    // The admin's live preview frames dealer sites, which live on other host names.
    `frame-src ${admin ? ["'self'", 'https:', ...(dev || frameAncestors.some((o) => o.startsWith('http://')) ? ['http://localhost:*', 'http://*.localhost:*'] : [])].join(' ') : ["'self'", ...VIDEO_EMBED_ORIGINS, ...(captcha ? [CAPTCHA_ORIGIN] : [])].join(' ')}`,
  ].join('; ')
}

/** The request-independent headers: defined once, sent on every response by next.config.mjs. */
export { STATIC_SECURITY_HEADERS } from '@/src/domain/http/static-headers'

/**
 * The CSP of the small pages the proxy answers itself (400 for a malformed address): no
 * scripts at all, an inline style, no framing.
 */
export const PLAIN_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

/** Live preview frames dealer pages from the admin's origin. */
export function previewFrameAncestors(serverUrl: string | undefined, demo: boolean): string[] {
  const origins: string[] = []
  if (serverUrl) origins.push(new URL(serverUrl).origin)
  if (demo) origins.push('http://localhost:*', 'http://127.0.0.1:*')
  return origins
}
