/**
 * Turns a raw Host header into the key tenants are looked up by.
 * `www.` is dropped so both forms of a dealer's domain reach the same site; the port is
 * dropped so the same data works behind a proxy and on a developer's :3000.
 * Returns null for anything that is not a plausible DNS name, so it can never be used
 * to build a path that escapes the `/<host>/` prefix.
 */
export function normaliseHost(raw: string | null | undefined): string | null {
  if (!raw) return null
  let host = raw.trim().toLowerCase()
  if (host.startsWith('[')) return null // IPv6 literals never name a dealer site
  host = host.replace(/:\d+$/, '').replace(/\.$/, '')
  if (host.startsWith('www.')) host = host.slice(4)
  if (host.length === 0 || host.length > 253) return null
  if (!/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(host)) return null
  return host
}

/** Hosts on which demo mode shows the list of demo sites instead of a dealer site. */
export const DEMO_INDEX_HOSTS = ['localhost', '127.0.0.1'] as const

export function isDemoIndexHost(host: string): boolean {
  return (DEMO_INDEX_HOSTS as readonly string[]).includes(host)
}

/** Normalises a domain typed by onboarding staff ("https://www.Example.com.au/") the same way. */
export function normaliseDomainInput(input: string): string | null {
  const stripped = input
    .trim()
    .replace(/^[a-z]+:\/\//i, '')
    .replace(/\/.*$/, '')
  return normaliseHost(stripped)
}
