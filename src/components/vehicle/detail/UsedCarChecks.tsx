// The used-car checks of a used car's page (usedCarChecks decides when and what): the checks a
// history report answers, the car's report or how to ask for it, and its rego and odometer.
import { CheckIcon } from '@/src/components/ui/icons'
import { KeptHtml } from '@/src/components/ui/KeptHtml.client'
import type { UsedCarChecks as Checks } from '@/src/domain/vehicle-detail/used-checks'
import { Section } from './Section'
import { SpecList } from './SpecList'

export function UsedCarChecks({ checks, title }: { checks: Checks; title: string }) {
  const { report } = checks
  return (
    <Section id="used-car-checks" title={title}>
      <div className="grid gap-5">
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
          <p className="mt-4">
            {report.kind === 'file' ? (
              <a href={report.href} target="_blank" rel="noopener noreferrer" className="btn btn-outline">
                {report.label}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : (
              <a href={report.href} className="btn btn-outline">
                {report.label}
              </a>
            )}
          </p>
        </KeptHtml>
        <SpecList rows={checks.facts} />
      </div>
    </Section>
  )
}
