import { createHmac, timingSafeEqual } from 'node:crypto'
import { payloadSecret } from './env'

/**
 * Tokens the server hands out and later believes: a JSON body and its HMAC under the app's
 * secret. The purpose is part of the key, so a token signed for one use is never valid for another.
 */
export function tokenSigner(purpose: string, secret: () => string = payloadSecret) {
  const mac = (body: string) => createHmac('sha256', `${purpose}:${secret()}`).update(body).digest('base64url')
  return {
    sign(claims: object): string {
      const body = Buffer.from(JSON.stringify(claims)).toString('base64url')
      return `${body}.${mac(body)}`
    },
    /** The JSON object a token carries, when its signature is ours; null for anything else. */
    read(token: string | undefined | null): Record<string, unknown> | null {
      if (!token) return null
      const [body, signature, extra] = token.split('.')
      if (!body || !signature || extra !== undefined) return null
      const expected = Buffer.from(mac(body))
      const given = Buffer.from(signature)
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
      try {
        const parsed: unknown = JSON.parse(Buffer.from(body, 'base64url').toString())
        return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null
      } catch {
        return null
      }
    },
  }
}
