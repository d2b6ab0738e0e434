import { ENQUIRE_FOR_FINANCE } from '@/src/domain/finance/repayment'
import { UNIT_SUFFIX, type Frequency } from '@/src/domain/finance/constants'
import { formatFigure, formatRate } from './format'

export interface SummaryFigures {
  frequency: Frequency
  /** Null shows "Enquire for Finance" (a weekly repayment of 25 or less). */
  repayment: { value: number; cents: boolean } | null
  interestRate: number
  comparisonRate: number | null
  /** Null leaves the figure blank. */
  totalRepayments: number | null
  amountFinanced: number | null
}

const FREQUENCY_WORD: Record<Frequency, string> = { week: 'weekly', fortnight: 'fortnightly', month: 'monthly' }

/**
 * The calculator's results. The interest rate and its comparison rate sit side by side in
 * the same type (the National Credit Code: never less prominent, never
 * behind a hover or click); the asterisk points to the warning printed below the calculator.
 */
export function RepaymentSummary({ figures, warningId }: { figures: SummaryFigures; warningId: string }) {
  const { frequency, repayment } = figures
  return (
    <div className="rounded-[var(--radius)] bg-[var(--color-primary)] p-5 text-[var(--color-on-primary)] md:p-6">
      <div aria-live="polite" aria-atomic="true" data-testid="repayment">
        <p className="text-sm font-semibold uppercase tracking-wider opacity-90">Estimated {FREQUENCY_WORD[frequency]} repayment</p>
        {repayment ? (
          <p className="mt-1 font-[family-name:var(--font-heading)] text-5xl font-extrabold tabular-nums">
            {formatFigure(repayment.value, repayment.cents)}
            <span className="ml-1 text-xl font-semibold">/{UNIT_SUFFIX[frequency]}*</span>
          </p>
        ) : (
          <p className="mt-2 text-3xl font-extrabold">{ENQUIRE_FOR_FINANCE}</p>
        )}
      </div>
      <dl className="mt-5 grid grid-cols-2 gap-x-4 gap-y-3 border-t border-current/25 pt-4 text-sm">
        <div>
          <dt className="opacity-90">Interest rate</dt>
          <dd className="text-lg font-bold tabular-nums" data-testid="interest-rate">
            {formatRate(figures.interestRate)} p.a.
          </dd>
        </div>
        <div>
          <dt className="opacity-90">Comparison rate*</dt>
          <dd className="text-lg font-bold tabular-nums" data-testid="comparison-rate">
            {figures.comparisonRate === null ? 'n/a' : `${formatRate(figures.comparisonRate)} p.a.`}
          </dd>
        </div>
        <div>
          <dt className="opacity-90">Amount financed</dt>
          <dd className="text-lg font-bold tabular-nums" data-testid="amount-financed">
            {figures.amountFinanced === null ? '' : formatFigure(figures.amountFinanced, !Number.isInteger(figures.amountFinanced))}
          </dd>
        </div>
        <div>
          <dt className="opacity-90">Total repayments</dt>
          <dd className="min-h-7 text-lg font-bold tabular-nums" data-testid="total-repayments">
            {figures.totalRepayments === null ? '' : formatFigure(figures.totalRepayments, true)}
          </dd>
        </div>
      </dl>
      <p className="mt-4 text-xs opacity-90">
        <a href={`#${warningId}`} className="underline underline-offset-2">
          *See the comparison rate warning and important information
        </a>
      </p>
    </div>
  )
}
