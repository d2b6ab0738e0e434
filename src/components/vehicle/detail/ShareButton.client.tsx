'use client'
// Share and copy link: both copy the site URL plus the current path (trailing
// slash removed). Share shows the toast "Copied {car name} to your clipboard!" for 3 seconds;
// the copy-link control shows "Copied" for 1.5 seconds. Beside them, share by text message and
// on Facebook and X (shareLinks): the social links open a 550 x 400 share window, and are plain
// links to a new tab until the script runs. Nothing renders without a site URL.
import type { MouseEvent } from 'react'
import { useEffect, useRef, useState } from 'react'
import { COPY_NOTICE_MS, SHARE_TOAST_MS, copiedToast, shareUrl } from '@/src/domain/vehicle-detail/metadata'
import { type ShareLink, type ShareNetwork, shareLinks, shareWindowFeatures } from '@/src/domain/vehicle-detail/share'

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch (error) {
    console.warn('Copying the link failed', error)
    return false
  }
}

const ICONS: Record<ShareNetwork, string> = {
  sms: 'M4 4h16a2 2 0 012 2v10a2 2 0 01-2 2H8l-4 4V6a2 2 0 012-2zm3 6v2h2v-2H7zm4 0v2h2v-2h-2zm4 0v2h2v-2h-2z',
  facebook: 'M14 8h3V4h-3a4 4 0 00-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8.5a.5.5 0 01.5-.5z',
  x: 'M4 3h4.6l4.1 5.8L17.8 3H20l-6.3 7.3L21 21h-4.6l-4.5-6.3L6.3 21H4l6.9-7.9z',
}

/** A social link opens the share window over the page; a blocked pop-up leaves the link to open its tab. */
function openShareWindow(event: MouseEvent<HTMLAnchorElement>, link: ShareLink) {
  if (!link.popup) return
  const features = shareWindowFeatures({ left: window.screenX, top: window.screenY, width: window.outerWidth, height: window.outerHeight })
  const opened = window.open(link.href, 'share', features)
  if (!opened) return
  opened.opener = null
  event.preventDefault()
}

export function ShareButtons({ siteUrl, carName, path }: { siteUrl: string | null; carName: string; path: string }) {
  const [toast, setToast] = useState(false)
  const [copied, setCopied] = useState(false)
  const timers = useRef<ReturnType<typeof setTimeout>[]>([])
  useEffect(() => () => timers.current.forEach(clearTimeout), [])
  const pageUrl = shareUrl(siteUrl, path)
  if (!pageUrl) return null

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
      {shareLinks(carName, pageUrl).map((link) => (
        <a
          key={link.network}
          href={link.href}
          {...(link.popup ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          onClick={(event) => openShareWindow(event, link)}
          className="btn btn-outline px-2.5 text-sm"
          data-testid={`share-${link.network}`}
        >
          <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="currentColor">
            <path d={ICONS[link.network]} />
          </svg>
          <span className="sr-only">{link.label}</span>
        </a>
      ))}
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
