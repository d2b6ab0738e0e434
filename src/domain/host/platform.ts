import { isDemoIndexHost, normaliseHost } from './normalise-host'

/**
 * The platform host serves the admin and the CMS API to staff; dealer hosts serve the sites
 * and the public endpoints (DESIGN "Security model"). It is NEXT_PUBLIC_SERVER_URL's host,
 * and in demo mode also localhost / 127.0.0.1.
 */
export interface PlatformSettings {
  serverUrl?: string
  demo: boolean
  port?: string
}

/** Origins allowed to make cookie-authenticated requests (Payload `csrf`) and CORS calls. */
export function platformOrigins({ serverUrl, demo, port }: PlatformSettings): string[] {
  const origins = new Set<string>()
  if (serverUrl) origins.add(new URL(serverUrl).origin)
  if (demo) for (const host of ['localhost', '127.0.0.1']) origins.add(`http://${host}${port && port !== '80' ? `:${port}` : ''}`)
  return [...origins]
}

export function isPlatformHost(rawHost: string | null | undefined, { serverUrl, demo }: PlatformSettings): boolean {
  const host = normaliseHost(rawHost)
  if (!host) return false
  if (serverUrl && normaliseHost(new URL(serverUrl).host) === host) return true
  return demo && isDemoIndexHost(host)
}

/**
 * Paths under /api that dealer hosts answer: our own public endpoints and media files. The
 * rest of /api (Payload's REST and GraphQL), /admin and /metrics (Prometheus)
 * belong to the platform host.
 */
const DEALER_API =
  /^\/api\/(search|youx|delivery-estimate|nearest-locations|leads|trade-in|finance-application|account|watchlist|reserve|cars|feeds|inventory-images|inventory-files|make-logos|media\/file|site-preview|health|ready)(\/|$)/

export function isStaffOnlyPath(pathname: string): boolean {
  if (/^\/(admin|metrics)(\/|$)/.test(pathname)) return true
  return /^\/api(\/|$)/.test(pathname) && !DEALER_API.test(pathname)
}
