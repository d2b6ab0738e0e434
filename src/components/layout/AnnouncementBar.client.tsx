'use client'

import { SiteLink } from '@/src/components/ui/SiteLink'
import { useState } from 'react'
import { CloseIcon } from '@/src/components/ui/icons'
import { useStoredFlag } from '@/src/components/ui/use-browser-value'

/**
 * Dismissible announcement. Dismissal is remembered per message, so a new
 * message shows again. Rendered visible on the server to avoid layout shift for most
 * visitors; hidden after hydration for those who dismissed it.
 */
export function AnnouncementBar({
  message,
  href,
  linkLabel,
  dismissible,
}: {
  message: string
  href: string | null
  linkLabel: string | null
  dismissible: boolean
}) {
  const key = `announcement-dismissed:${hash(message)}`
  const [remembered, remember] = useStoredFlag(key)
  const [dismissed, setDismissed] = useState(false)
  if (remembered || dismissed) return null
  return (
    <div role="region" aria-label="Announcement" className="print:hidden bg-[var(--color-accent)] text-[var(--color-on-accent)]">
      <div className="container-site flex items-center justify-center gap-3 py-2 text-sm">
        <p className="text-center">
          {message}
          {href && linkLabel && (
            <>
              {' '}
              <SiteLink href={href} className="font-semibold underline underline-offset-2">
                {linkLabel}
              </SiteLink>
            </>
          )}
        </p>
        {dismissible && (
          <button
            type="button"
            onClick={() => {
              setDismissed(true)
              remember()
            }}
            className="ml-auto flex h-8 w-8 shrink-0 items-center justify-center rounded hover:bg-black/10"
          >
            <span className="sr-only">Dismiss announcement</span>
            <CloseIcon size={14} />
          </button>
        )}
      </div>
    </div>
  )
}

function hash(text: string): string {
  let h = 0
  for (let i = 0; i < text.length; i++) h = (Math.imul(31, h) + text.charCodeAt(i)) | 0
  return (h >>> 0).toString(36)
}
