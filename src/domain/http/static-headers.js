// Plain JavaScript on purpose: next.config.mjs imports this before anything is compiled (as
// @payloadcms/next does with its own config helpers), and the proxy and tests import it too,
// so the list and the rewrite rule exist in one place only.

/**
 * Security headers that do not depend on the request. next.config.mjs sends them on every
 * response, including the paths the proxy never sees (/_next/static, /_next/image,
 * /favicon.ico); the per-request CSP comes from the proxy.
 * @type {Readonly<Record<string, string>>}
 */
export const STATIC_SECURITY_HEADERS = Object.freeze({
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self), payment=(self)',
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
})

/** next.config `headers()` entries: the static headers on every path. */
export function staticHeaderRules() {
  return [{ source: '/:path*', headers: Object.entries(STATIC_SECURITY_HEADERS).map(([key, value]) => ({ key, value })) }]
}
