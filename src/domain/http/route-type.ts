import { isStaffOnlyPath } from '@/src/domain/host/platform'

/**
 * What kind of address a request is for, as the request log and the HTTP metrics name it: a
 * handful of values, so a label never grows with the paths shoppers or scanners make up.
 */
export const ROUTE_TYPES = [
  'site_page',
  'search_api',
  'leads_api',
  'public_api',
  'media',
  'admin',
  'payload_api',
  'static_asset',
  'image_optimizer',
  'health',
  'metrics',
] as const

export type RouteType = (typeof ROUTE_TYPES)[number]

/** First match wins; /api paths no row names are Payload's on the platform host or our public ones. */
const RULES: readonly (readonly [RegExp, RouteType])[] = [
  [/^\/_next\/image$/, 'image_optimizer'],
  [/^\/_next\//, 'static_asset'],
  [/^\/favicon\.ico$/, 'static_asset'],
  [/^\/api\/(health|ready)\/?$/, 'health'],
  [/^\/metrics\/?$/, 'metrics'],
  [/^\/api\/search(\/|$)/, 'search_api'],
  [/^\/api\/(leads|trade-in)(\/|$)/, 'leads_api'],
  [/^\/api\/(media\/file|inventory-images|inventory-files|make-logos)(\/|$)/, 'media'],
  // Stripe's webhook: ours, though only the platform host answers it.
  [/^\/api\/payment-events(\/|$)/, 'public_api'],
  [/^\/admin(\/|$)/, 'admin'],
]

/** The route type of a request path (without its query string). */
export function routeType(pathname: string): RouteType {
  for (const [pattern, type] of RULES) if (pattern.test(pathname)) return type
  if (/^\/api(\/|$)/.test(pathname)) return isStaffOnlyPath(pathname) ? 'payload_api' : 'public_api'
  return 'site_page'
}
