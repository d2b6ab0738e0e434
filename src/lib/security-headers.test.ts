import { describe, expect, test } from 'vitest'
import { PLAIN_PAGE_CSP, STATIC_SECURITY_HEADERS, contentSecurityPolicy, previewFrameAncestors } from './security-headers'

describe('content security policy', () => {
  test('site pages: nonce scripts, no unsafe-inline script, framing only by the admin', () => {
    const csp = contentSecurityPolicy({ nonce: 'abc', dev: false, frameAncestors: ['https://admin.example.com'], admin: false })
    const script = csp.split('; ').find((d) => d.startsWith('script-src'))!
    expect(script).toContain("'nonce-abc'")
    expect(script).not.toContain('unsafe-inline')
    expect(script).not.toContain('unsafe-eval')
    expect(csp).toContain("frame-ancestors 'self' https://admin.example.com")
    expect(csp).toContain("object-src 'none'")
  })
  test('admin pages cannot be framed by anyone else, but may frame dealer sites for live preview', () => {
    const csp = contentSecurityPolicy({ dev: false, frameAncestors: ['https://x.example'], admin: true })
    expect(csp).toContain("frame-ancestors 'self'")
    expect(csp).not.toContain('x.example')
    expect(csp).toContain("frame-src 'self' https:")
    expect(csp).not.toContain('*.localhost')
    const demo = contentSecurityPolicy({ dev: false, frameAncestors: ['http://localhost:*'], admin: true })
    expect(demo).toContain('http://*.localhost:*')
  })
  test('site pages frame only the video players a car video may embed, and play https video files', () => {
    const csp = contentSecurityPolicy({ nonce: 'n', dev: false, frameAncestors: [], admin: false })
    const frame = csp.split('; ').find((d) => d.startsWith('frame-src'))!
    expect(frame.split(' ').slice(1).sort()).toEqual(
      ["'self'", 'https://player.vimeo.com', 'https://www.youtube-nocookie.com', 'https://www.youtube.com'].sort(),
    )
    expect(csp).toContain("media-src 'self' https:")
    expect(csp).not.toContain('challenges.cloudflare.com')
  })
  test("the robot check's widget is framed from Cloudflare only when the check is on", () => {
    const csp = contentSecurityPolicy({ nonce: 'n', dev: false, frameAncestors: [], admin: false, captcha: true })
    expect(csp.split('; ').find((d) => d.startsWith('frame-src'))).toContain(' https://challenges.cloudflare.com')
  })
  test('dev adds eval and websockets for hot reload only', () => {
    const csp = contentSecurityPolicy({ nonce: 'n', dev: true, frameAncestors: [], admin: false })
    expect(csp).toContain("'unsafe-eval'")
    expect(csp).toContain('ws:')
  })
  test('frame ancestors from server URL and demo mode', () => {
    expect(previewFrameAncestors('https://admin.dealers.com.au/x', false)).toEqual(['https://admin.dealers.com.au'])
    expect(previewFrameAncestors(undefined, true)).toEqual(['http://localhost:*', 'http://127.0.0.1:*'])
  })

  test('the pages the proxy answers itself (400) run no script and cannot be framed', () => {
    const directives = Object.fromEntries(PLAIN_PAGE_CSP.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]))
    expect(directives['default-src']).toBe("'none'")
    expect(directives['script-src']).toBeUndefined()
    expect(directives['frame-ancestors']).toBe("'none'")
  })
  test('the static headers every response carries (sent by next.config.mjs)', () => {
    expect(STATIC_SECURITY_HEADERS).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    })
    expect(STATIC_SECURITY_HEADERS['Strict-Transport-Security']).toMatch(/max-age=63072000/)
  })
})
