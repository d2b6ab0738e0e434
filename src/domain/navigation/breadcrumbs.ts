/** Breadcrumbs: Home is position 1; each further path segment adds one crumb. */
import { decodeSegment } from './slug'
export interface Crumb {
  name: string
  href: string
  position: number
}

export function titleFromSegment(segment: string): string {
  const words = decodeSegment(segment).replace(/[-_]+/g, ' ').trim()
  return words.replace(/\b\w/g, (c) => c.toUpperCase())
}

/**
 * @param path   the site path, e.g. "/service/book-a-service"
 * @param titles known titles by path ("/service" -> "Servicing"); unknown segments are title-cased
 */
export function buildBreadcrumbs(path: string, titles: Record<string, string> = {}): Crumb[] {
  const segments = path.split('/').filter(Boolean)
  const crumbs: Crumb[] = [{ name: 'Home', href: '/', position: 1 }]
  let href = ''
  for (const segment of segments) {
    href += `/${segment}`
    crumbs.push({ name: titles[href] ?? titleFromSegment(segment), href, position: crumbs.length + 1 })
  }
  return crumbs
}

/** schema.org BreadcrumbList with absolute URLs, as search engines require. */
export function breadcrumbJsonLd(crumbs: Crumb[], origin: string) {
  const base = origin.replace(/\/$/, '')
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c) => ({
      '@type': 'ListItem',
      position: c.position,
      name: c.name,
      item: `${base}${c.href === '/' ? '/' : c.href}`,
    })),
  }
}

/** JSON for a <script> tag: "<" is escaped so page content can never close the tag. */
export function safeJsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}
