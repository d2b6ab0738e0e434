import type { Navigation } from '@/payload-types'
import { withoutEmptyBlog } from '@/src/domain/content/blog'
import { resolveLink } from '@/src/domain/navigation/links'
import { mediaOf } from '@/src/domain/content/media'

/** Serialisable menu items for the client menu component. */
export interface MenuLink {
  label: string
  href: string
  newTab: boolean
}

export interface MenuItem extends Partial<MenuLink> {
  label: string
  kind: 'link' | 'dropdown' | 'mega'
  children: MenuLink[]
  brands: { name: string; href: string; logo: { url: string; width: number; height: number } | null }[]
}

function toLink(label: string, link: Parameters<typeof resolveLink>[0]): MenuLink | null {
  const r = resolveLink(link)
  return r ? { label, href: r.href, newTab: r.newTab } : null
}

/** What the menus depend on besides the navigation document. */
export interface MenuOptions {
  /** Blog links show only while the dealer has posts. */
  hasPosts: boolean
}

const links = (list: (MenuLink | null)[], options: MenuOptions) =>
  withoutEmptyBlog(
    list.filter((l): l is MenuLink => l !== null),
    options.hasPosts,
  )

export function toMenuItems(nav: Navigation | null, options: MenuOptions = { hasPosts: true }): MenuItem[] {
  return (nav?.header ?? []).flatMap((item): MenuItem[] => {
    const kind = item.kind ?? 'link'
    const self = kind === 'link' ? (links([toLink(item.label, item.link)], options)[0] ?? null) : null
    if (kind === 'link' && !self) return []
    const children = links(
      (item.children ?? []).map((c) => toLink(c.label, c.link)),
      options,
    )
    const brands = (item.brands ?? []).flatMap((b) => {
      const link = resolveLink(b.link)
      if (!link) return []
      const logo = mediaOf(b.logo)
      return [
        { name: b.name, href: link.href, logo: logo ? { url: logo.url, width: logo.width ?? 320, height: logo.height ?? 160 } : null },
      ]
    })
    return [{ label: item.label, kind, ...(self ?? {}), children, brands }]
  })
}

export function footerColumns(nav: Navigation | null, options: MenuOptions = { hasPosts: true }) {
  return (nav?.footer ?? []).map((col) => ({
    heading: col.heading,
    links: links(
      (col.links ?? []).map((l) => toLink(l.label, l.link)),
      options,
    ),
  }))
}
