'use client'
// Server-rendered markup that needs no script of its own (a footer's links, a car's spec lists):
// the browser keeps the server's HTML as it is instead of hydrating it. Hydrating
// costs the phone's main thread for every element and every link component in it, and nothing
// here reacts to the shopper. Links to the site's own pages still swap the page in place, as
// the link components would (one listener for the region: inPlaceHref). A browser that mounts
// the region itself (a client navigation) and a refreshed server render (a live preview) render
// the children as usual.
import { useRouter } from 'next/navigation'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { inPlaceHref, isPlainClick } from '@/src/domain/navigation/in-place-link'
import { useKeepsServerHtml } from './use-hydrated'

export function KeptHtml({ children }: { children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null)
  const router = useRouter()
  const keepServerHtml = useKeepsServerHtml(root)
  // A refreshed server render (a live preview after the editor saves) brings new children, which
  // the kept HTML does not show: they render as usual from then on.
  const [firstChildren] = useState(children)
  const kept = keepServerHtml && firstChildren === children

  useEffect(() => {
    const el = root.current
    if (!kept || !el) return
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a') : null
      if (!link || !el.contains(link)) return
      const href = inPlaceHref(
        {
          href: link.href,
          target: link.target,
          download: link.hasAttribute('download'),
          defaultPrevented: event.defaultPrevented,
          plain: isPlainClick(event),
        },
        window.location.href,
      )
      if (href === null) return
      event.preventDefault()
      router.push(href)
    }
    el.addEventListener('click', onClick)
    return () => el.removeEventListener('click', onClick)
  }, [kept, router])

  // The server's render and the browser's own mount both render the children.
  if (typeof window === 'undefined' || !kept)
    return (
      <div key="live" className="contents">
        {children}
      </div>
    )
  return <div key="kept" ref={root} className="contents" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />
}
