import { describe, expect, test } from 'vitest'
import { acceptsEncoding, precompressibleStaticFile } from './compression'

describe('Accept-Encoding', () => {
  test.each([
    [undefined, false],
    ['', false],
    ['gzip, deflate', false],
    ['gzip, deflate, br, zstd', true],
    ['BR', true],
    ['gzip;q=1.0, br;q=0.5', true],
    ['br;q=0', false],
    ['br; q=0.000', false],
    ['*', true],
    ['*;q=0', false],
    ['*, br;q=0', false],
    ['br;q=0, *', false],
    ['gzip, *;q=0.1', true],
    ['brotli', false],
  ] as const)('%j accepts br: %j', (header, expected) => expect(acceptsEncoding(header, 'br')).toBe(expected))
})

describe('static files served precompressed', () => {
  test('a chunk, a stylesheet and a build manifest', () => {
    expect(precompressibleStaticFile('/_next/static/chunks/3fick808z0_eh.js')).toEqual({
      file: 'chunks/3fick808z0_eh.js',
      contentType: 'application/javascript; charset=UTF-8',
    })
    expect(precompressibleStaticFile('/_next/static/chunks/0spubi71fm-_c.css?dpl=1')).toEqual({
      file: 'chunks/0spubi71fm-_c.css',
      contentType: 'text/css; charset=UTF-8',
    })
    expect(precompressibleStaticFile('/_next/static/xNkMTm1_lKwm2C7tUon1_/_buildManifest.js')?.file).toBe(
      'xNkMTm1_lKwm2C7tUon1_/_buildManifest.js',
    )
  })

  test('fonts and images are left to Next.js (already compressed)', () => {
    expect(precompressibleStaticFile('/_next/static/media/inter-latin-wght-normal.0gsaq8ukbf34m.woff2')).toBeNull()
    expect(precompressibleStaticFile('/_next/static/media/layers.3muxcl8sz6330.png')).toBeNull()
  })

  test.each([
    '/_next/static/../../package.json',
    '/_next/static/chunks/../../../.env.js',
    '/_next/static/%2e%2e/%2e%2e/package.json',
    '/_next/static/chunks/..%2f..%2fserver.js',
    '/_next/static/chunks\\..\\x.js',
    '/_next/static//etc/passwd.js',
    '/_next/static/./chunks/a.js',
    '/_next/static/chunks/a.js\0.png',
    '/_next/static/',
    '/_next/static',
    '/_next/static.js',
    '/api/media/file/a.js',
    '/static/../_next/static/chunks/a.js',
  ])('%j is not a static file of the build', (url) => expect(precompressibleStaticFile(url)).toBeNull())
})
