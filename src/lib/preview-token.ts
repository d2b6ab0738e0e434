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

export function verifyPreviewToken(token: string | undefined | null, now = Date.now()): PreviewClaims | null {
  if (!token) return null
  const [body, signature] = token.split('.')
  if (!body || !signature) return null
  const expected = Buffer.from(sign(body))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as PreviewClaims & { exp: number }
    if (typeof claims.exp !== 'number' || claims.exp < now || typeof claims.user !== 'string') return null
    if (claims.collection !== 'pages' && claims.collection !== 'posts') return null
    return { collection: claims.collection, id: claims.id, tenant: claims.tenant, user: claims.user }
  } catch {
    return null
  }
}
