'use client'
// The vehicle page's print button (switch printButton): the printable view in a new tab,
// analytics event 61.
import { ANALYTICS_EVENTS, type AnalyticsData, track } from '@/src/components/analytics'

export function PrintLink({ href, tracking }: { href: string; tracking: AnalyticsData }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      onClick={() => track(ANALYTICS_EVENTS.print, { ...tracking, format: 'print' })}
      className="btn btn-outline w-fit px-3 text-sm"
      data-testid="print-link"
    >
      <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M6 9V2h12v7M6 18H4a2 2 0 01-2-2v-5a2 2 0 012-2h16a2 2 0 012 2v5a2 2 0 01-2 2h-2M6 14h12v8H6z" />
      </svg>
      Print
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  )
}
