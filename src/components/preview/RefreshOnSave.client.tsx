'use client'
// In the admin's live preview (the site framed by the admin), re-renders the page on
// the server after each save or autosave, whichever document is being edited: a page or post
// draft, an offer, a location, the navigation or the site settings. Outside a frame it renders
// nothing, so the site's own visitors never load the listener.
import { useRouter } from 'next/navigation'
import { lazy, Suspense, useSyncExternalStore } from 'react'

// Loaded only when rendered, i.e. inside the admin's frame: shoppers never download it. React's
// lazy rather than next/dynamic, whose loader would otherwise be in every page's script.
const RefreshRouteOnSave = lazy(() => import('@payloadcms/live-preview-react').then((m) => ({ default: m.RefreshRouteOnSave })))

const noSubscription = () => () => {}
/** The admin's origin when this page is framed (it framed us, so it is the referrer), else null. */
const framingOrigin = () => (window.top !== window && document.referrer ? new URL(document.referrer).origin : null)

export function RefreshOnSave() {
  const router = useRouter()
  const serverURL = useSyncExternalStore(noSubscription, framingOrigin, () => null)
  if (!serverURL) return null
  return (
    <Suspense fallback={null}>
      <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={serverURL} />
    </Suspense>
  )
}
