// The finance pre-approval application as a page section: a heading, a sentence on what it asks,
// and the form in a card. The /finance-pre-approval page and the Finance application block place it.
import { ToolSection } from '@/src/components/layout/ToolSection'
import type { PreselectedCar } from '@/src/domain/finance-application/form'
import { dealerFormNotes } from '@/src/domain/leads/form-rules'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { FinanceApplication } from './FinanceApplication.client'

export const FINANCE_APPLICATION_HEADING = 'Apply for finance pre-approval'

export function FinanceApplicationSection({
  tenant,
  id,
  heading = FINANCE_APPLICATION_HEADING,
  intro,
  car,
  successPath,
}: {
  tenant: TenantConfig
  /** The section's id (its heading's id is derived from it); unique on the page. */
  id: string
  heading?: string
  intro?: string | null
  car?: PreselectedCar | null
  successPath?: string
}) {
  const { termsNote } = dealerFormNotes(tenant.labels)
  return (
    <ToolSection
      id={id}
      heading={heading}
      intro={
        intro ||
        'Tell us about yourself, your work, your income and expenses and the car, in about ten minutes. Your answers are saved as you go, and you can come back to them.'
      }
    >
      <FinanceApplication setup={{ dealerships: tenant.inventory.dealerships, car, successPath, termsNote }} />
    </ToolSection>
  )
}
