// Plain JavaScript on purpose: next.config.mjs imports it (see static-headers.js).
//
// The tenant prefix (DESIGN convention 3): /x is served by /<normalised host>/x. The proxy
// names the host in SITE_HOST_HEADER and these next.config rewrites add the prefix. Not
// NextResponse.rewrite() in the proxy: Next sends a proxy rewrite's target back to the client
// in an `x-middleware-rewrite` header on every response. (Client-router requests still learn
// the rendered path from `x-nextjs-rewritten-path`, which the router needs, and their payload
// names the [host] segment.)

/** Request header carrying the normalised host; set or removed by the proxy on every request it sees. */
export const SITE_HOST_HEADER = 'x-dealer-site-host'

/**
 * Request header carrying a page address's `preview` parameter (a staff preview token), for the
 * site's layout, which sees no search parameters; set or removed by the proxy like the host.
 */
export const PREVIEW_TOKEN_HEADER = 'x-dealer-preview-token'

/**
 * Paths the rewrite never touches. It must cover every path the proxy does not run on
 * (src/proxy.ts `config.matcher`): there a client could send SITE_HOST_HEADER itself and, for
 * example, have a cache store another page under a static asset's URL.
 */
export const NOT_REWRITTEN = '_next/|favicon\\.ico$'

/**
 * next.config `rewrites().beforeFiles` (after the proxy, before pages). Next applies every
 * matching rule in turn, so the rule for "/" comes last: its result must not match again.
 */
export function siteRewriteRules() {
  const has = [{ type: 'header', key: SITE_HOST_HEADER, value: '(?<site>.+)' }]
  return [
    { source: `/:path((?!${NOT_REWRITTEN}).+)`, has, destination: '/:site/:path' },
    { source: '/', has, destination: '/:site' },
  ]
}
