// The finance pre-approval application as a page section: a heading, a sentence on what it asks,
// and the form in a card. The /finance-pre-approval page and the Finance application block place it.
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
  const headingId = `${id}-heading`
  const { termsNote } = dealerFormNotes(tenant.labels)
  return (
    <section id={id} aria-labelledby={headingId} className="mx-auto max-w-2xl scroll-mt-4">
      <h2 id={headingId} className="text-2xl font-bold md:text-3xl">
        {heading}
      </h2>
      <p className="mt-2 text-gray-700">
        {intro ||
          'Tell us about yourself, your work, your income and expenses and the car, in about ten minutes. Your answers are saved as you go, and you can come back to them.'}
      </p>
      <div className="mt-6 rounded-[var(--radius)] border border-black/10 bg-white p-4 shadow-sm md:p-6">
        <FinanceApplication setup={{ dealerships: tenant.inventory.dealerships, car, successPath, termsNote }} />
      </div>
    </section>
  )
}
