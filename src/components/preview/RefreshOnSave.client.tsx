'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'

/** In the admin's live preview, re-renders the page on the server after each (auto)save. */
export function RefreshOnSave() {
  const router = useRouter()
  const serverURL = typeof window === 'undefined' ? '' : document.referrer ? new URL(document.referrer).origin : window.location.origin
  return <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={serverURL} />
}
