// What the step-by-step forms (the trade-in valuation, the finance application) share: the
// progress bar over the steps, the focus rule (a new step's heading takes focus, a refusal the
// error summary, never on the first render) and reading a nested field's error.
import { useEffect, useRef } from 'react'
import type { FieldError } from 'react-hook-form'

/** A nested field's error (`answers.km`, `personal.date_of_birth`). */
export const errorOf = (errors: Record<string, unknown>, name: string) =>
  name.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], errors) as FieldError | undefined

type FocusTarget = 'heading' | 'summary'

/** Focus moves after the render that shows the new step or the errors, to the ref named. */
export function useStepFocus() {
  const headingRef = useRef<HTMLHeadingElement>(null)
  const summaryRef = useRef<HTMLDivElement>(null)
  const focusNext = useRef<FocusTarget | null>(null)
  useEffect(() => {
    const target = focusNext.current
    focusNext.current = null
    if (target) (target === 'heading' ? headingRef : summaryRef).current?.focus()
  })
  return { headingRef, summaryRef, focusAfterRender: (target: FocusTarget) => void (focusNext.current = target) }
}

const COLUMNS: Record<number, string> = { 4: 'grid-cols-4', 5: 'grid-cols-5' }

/** The steps as bars with their titles; the current one marked for screen readers too. */
export function StepProgress({ steps, at }: { steps: readonly { id: string; title: string }[]; at: number }) {
  return (
    <ol className={`grid ${COLUMNS[steps.length] ?? 'grid-flow-col'} gap-2 text-sm`} aria-label="Steps">
      {steps.map((s, i) => (
        <li key={s.id} aria-current={i === at ? 'step' : undefined} className="grid content-start gap-1">
          <span aria-hidden="true" className={`h-1.5 rounded-full ${i <= at ? 'bg-[var(--color-primary)]' : 'bg-gray-300'}`} />
          <span className={i === at ? 'font-bold' : 'text-gray-700'}>
            <span className="sr-only">
              Step {i + 1} of {steps.length}:{' '}
            </span>
            {/* On a phone only the current step's title shows: five titles do not fit a row. */}
            <span className={i === at ? undefined : 'max-sm:sr-only'}>{s.title}</span>
          </span>
        </li>
      ))}
    </ol>
  )
}

/** A submit button that says it is working (and cannot be pressed twice) while it is. */
export function BusyButton({
  busy,
  label,
  busyLabel,
  className = '',
}: {
  busy: boolean
  label: string
  busyLabel: string
  className?: string
}) {
  return (
    <button type="submit" className={`btn btn-solid ${className}`} disabled={busy} aria-busy={busy || undefined}>
      {busy && <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent" />}
      {busy ? busyLabel : label}
    </button>
  )
}
