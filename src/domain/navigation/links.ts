import { pathForSlug } from './slug'

/** The stored link shape (collections/_fields/link.ts) and the href the site renders for it. */
export interface LinkValue {
  type?: 'page' | 'custom' | null
  page?: { slug?: string | null } | number | string | null
  url?: string | null
  newTab?: boolean | null
}

export interface ResolvedLink {
  href: string
  external: boolean
  newTab: boolean
}

const SAFE_URL = /^(\/(?!\/)|https?:\/\/|mailto:|tel:|#)/i

/** Null when the link points nowhere usable (unpublished page, unsafe scheme, empty). */
export function resolveLink(link: LinkValue | null | undefined): ResolvedLink | null {
  if (!link) return null
  let href: string | null = null
  if (link.type === 'page') {
    const slug = typeof link.page === 'object' && link.page ? link.page.slug : null
    href = slug ? pathForSlug(slug) : null
  } else if (link.url && SAFE_URL.test(link.url.trim())) {
    href = link.url.trim()
  }
  if (!href) return null
  const external = /^https?:\/\//i.test(href)
  return { href, external, newTab: Boolean(link.newTab) }
}

/** Whether a menu item is the current page (or a parent of it), for aria-current. */
export function isActivePath(href: string, currentPath: string): boolean {
  if (/^[a-z]+:/i.test(href)) return false
  const path = href.split(/[?#]/)[0].replace(/\/$/, '') || '/'
  const current = currentPath.replace(/\/$/, '') || '/'
  return path === '/' ? current === '/' : current === path || current.startsWith(`${path}/`)
}
