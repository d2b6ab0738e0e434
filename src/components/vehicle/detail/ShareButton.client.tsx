'use client'
// Share and copy link: both copy the site URL plus the current path (trailing
// slash removed). Share shows the toast "Copied {car name} to your clipboard!" for 3 seconds;
// the copy-link control shows "Copied" for 1.5 seconds. Nothing renders without a site URL.
import { useEffect, useRef, useState } from 'react'
import { COPY_NOTICE_MS, SHARE_TOAST_MS, copiedToast, shareUrl } from '@/src/domain/vehicle-detail/metadata'

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch (error) {
    console.warn('Copying the link failed', error)
    return false
  }
}

export function ShareButtons({ siteUrl, carName }: { siteUrl: string | null; carName: string }) {
  const [toast, setToast] = useState(false)
  const [copied, setCopied] = useState(false)
  const timers = useRef<ReturnType<typeof setTimeout>[]>([])
  useEffect(() => () => timers.current.forEach(clearTimeout), [])
  if (!shareUrl(siteUrl, '/')) return null

  const later = (fn: () => void, ms: number) => timers.current.push(setTimeout(fn, ms))
  const url = () => shareUrl(siteUrl, window.location.pathname) ?? ''

  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        className="btn btn-outline px-3 text-sm"
        onClick={async () => {
          if (await copy(url())) {
            setToast(true)
            later(() => setToast(false), SHARE_TOAST_MS)
          }
        }}
      >
        <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="18" cy="5" r="3" />
          <circle cx="6" cy="12" r="3" />
          <circle cx="18" cy="19" r="3" />
          <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
        </svg>
        Share
      </button>
      <button
        type="button"
        className="btn btn-outline px-3 text-sm"
        onClick={async () => {
          if (await copy(url())) {
            setCopied(true)
            later(() => setCopied(false), COPY_NOTICE_MS)
          }
        }}
      >
        {copied ? 'Copied' : 'Copy link'}
      </button>
      <div
        role="status"
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 bottom-24 z-50 flex justify-center px-4 lg:bottom-8"
      >
        {toast && (
          <p className="rounded-[var(--radius)] bg-gray-900 px-4 py-3 text-sm font-semibold text-white shadow-lg">{copiedToast(carName)}</p>
        )}
      </div>
    </div>
  )
}
