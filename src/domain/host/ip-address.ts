// Whether an IP address is on the public internet: outbound requests to
// addresses a dealer's staff typed (CRM and webhook URLs) may go only there, so a setting can
// never reach this machine, our network or the cloud's metadata service. Pure, so the save-time
// check and the send-time check (of every address a name resolves to) share it.

/** Why an address is not public, or 'public'. */
export type AddressClass = 'public' | 'not-an-ip' | 'private' | 'loopback' | 'link-local' | 'reserved' | 'multicast' | 'documentation'

type Range = readonly [prefix: bigint, bits: number, total: 32 | 128, kind: Exclude<AddressClass, 'public' | 'not-an-ip'>]

const v4 = (a: number, b: number, c: number, d: number) => BigInt(((a << 24) >>> 0) + (b << 16) + (c << 8) + d)

/** IANA's special-purpose IPv4 registry, as far as it matters for reaching a server. */
const V4_RANGES: readonly Range[] = [
  [v4(0, 0, 0, 0), 8, 32, 'reserved'], // "this network"
  [v4(10, 0, 0, 0), 8, 32, 'private'],
  [v4(100, 64, 0, 0), 10, 32, 'private'], // carrier-grade NAT
  [v4(127, 0, 0, 0), 8, 32, 'loopback'],
  [v4(169, 254, 0, 0), 16, 32, 'link-local'], // includes the cloud metadata service
  [v4(172, 16, 0, 0), 12, 32, 'private'],
  [v4(192, 0, 0, 0), 24, 32, 'reserved'], // IETF protocol assignments
  [v4(192, 0, 2, 0), 24, 32, 'documentation'],
  [v4(192, 88, 99, 0), 24, 32, 'reserved'], // 6to4 relay anycast (deprecated)
  [v4(192, 168, 0, 0), 16, 32, 'private'],
  [v4(198, 18, 0, 0), 15, 32, 'reserved'], // benchmarking
  [v4(198, 51, 100, 0), 24, 32, 'documentation'],
  [v4(203, 0, 113, 0), 24, 32, 'documentation'],
  [v4(224, 0, 0, 0), 4, 32, 'multicast'],
  [v4(240, 0, 0, 0), 4, 32, 'reserved'], // includes broadcast 255.255.255.255
]

const v6 = (text: string) => parseIpv6(text) ?? 0n

/** IPv6 ranges that are never public; global unicast outside them (2000::/3) is. */
const V6_RANGES: readonly Range[] = [
  [v6('::'), 128, 128, 'reserved'], // unspecified
  [v6('::1'), 128, 128, 'loopback'],
  [v6('::'), 96, 128, 'reserved'], // IPv4-compatible (deprecated)
  [v6('64:ff9b:1::'), 48, 128, 'private'], // local-use NAT64
  [v6('100::'), 64, 128, 'reserved'], // discard-only
  [v6('2001::'), 23, 128, 'reserved'], // IETF protocol assignments (Teredo, benchmarking ...)
  [v6('2001:db8::'), 32, 128, 'documentation'],
  [v6('fc00::'), 7, 128, 'private'], // unique local
  [v6('fe80::'), 10, 128, 'link-local'],
  [v6('fec0::'), 10, 128, 'private'], // site-local (deprecated)
  [v6('ff00::'), 8, 128, 'multicast'],
]

/** IPv6 prefixes that carry an IPv4 address: judged by that address (bit offset of it). */
const EMBEDDED_V4: readonly [prefix: bigint, bits: number, shift: bigint][] = [
  [v6('::ffff:0:0'), 96, 0n], // IPv4-mapped
  [v6('64:ff9b::'), 96, 0n], // NAT64 well-known prefix
  [v6('2002::'), 16, 80n], // 6to4
]

const inRange = (value: bigint, prefix: bigint, bits: number, total: number) =>
  value >> BigInt(total - bits) === prefix >> BigInt(total - bits)

/** Dotted-quad IPv4 (four decimal parts 0-255, no leading zeros), as a number, or null. */
export function parseIpv4(text: string): bigint | null {
  const parts = text.split('.')
  if (parts.length !== 4 || !parts.every((p) => /^(0|[1-9]\d{0,2})$/.test(p) && Number(p) <= 255)) return null
  const [a, b, c, d] = parts.map(Number)
  return v4(a, b, c, d)
}

/** IPv6 text (with `::` and an optional dotted IPv4 tail; no zone), as a number, or null. */
export function parseIpv6(text: string): bigint | null {
  if (!/^[0-9a-f:.]+$/i.test(text) || text.split('::').length > 2) return null
  // A dotted IPv4 tail (::ffff:127.0.0.1) stands for the last two groups.
  const tail = /(^|:)(\d+\.\d+\.\d+\.\d+)$/.exec(text)
  let hex = text
  if (tail) {
    const ipv4 = parseIpv4(tail[2])
    if (ipv4 === null) return null
    hex = `${text.slice(0, -tail[2].length)}${(ipv4 >> 16n).toString(16)}:${(ipv4 & 0xffffn).toString(16)}`
  }
  const [head, rest] = hex.split('::') as [string, string | undefined]
  const groups = (s: string) => (s === '' ? [] : s.split(':'))
  const left = groups(head)
  const right = rest === undefined ? [] : groups(rest)
  const missing = 8 - left.length - right.length
  if (rest === undefined ? missing !== 0 : missing < 1) return null
  const all = [...left, ...Array<string>(rest === undefined ? 0 : missing).fill('0'), ...right]
  if (!all.every((g) => /^[0-9a-f]{1,4}$/i.test(g))) return null
  return all.reduce((acc, g) => (acc << 16n) | BigInt(parseInt(g, 16)), 0n)
}

function classifyV4(value: bigint): AddressClass {
  return V4_RANGES.find(([prefix, bits, total]) => inRange(value, prefix, bits, total))?.[3] ?? 'public'
}

function classifyV6(value: bigint): AddressClass {
  for (const [prefix, bits, shift] of EMBEDDED_V4) if (inRange(value, prefix, bits, 128)) return classifyV4((value >> shift) & 0xffffffffn)
  const special = V6_RANGES.find(([prefix, bits, total]) => inRange(value, prefix, bits, total))?.[3]
  if (special) return special
  // Only 2000::/3 is allocated for global unicast; anything else is not a server on the internet.
  return value >> 125n === 1n ? 'public' : 'reserved'
}

/**
 * The class of an IP address given as text: IPv4 dotted quad, or IPv6 with or without
 * brackets (a zone such as %eth0 makes it link-local). Anything else is 'not-an-ip'.
 */
export function classifyIp(raw: string): AddressClass {
  const text = raw.trim().replace(/^\[(.*)\]$/, '$1')
  if (text.includes('%')) return parseIpv6(text.slice(0, text.indexOf('%'))) === null ? 'not-an-ip' : 'link-local'
  const ipv4 = parseIpv4(text)
  if (ipv4 !== null) return classifyV4(ipv4)
  const ipv6 = text.includes(':') ? parseIpv6(text) : null
  return ipv6 === null ? 'not-an-ip' : classifyV6(ipv6)
}

/** True only for an address on the public internet. */
export const isPublicIp = (raw: string): boolean => classifyIp(raw) === 'public'
