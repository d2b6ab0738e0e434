/**
 * Who is calling, as far as the forwarded headers can be believed.
 *
 * `next start` (16.x, base-server.js) does not append the peer's address to X-Forwarded-For:
 * it only fills the header in when the request has none (`??=`), so a client that sends its
 * own header would otherwise choose its IP. src/instrumentation.ts therefore appends the socket
 * address of every request (`appendPeerAddress`), as a proxy does. The list a route sees is
 * then `[what the client sent..., what each trusted proxy appended..., our peer]`, and with
 * TRUSTED_PROXY_HOPS = n proxies in front of the app, the client is entry n from the right.
 */
import { Server } from 'node:http'
import { isIP } from 'node:net'
import { trustedProxyHops } from './env'

export const UNKNOWN_CLIENT = 'unknown'

/** `::ffff:203.0.113.9` (IPv4 seen on an IPv6 socket) is 203.0.113.9. */
function normaliseIp(raw: string): string | null {
  let ip = raw.trim()
  if (ip.startsWith('[') && ip.includes(']'))
    ip = ip.slice(1, ip.indexOf(']')) // "[2001:db8::1]:443"
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(ip)) ip = ip.slice(0, ip.lastIndexOf(':')) // "203.0.113.9:443"
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)
  if (mapped) ip = mapped[1]
  return isIP(ip) ? ip.toLowerCase() : null
}

/** The client's IP from an X-Forwarded-For value: entry `hops` from the right, or 'unknown'. */
export function clientIpFromForwardedFor(forwardedFor: string | null | undefined, hops: number): string {
  const entries = (forwardedFor ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  const entry = entries[entries.length - 1 - hops]
  return (entry && normaliseIp(entry)) ?? UNKNOWN_CLIENT
}

export function clientIp(headers: Headers, hops = trustedProxyHops): string {
  return clientIpFromForwardedFor(headers.get('x-forwarded-for'), hops)
}

/**
 * The key a per-IP limit counts under: an IPv6 client is its /64 (one subscriber's network,
 * where it may pick any of 2^64 addresses), an IPv4 client its address.
 */
export function rateLimitSubject(ip: string): string {
  if (isIP(ip) !== 6) return ip
  const [head, tail = ''] = ip.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}

const LOCAL_HOST = /^(localhost|127\.0\.0\.1|[^:]+\.localhost)(:\d+)?$/
const HOST = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i

const first = (value: string | null) => value?.split(',')[0]?.trim() || undefined

/**
 * The scheme and host the visitor used. X-Forwarded-Proto/-Host are believed only behind a
 * trusted proxy (TRUSTED_PROXY_HOPS > 0), which sets them; their first value is the one the
 * outermost proxy saw. Otherwise the Host header, and http for local names, https elsewhere.
 */
export function trustedOrigin(headers: Headers, hops = trustedProxyHops): { proto: 'http' | 'https'; host: string } {
  const forwardedHost = hops > 0 ? first(headers.get('x-forwarded-host')) : undefined
  const host = (forwardedHost && HOST.test(forwardedHost) ? forwardedHost : undefined) ?? headers.get('host') ?? 'localhost'
  const forwardedProto = hops > 0 ? first(headers.get('x-forwarded-proto'))?.toLowerCase() : undefined
  const proto = forwardedProto === 'http' || forwardedProto === 'https' ? forwardedProto : LOCAL_HOST.test(host) ? 'http' : 'https'
  return { proto, host }
}

type IncomingLike = { headers: Record<string, string | string[] | undefined>; socket?: { remoteAddress?: string } | null }

const UNTRUSTED_WITHOUT_PROXY = ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port']

/**
 * What src/instrumentation.ts does to each incoming request before Next sees it: append the
 * socket's address to X-Forwarded-For and, with no trusted proxy, drop the forwarded
 * host/proto/port the client may have sent (Next then fills them in from the connection).
 */
export function appendPeerAddress(req: IncomingLike, hops = trustedProxyHops): void {
  const peer = req.socket?.remoteAddress
  const sent = req.headers['x-forwarded-for']
  const list = [...(Array.isArray(sent) ? sent : sent ? [sent] : []), ...(peer ? [peer] : [])].join(', ')
  if (list) req.headers['x-forwarded-for'] = list
  else delete req.headers['x-forwarded-for']
  if (hops === 0) for (const name of UNTRUSTED_WITHOUT_PROXY) delete req.headers[name]
}

const INSTALLED = Symbol.for('dealer-platform.peer-address-shim')

/**
 * Makes every HTTP server of this process run appendPeerAddress on each request before its
 * listeners (Next's) see it. Idempotent. Requests that arrive while Next is still starting,
 * before src/instrumentation.ts has run, keep Next's own behaviour.
 */
export function installPeerAddressShim(
  proto: { emit(event: string | symbol, ...args: unknown[]): boolean } = Server.prototype,
  hops = trustedProxyHops,
): void {
  const target = proto as typeof proto & { [INSTALLED]?: true }
  if (target[INSTALLED]) return
  const emit = target.emit
  target.emit = function (this: unknown, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') appendPeerAddress(args[0] as IncomingLike, hops)
    return emit.call(this, event, ...args)
  }
  target[INSTALLED] = true
}
