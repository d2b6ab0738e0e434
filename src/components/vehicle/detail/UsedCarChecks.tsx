// The used-car checks of a used car's page (usedCarChecks decides when and what): the checks a
// history report answers, the car's report or how to ask for it, and its rego and odometer.
// The report link is outside the kept (never hydrated) HTML: opening it fires analytics event 60.
import { CheckIcon } from '@/src/components/ui/icons'
import { KeptHtml } from '@/src/components/ui/KeptHtml.client'
import type { AnalyticsData } from '@/src/domain/analytics/events'
import type { UsedCarChecks as Checks } from '@/src/domain/vehicle-detail/used-checks'
import { HistoryReportLink } from './HistoryReportLink.client'
import { Section } from './Section'
import { SpecList } from './SpecList'

export function UsedCarChecks({ checks, title, tracking }: { checks: Checks; title: string; tracking: AnalyticsData }) {
  const { report } = checks
  return (
    <Section id="used-car-checks" title={title}>
      <div className="grid gap-5">
        {/* KeptHtml draws no box (display: contents): its paragraphs and the report link below are
            the grid's rows, as when they were all kept. */}
        <KeptHtml>
          <p>A vehicle history report answers these checks:</p>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2" aria-label="History report checks">
            {checks.checks.map((check) => (
              <li key={check} className="flex items-center gap-2">
                <span className="text-[var(--color-primary)]">
                  <CheckIcon />
                </span>
                {check}
              </li>
            ))}
          </ul>
        </KeptHtml>
        <p className="mt-4">
          {report.kind === 'file' ? (
            <HistoryReportLink href={report.href} label={report.label} tracking={tracking} className="btn btn-outline" />
          ) : (
            <a href={report.href} className="btn btn-outline">
              {report.label}
            </a>
          )}
        </p>
        <SpecList rows={checks.facts} />
      </div>
    </Section>
  )
}
