// The finance section: "Finance Available For This Vehicle!" with Get Finance Now, Get
// Pre-Approved (the finance application with this car) and Request a Quote, then the finance
// calculator under the "Finance Calculator" heading at the #finance-calculator anchor the
// sidebar teaser links to; its disclaimer is #financeDisclaimer.
import { type CalculatorSettings } from '@/src/components/finance/calculator-view'
import { FINANCE_DISCLAIMER_ID } from '@/src/domain/finance/disclaimer'
import { PRE_APPROVAL_LABEL } from '@/src/domain/finance-application/form'
import type { FinanceLender } from '@/src/domain/finance/types'
import type { FinanceButton } from '@/src/domain/vehicle-detail/actions'
import { FinanceCalculatorIsland } from '@/src/components/finance/CalculatorIslands.client'
import { FormDialog } from './FormDialog.client'
import { SECTION_CLASS } from './Section'

export interface FinanceSectionProps {
  settings: CalculatorSettings
  price: number | null
  lender: FinanceLender | null
  /** Get Finance Now in the banner (financeBannerButton): a link, or the Finance Enquiry dialog. */
  financeButton: FinanceButton | null
  available: boolean
  /** The finance application with this car chosen: shown with a finance button (a car that can be financed). */
  preApprovalHref: string
}

export function FinanceSection({ settings, price, lender, financeButton, available, preApprovalHref }: FinanceSectionProps) {
  return (
    <section
      id="finance-calculator"
      aria-labelledby="finance-calculator-heading"
      className={`${SECTION_CLASS} [--defer-render-estimate:100rem] lg:[--defer-render-estimate:68rem]`}
    >
      {available && (
        <div
          data-testid="finance-banner"
          className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-[var(--radius)] bg-[var(--color-secondary)] p-4 text-[var(--color-on-secondary)] md:p-5"
        >
          <p className="text-lg font-bold">Finance Available For This Vehicle!</p>
          <div className="flex flex-wrap gap-2">
            {financeButton?.opens === 'dialog' && (
              <FormDialog kind="finance" title={financeButton.dialogTitle} label={financeButton.label} className="btn btn-accent" />
            )}
            {financeButton?.opens === 'link' && (
              <a href={financeButton.href} className="btn btn-accent">
                {financeButton.label}
              </a>
            )}
            {financeButton && (
              <a href={preApprovalHref} className="btn btn-outline">
                {PRE_APPROVAL_LABEL}
              </a>
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
        <FinanceCalculatorIsland
          props={{ variant: 'tab', settings, price, lender, disclaimer: lender?.disclaimer ?? null, disclaimerId: FINANCE_DISCLAIMER_ID }}
        />
      </div>
    </section>
  )
}
