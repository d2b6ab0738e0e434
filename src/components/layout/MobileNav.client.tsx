'use client'

import { SiteLink } from '@/src/components/ui/SiteLink'
import { usePathname } from 'next/navigation'
import { useEffect, useId, useRef, useState } from 'react'
import { isActivePath } from '@/src/domain/navigation/links'
import type { MenuItem } from './menu'
import { ChevronDownIcon, CloseIcon } from '@/src/components/ui/icons'
import { useRouteState } from '@/src/components/ui/use-route-state'
import { trapFocus } from '@/src/components/ui/focus-trap'

/**
 * Mobile menu: a modal panel opened by a labelled button. Focus moves into the panel,
 * Tab stays inside it, Escape closes it and focus returns to the button.
 */
export function MobileNav({ items, phone }: { items: MenuItem[]; phone: { display: string; href: string } | null }) {
  const [open, setOpen] = useRouteState(false)
  const [expanded, setExpanded] = useState<number | null>(null)
  const pathname = usePathname() ?? '/'
  const panelId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!open) return
    const panel = panelRef.current
    panel?.querySelector<HTMLElement>('a, button')?.focus()
    document.body.style.overflow = 'hidden'
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false)
        buttonRef.current?.focus()
      }
      if (panel) trapFocus(e, panel)
    }
    document.addEventListener('keydown', onKey)
    return () => {
      document.body.style.overflow = ''
      document.removeEventListener('keydown', onKey)
    }
  }, [open, setOpen])

  return (
    <div className="group-data-[menu=collapsed]/header:block xl:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(true)}
        className="flex h-11 w-11 items-center justify-center rounded hover:bg-black/5"
      >
        <span className="sr-only">Open menu</span>
        <svg aria-hidden="true" width="26" height="26" viewBox="0 0 24 24">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {open && (
        <div className="fixed inset-0 z-50 flex justify-end bg-black/50" onClick={() => setOpen(false)}>
          <div
            ref={panelRef}
            id={panelId}
            role="dialog"
            aria-modal="true"
            aria-label="Menu"
            onClick={(e) => e.stopPropagation()}
            className="flex h-full w-[min(22rem,90vw)] flex-col overflow-y-auto bg-white text-gray-900 shadow-2xl"
          >
            <div className="flex items-center justify-between border-b px-4 py-3">
              <span className="font-semibold">Menu</span>
              <button
                type="button"
                onClick={() => {
                  setOpen(false)
                  buttonRef.current?.focus()
                }}
                className="flex h-11 w-11 items-center justify-center rounded hover:bg-gray-100"
              >
                <span className="sr-only">Close menu</span>
                <CloseIcon />
              </button>
            </div>
            <nav aria-label="Main" className="flex-1 px-2 py-2">
              <ul>
                {items.map((item, i) =>
                  item.kind === 'link' && item.href ? (
                    <li key={`${item.label}-${i}`}>
                      <SiteLink
                        href={item.href}
                        aria-current={isActivePath(item.href, pathname) ? 'page' : undefined}
                        className="block rounded px-3 py-3 font-semibold hover:bg-gray-100 aria-[current=page]:text-[var(--color-primary)]"
                      >
                        {item.label}
                      </SiteLink>
                    </li>
                  ) : (
                    <li key={`${item.label}-${i}`}>
                      <button
                        type="button"
                        aria-expanded={expanded === i}
                        aria-controls={`${panelId}-sub-${i}`}
                        onClick={() => setExpanded(expanded === i ? null : i)}
                        className="flex w-full items-center justify-between rounded px-3 py-3 text-left font-semibold hover:bg-gray-100"
                      >
                        {item.label}
                        <ChevronDownIcon size={14} open={expanded === i} />
                      </button>
                      <ul id={`${panelId}-sub-${i}`} hidden={expanded !== i} className="mb-2 ml-3 border-l pl-2">
                        {[...item.children, ...item.brands.map((b) => ({ label: b.name, href: b.href, newTab: false }))].map((c) => (
                          <li key={c.href + c.label}>
                            <SiteLink href={c.href} className="block rounded px-3 py-2.5 text-[15px] hover:bg-gray-100">
                              {c.label}
                            </SiteLink>
                          </li>
                        ))}
                      </ul>
                    </li>
                  ),
                )}
              </ul>
            </nav>
            {phone && (
              <div className="border-t p-4">
                <a href={phone.href} className="btn btn-solid w-full">
                  Call {phone.display}
                </a>
              </div>
            )}
          </div>
        </div>
      )}
    </div>
  )
}
