import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

/**
 * Text kept encrypted at rest (a finance application's personal details): AES-256-GCM with a key
 * derived by HKDF-SHA256 from a secret and the purpose, so one secret gives unrelated keys for
 * unrelated uses. The sealed form is one string, `v1.<iv>.<ciphertext>.<tag>` (base64url): the
 * version names the scheme, so a later one (another key, another cipher) can be read beside it.
 * `context` is authenticated but not stored (e.g. the dealer the row belongs to): text sealed for
 * one context does not open under another, so a sealed value copied onto another dealer's row is
 * refused. Tampering with any part makes `open` return null rather than throw.
 */
const VERSION = 'v1'
const IV_BYTES = 12
const SALT = 'dealer-platform sealed text'

export interface TextSealer {
  seal(plaintext: string, context: string): string
  /** The text, or null when the value was not sealed by us for this context (tampered, another key, another context). */
  open(sealed: string, context: string): string | null
}

export function textSealer(purpose: string, secret: () => string): TextSealer {
  let cached: { secret: string; key: Buffer } | null = null
  const key = () => {
    const current = secret()
    if (cached?.secret !== current) cached = { secret: current, key: Buffer.from(hkdfSync('sha256', current, SALT, purpose, 32)) }
    return cached.key
  }
  return {
    seal(plaintext, context) {
      const iv = randomBytes(IV_BYTES)
      const cipher = createCipheriv('aes-256-gcm', key(), iv)
      cipher.setAAD(Buffer.from(context))
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
      return [VERSION, iv, body, cipher.getAuthTag()].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.')
    },
    open(sealed, context) {
      const [version, iv, body, tag, extra] = sealed.split('.')
      if (version !== VERSION || iv === undefined || body === undefined || tag === undefined || extra !== undefined) return null
      try {
        const decipher = createDecipheriv('aes-256-gcm', key(), Buffer.from(iv, 'base64url'), { authTagLength: 16 })
        decipher.setAAD(Buffer.from(context))
        decipher.setAuthTag(Buffer.from(tag, 'base64url'))
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8')
      } catch {
        return null
      }
    },
  }
}
