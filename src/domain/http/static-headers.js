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

/** The client hint Payload's admin asks for, to render its colour theme on the server. */
const ADMIN_THEME_HINT = 'Sec-CH-Prefers-Color-Scheme'

/** @param {{ key: string, value: string }} header */
const isThemeHint = (header) =>
  (header.key === 'Accept-CH' || header.key === 'Critical-CH' || header.key === 'Vary') && header.value === ADMIN_THEME_HINT

/**
 * @payloadcms/next's withPayload asks for the admin's colour-theme client hint on every path,
 * with Critical-CH. Chromium answers Critical-CH by restarting a navigation that lacked the hint:
 * a shopper's first page view on a dealer site was requested twice (a 307 to itself, then a second
 * server render), and Lighthouse counted ~700 ms of redirect. This keeps those headers on the admin
 * and takes them off every other path; other headers of the same rule are left as they were.
 * @template {{ source: string, headers: { key: string, value: string }[] }} Rule
 * @param {Rule[]} rules next.config `headers()` entries
 * @returns {Rule[]}
 */
export function adminOnlyThemeHints(rules) {
  return rules.flatMap((rule) => {
    const hints = rule.headers.filter(isThemeHint)
    if (hints.length === 0 || rule.source.startsWith('/admin')) return [rule]
    const rest = rule.headers.filter((header) => !isThemeHint(header))
    return [...(rest.length > 0 ? [{ ...rule, headers: rest }] : []), { ...rule, source: '/admin/:path*', headers: hints }]
  })
}
