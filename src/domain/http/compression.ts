/**
 * Rules of the production server's compression (scripts/lib/web-server.ts). `next start` can only
 * gzip; Brotli at its highest quality makes the site's JavaScript and CSS 13–20% smaller than that
 * gzip, and at a quality fast enough for every request, the HTML about 20% smaller.
 */

/**
 * Whether an `Accept-Encoding` header accepts `coding` (RFC 9110 §12.5.3): listed by name or by
 * `*`, with a q-value above 0. An explicit entry for the coding wins over `*`.
 */
export function acceptsEncoding(header: string | undefined, coding: string): boolean {
  if (!header) return false
  let wildcard: boolean | null = null
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(p)).find(Boolean)
    const accepted = q ? Number(q[1]) > 0 : true
    if (name.trim() === coding) return accepted
    if (name.trim() === '*') wildcard = accepted
  }
  return wildcard ?? false
}

/** Content types of the build's static files that compress (fonts and images already are). */
const COMPRESSIBLE_STATIC: Readonly<Record<string, string>> = {
  js: 'application/javascript; charset=UTF-8',
  css: 'text/css; charset=UTF-8',
  json: 'application/json; charset=UTF-8',
  svg: 'image/svg+xml',
  txt: 'text/plain; charset=UTF-8',
}

const STATIC_PREFIX = '/_next/static/'

/**
 * The build file a request for `/_next/static/…` names, relative to `.next/static`, with its
 * content type, when it is one worth serving precompressed; `null` for anything else. Only plain
 * path segments pass (no `..`, `.`, empty segment, backslash, NUL or percent-escape), so the
 * result can never leave the static folder; such requests go on to Next.js, which answers 404.
 */
export function precompressibleStaticFile(url: string): { file: string; contentType: string } | null {
  const pathname = url.split(/[?#]/, 1)[0] ?? ''
  if (!pathname.startsWith(STATIC_PREFIX)) return null
  const file = pathname.slice(STATIC_PREFIX.length)
  const segments = file.split('/')
  if (segments.some((s) => s === '' || s === '.' || s === '..' || !/^[A-Za-z0-9._~@+-]+$/.test(s))) return null
  const extension = /\.([a-z0-9]+)$/.exec(file)?.[1] ?? ''
  const contentType = COMPRESSIBLE_STATIC[extension]
  return contentType ? { file, contentType } : null
}
