/**
 * Rules of the production server's request log (scripts/lib/observe-requests.ts): which request
 * id a line carries, and what of the address it may show. A log is read by more people than the
 * data it describes, so it shows no query string (preview tokens, signed cancel links, search
 * words) and masks path segments that are secrets.
 */

/** A request id taken from the client or the load balancer: a UUID, a trace id, 8 to 128 plain characters. */
const WELL_FORMED_ID = /^[A-Za-z0-9][A-Za-z0-9._:=+/-]{7,127}$/

/** The incoming `X-Request-Id` when it is well formed (one value, plain characters), else a new one. */
export function requestIdFrom(header: string | string[] | undefined, make: () => string): string {
  return typeof header === 'string' && WELL_FORMED_ID.test(header) ? header : make()
}

/** The path of a request target, without query or fragment; an absolute-form target keeps only its path. */
export function requestPath(target: string | undefined): string {
  const path = (target ?? '').split(/[?#]/, 1)[0]
  const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/]*/i.exec(path)
  return origin ? path.slice(origin[0].length) || '/' : path
}

export const REDACTED = '[redacted]'
/** Segments after these carry a token: Payload's password reset and e-mail verification links. */
const SECRET_AFTER = new Set(['reset', 'verify'])
const MAX_LOGGED_PATH = 300

/** The path a log line may show: no query string, secret segments masked, at most 300 characters. */
export function loggedPath(target: string | undefined): string {
  const segments = requestPath(target).split('/')
  const masked = segments.map((segment, i) => (i > 0 && segment !== '' && SECRET_AFTER.has(segments[i - 1]) ? REDACTED : segment))
  const path = masked.join('/')
  return path.length > MAX_LOGGED_PATH ? `${path.slice(0, MAX_LOGGED_PATH)}…` : path
}

/** `2xx`, `4xx` ...: the status label of the HTTP metrics. */
export function statusClass(status: number): string {
  return Number.isInteger(status) && status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : 'other'
}
