import { describe, expect, test } from 'vitest'
import { textSealer } from './sealed-text'

const secret = () => 'a-long-test-secret-0123456789abcdef'
const sealer = textSealer('finance-application', secret)
const TEXT = JSON.stringify({ first_name: 'Tia', last_name: 'Ng', note: 'Ünïcode ✓' })

/** A sealed value with one part's base64url changed in its first character. */
function flip(sealed: string, part: number): string {
  const parts = sealed.split('.')
  const p = parts[part]
  parts[part] = `${p[0] === 'A' ? 'B' : 'A'}${p.slice(1)}`
  return parts.join('.')
}

describe('textSealer', () => {
  test('seals to a versioned string without the text, and opens it again', () => {
    const sealed = sealer.seal(TEXT, 'tenant:1')
    expect(sealed).toMatch(/^v1\.[\w-]{16}\.[\w-]+\.[\w-]{22}$/)
    expect(sealed).not.toContain('first_name')
    expect(sealer.open(sealed, 'tenant:1')).toBe(TEXT)
  })

  test('the same text seals differently every time (a fresh IV)', () => {
    expect(sealer.seal(TEXT, 'tenant:1')).not.toBe(sealer.seal(TEXT, 'tenant:1'))
  })

  test.each([
    ['the IV', 1],
    ['the ciphertext', 2],
    ['the tag', 3],
  ])('a change to %s is detected', (_, part) => {
    expect(sealer.open(flip(sealer.seal(TEXT, 'tenant:1'), part), 'tenant:1')).toBeNull()
  })

  test('another context, another purpose, another secret, another version or junk does not open', () => {
    const sealed = sealer.seal(TEXT, 'tenant:1')
    expect(sealer.open(sealed, 'tenant:2')).toBeNull()
    expect(textSealer('another-purpose', secret).open(sealed, 'tenant:1')).toBeNull()
    expect(textSealer('finance-application', () => 'another-secret').open(sealed, 'tenant:1')).toBeNull()
    expect(sealer.open(sealed.replace(/^v1/, 'v2'), 'tenant:1')).toBeNull()
    expect(sealer.open(`${sealed}.extra`, 'tenant:1')).toBeNull()
    for (const junk of ['', 'v1', 'v1...', 'v1.a.b.c', TEXT]) expect(sealer.open(junk, 'tenant:1')).toBeNull()
  })

  test('a truncated tag is refused (GCM would otherwise accept a shorter one)', () => {
    const [v, iv, body, tag] = sealer.seal(TEXT, 'tenant:1').split('.')
    expect(sealer.open([v, iv, body, tag.slice(0, 6)].join('.'), 'tenant:1')).toBeNull()
  })
})
