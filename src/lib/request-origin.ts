import { headers } from 'next/headers'
import { trustedOrigin } from './client-ip'

/**
 * The origin the visitor used (scheme, host and port), for canonical URLs and JSON-LD.
 * X-Forwarded-Proto counts only behind a trusted proxy (TRUSTED_PROXY_HOPS > 0).
 */
export async function requestOrigin(): Promise<string> {
  return originFromHeaders(await headers())
}

/** The same, from a route handler's own request headers. */
export function originFromHeaders(h: Headers): string {
  const { proto } = trustedOrigin(h)
  return `${proto}://${h.get('host') ?? 'localhost'}`
}

export async function requestPort(): Promise<string> {
  const host = (await headers()).get('host') ?? ''
  return /:(\d+)$/.exec(host)?.[1] ?? ''
}

/** This response's CSP nonce (set by the proxy), for the inline scripts a page renders. */
export async function requestNonce(): Promise<string | undefined> {
  return (await headers()).get('x-nonce') ?? undefined
}
