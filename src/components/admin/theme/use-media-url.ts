'use client'
// The URL of an uploaded image by its id, for the theme preview's logo. Read through the admin's
// own API with the editor's session, so it is only ever what the editor may already see.
import { useEffect, useState } from 'react'

export function useMediaUrl(id: number | string | null): string | null {
  const [found, setFound] = useState<{ id: number | string; url: string } | null>(null)
  useEffect(() => {
    if (id === null) return
    const controller = new AbortController()
    fetch(`/api/media/${encodeURIComponent(String(id))}?depth=0`, { credentials: 'include', signal: controller.signal })
      .then((r) => (r.ok ? r.json() : null))
      .then((doc: { url?: unknown } | null) => {
        if (typeof doc?.url === 'string') setFound({ id, url: doc.url })
      })
      .catch(() => {})
    return () => controller.abort()
  }, [id])
  return id !== null && found?.id === id ? found.url : null
}
