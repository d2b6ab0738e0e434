// Page links (real links, so pages work without JavaScript); a plain click is handed to the
// caller, which moves to the page in place.
import type React from 'react'
import { pageItems } from '@/src/domain/listings/pagination'
import { isPlainClick } from '@/src/domain/navigation/in-place-link'

const BOX = 'flex min-h-11 min-w-10 items-center justify-center rounded-[var(--radius)] border px-2 no-underline'
const LINK = `${BOX} border-black/15 bg-white text-black hover:border-black/40`
const CURRENT = `${BOX} border-[var(--color-primary)] bg-[var(--color-primary)] font-bold text-[var(--color-on-primary)]`
/** One page either side of the current one keeps the row on a 360 px phone screen. */
const PADDING = 1

/** Links to the pages around `page` (1-based) of `pages`, with previous and next. */
export function PageLinks({
  page,
  pages,
  href,
  onPage,
}: {
  page: number
  pages: number
  href(page: number): string
  onPage(page: number): void
}) {
  const items = pageItems(page, pages, PADDING)
  if (items.length === 0) return null
  const link = (to: number, label: React.ReactNode, rel?: string, aria?: string) => (
    <a
      href={href(to)}
      rel={rel}
      aria-label={aria}
      className={LINK}
      onClick={(e) => {
        if (!isPlainClick(e)) return
        e.preventDefault()
        onPage(to)
      }}
    >
      {label}
    </a>
  )
  return (
    <nav aria-label="Pagination" data-testid="pagination">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        {page > 1 && <li>{link(Math.min(page - 1, pages), <span aria-hidden="true">‹</span>, 'prev', 'Previous page')}</li>}
        {items.map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} aria-hidden="true" className="px-1 opacity-60">
              …
            </li>
          ) : item.current ? (
            <li key={item.page}>
              <span aria-current="page" className={CURRENT}>
                <span className="sr-only">Page </span>
                {item.page}
              </span>
            </li>
          ) : (
            <li key={item.page}>{link(item.page, item.page, undefined, `Page ${item.page}`)}</li>
          ),
        )}
        {page < pages && <li>{link(page + 1, <span aria-hidden="true">›</span>, 'next', 'Next page')}</li>}
      </ul>
    </nav>
  )
}
