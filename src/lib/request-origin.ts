import { headers } from 'next/headers'

/** The origin the visitor used (scheme, host and port), for canonical URLs and JSON-LD. */
export async function requestOrigin(): Promise<string> {
  const h = await headers()
  const host = h.get('host') ?? 'localhost'
  const proto = h.get('x-forwarded-proto') ?? (/^(localhost|127\.0\.0\.1|[^:]+\.localhost)(:\d+)?$/.test(host) ? 'http' : 'https')
  return `${proto}://${host}`
}

export async function requestPort(): Promise<string> {
  const host = (await headers()).get('host') ?? ''
  return /:(\d+)$/.exec(host)?.[1] ?? ''
}
