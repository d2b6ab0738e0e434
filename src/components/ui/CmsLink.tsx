import { SiteLink } from '@/src/components/ui/SiteLink'
import type React from 'react'
import { type LinkValue, resolveLink } from '@/src/domain/navigation/links'

interface Props {
  link: LinkValue | null | undefined
  className?: string
  children: React.ReactNode
}

/** Renders an editor-made link; renders nothing when the link points nowhere usable. */
export function CmsLink({ link, className, children }: Props) {
  const resolved = resolveLink(link)
  if (!resolved) return null
  const target = resolved.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}
  if (resolved.external || !resolved.href.startsWith('/')) {
    return (
      <a href={resolved.href} className={className} {...target}>
        {children}
        {resolved.newTab && <span className="sr-only"> (opens in a new tab)</span>}
      </a>
    )
  }
  return (
    <SiteLink href={resolved.href} className={className} {...target}>
      {children}
    </SiteLink>
  )
}
