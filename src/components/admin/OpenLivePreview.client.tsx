'use client'
// "Open live preview" on the dashboard: opens the page's editor with its live preview
// showing. Payload keeps "live preview open" as the user's own preference for the collection, so
// the link sets that preference (merged with the others) before it opens the editor; without
// script it still opens the editor, where the preview is one click away.
import type { MouseEvent } from 'react'

export function OpenLivePreview({ href, collection }: { href: string; collection: string }) {
  async function open(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return
    event.preventDefault()
    const key = `/api/payload-preferences/collection-${collection}`
    try {
      const current = await fetch(key, { credentials: 'include' }).then((r) => (r.ok ? r.json() : null))
      const value = { ...(current?.value ?? {}), editViewType: 'live-preview' }
      await fetch(key, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ value }),
      })
    } finally {
      window.location.assign(href)
    }
  }
  return (
    <a className="btn btn--style-primary btn--size-small" href={href} onClick={open}>
      Open live preview
    </a>
  )
}
