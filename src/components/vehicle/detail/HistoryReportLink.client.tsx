'use client'
// The car's history report file, opened in a new tab (sidebar button and used-car checks):
// analytics event 60 with the report's address.
import { ANALYTICS_EVENTS, type AnalyticsData, track } from '@/src/components/analytics'

export function HistoryReportLink({
  href,
  label,
  tracking,
  className,
}: {
  href: string
  label: string
  tracking: AnalyticsData
  className: string
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      onClick={() => track(ANALYTICS_EVENTS.historyReport, { ...tracking, link_url: href })}
      className={className}
    >
      {label}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  )
}
