'use client'

import { SiteLink } from '@/src/components/ui/SiteLink'
import { usePathname } from 'next/navigation'
import { useEffect, useId, useRef } from 'react'
import { isActivePath } from '@/src/domain/navigation/links'
import { makeLogoPath } from '@/src/domain/navigation/make-logo'
import type { MenuItem } from './menu'
import { ChevronDownIcon } from '@/src/components/ui/icons'
import { useRouteState } from '@/src/components/ui/use-route-state'

/**
 * Desktop menu: links, and disclosure buttons for dropdowns and the brand mega menu
 * (click or Enter/Space to open, Escape or focus leaving to close). An editor can build a menu
 * wider than the header: then the header shows the menu button instead (its row is marked
 * `data-menu="collapsed"`), so no label wraps and the page never scrolls sideways.
 */
export function DesktopNav({ items }: { items: MenuItem[] }) {
  const pathname = usePathname() ?? '/'
  const [open, setOpen] = useRouteState<number | null>(null)
  const navRef = useRef<HTMLElement>(null)

  useEffect(() => {
    const close = (e: MouseEvent | KeyboardEvent) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !navRef.current?.contains(e.target as Node)) setOpen(null)
    }
    document.addEventListener('mousedown', close)
    document.addEventListener('keydown', close)
    return () => {
      document.removeEventListener('mousedown', close)
      document.removeEventListener('keydown', close)
    }
  }, [setOpen])

  useEffect(() => {
    const nav = navRef.current
    const row = nav?.closest<HTMLElement>('[data-header-row]')
    const list = nav?.firstElementChild
    if (!nav || !row || !list) return
    // The nav takes the room the row leaves it; the list is as wide as its labels. Collapsed, the
    // nav keeps its place (invisible), so it is measured the same way and opens again when it fits.
    const fit = () => {
      row.dataset.menu = list.scrollWidth <= nav.clientWidth + 1 ? 'fits' : 'collapsed'
    }
    const observer = new ResizeObserver(fit)
    for (const box of [row, nav, list]) observer.observe(box)
    fit()
    return () => {
      observer.disconnect()
      delete row.dataset.menu
    }
  }, [])

  return (
    <nav
      ref={navRef}
      aria-label="Main"
      className="hidden min-w-0 flex-1 group-data-[menu=collapsed]/header:invisible xl:flex xl:justify-center"
    >
      <ul className="flex items-center gap-1">
        {items.map((item, i) => (
          <li
            key={`${item.label}-${i}`}
            className="relative"
            onBlur={(e) => {
              if (!e.currentTarget.contains(e.relatedTarget as Node)) setOpen((o) => (o === i ? null : o))
            }}
          >
            {item.kind === 'link' && item.href ? (
              <SiteLink
                href={item.href}
                aria-current={isActivePath(item.href, pathname) ? 'page' : undefined}
                className="block whitespace-nowrap rounded px-3 py-2 text-[15px] font-semibold hover:bg-black/5 aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8"
              >
                {item.label}
              </SiteLink>
            ) : (
              <Dropdown item={item} open={open === i} onToggle={() => setOpen(open === i ? null : i)} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}

function Dropdown({ item, open, onToggle }: { item: MenuItem; open: boolean; onToggle: () => void }) {
  const id = useId()
  const mega = item.kind === 'mega'
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={onToggle}
        className="flex items-center gap-1 whitespace-nowrap rounded px-3 py-2 text-[15px] font-semibold hover:bg-black/5"
      >
        {item.label}
        <ChevronDownIcon open={open} />
      </button>
      <div
        id={id}
        hidden={!open}
        className={`absolute top-full z-40 mt-2 rounded-[var(--radius)] bg-white p-4 text-gray-900 shadow-xl ring-1 ring-black/10 ${
          mega ? 'left-0 w-[40rem]' : 'left-0 w-60'
        }`}
      >
        {mega && item.brands.length > 0 && (
          <ul className="mb-4 grid grid-cols-4 gap-3" aria-label={`${item.label}: brands`}>
            {item.brands.map((b) => (
              <li key={b.name}>
                <SiteLink href={b.href} className="flex flex-col items-center gap-1 rounded p-2 text-xs font-medium hover:bg-gray-100">
                  {
                    // Lazy: the menu is closed (display: none) until opened, and a lazy image under display: none
                    // is not fetched, so the logos no longer download on every page view (and never on phones,
                    // where this menu is not shown).
                    // eslint-disable-next-line @next/next/no-img-element -- small logos, sized explicitly
                    <img
                      src={b.logo?.url ?? makeLogoPath(b.name)}
                      alt=""
                      width={96}
                      height={48}
                      loading="lazy"
                      decoding="async"
                      className="h-12 w-24 rounded object-contain"
                    />
                  }
                  {b.name}
                </SiteLink>
              </li>
            ))}
          </ul>
        )}
        <ul className={mega ? 'flex flex-wrap gap-x-6 gap-y-1 border-t pt-3' : 'flex flex-col'}>
          {item.children.map((c) => (
            <li key={c.href + c.label}>
              <SiteLink
                href={c.href}
                className="block rounded px-2 py-2 text-sm hover:bg-gray-100"
                target={c.newTab ? '_blank' : undefined}
              >
                {c.label}
              </SiteLink>
            </li>
          ))}
        </ul>
      </div>
    </>
  )
}
