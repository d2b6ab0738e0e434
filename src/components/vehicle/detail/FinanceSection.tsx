// The finance section: "Finance Available For This Vehicle!" with Get Finance Now and Request a
// Quote, then the existing finance calculator under the "Finance Calculator" heading at the
// #finance-calculator anchor the sidebar teaser links to.
import { type CalculatorSettings } from '@/src/components/finance/calculator-view'
import type { FinanceLender } from '@/src/domain/finance/types'
import type { DetailAction } from '@/src/domain/vehicle-detail/actions'
import { FinanceCalculatorIsland } from '@/src/components/finance/CalculatorIslands.client'
import { FormDialog } from './FormDialog.client'
import { SECTION_CLASS } from './Section'

export interface FinanceSectionProps {
  settings: CalculatorSettings
  price: number | null
  lender: FinanceLender | null
  /** The Get Finance Now action when it opens the finance enquiry dialog (financeModal). */
  financeDialog: Extract<DetailAction, { kind: 'finance'; opens: 'dialog' }> | null
  available: boolean
}

export function FinanceSection({ settings, price, lender, financeDialog, available }: FinanceSectionProps) {
  return (
    <section
      id="finance-calculator"
      aria-labelledby="finance-calculator-heading"
      className={`${SECTION_CLASS} [--defer-render-estimate:100rem] lg:[--defer-render-estimate:68rem]`}
    >
      {available && (
        <div className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-[var(--radius)] bg-[var(--color-secondary)] p-4 text-[var(--color-on-secondary)] md:p-5">
          <p className="text-lg font-bold">Finance Available For This Vehicle!</p>
          <div className="flex flex-wrap gap-2">
            {financeDialog && (
              <FormDialog kind="finance" title={financeDialog.dialogTitle} label={financeDialog.label} className="btn btn-accent" />
            )}
            <a href="#enquire" className="btn btn-outline">
              Request a Quote
            </a>
          </div>
        </div>
      )}
      <h2 id="finance-calculator-heading" className="mb-4 text-xl font-bold md:text-2xl">
        Finance Calculator
      </h2>
      <div className="rounded-[var(--radius)] border border-black/10 bg-white p-4 shadow-sm md:p-6">
        <FinanceCalculatorIsland props={{ variant: 'tab', settings, price, lender, disclaimer: lender?.disclaimer ?? null }} />
      </div>
    </section>
  )
}
