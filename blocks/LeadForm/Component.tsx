import type { LeadFormBlock } from '@/payload-types'
import { LeadForm } from '@/src/components/leads/LeadForm.client'
import { TradeInFaq } from '@/src/components/leads/TradeInFaq'
import { FORM_TITLES, type LeadForm as LeadFormKind, submitLabel } from '@/src/domain/leads/forms'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'

export function LeadFormComponent({ block, tenant }: { block: LeadFormBlock; tenant: TenantConfig }) {
  const kind = block.formKind as LeadFormKind
  const heading = block.heading || FORM_TITLES[kind]
  const headingId = `lead-form-${block.id ?? kind}`
  return (
    <section aria-labelledby={headingId} className="container-site scroll-mt-4 py-10" id={kind === 'finance' ? 'finance-form' : undefined}>
      <div className="mx-auto max-w-2xl">
        <h2 id={headingId} className="text-2xl font-bold md:text-3xl">
          {heading}
        </h2>
        {block.intro && <p className="mt-2 text-gray-700">{block.intro}</p>}
        <div className="mt-6 rounded-[var(--radius)] border border-black/10 bg-white p-4 shadow-sm md:p-6">
          <LeadForm
            kind={kind}
            heading={heading}
            setup={{
              dealerships: tenant.inventory.dealerships,
              commentsOptional: block.commentsOptional ?? false,
              defaultCategory: block.category ?? undefined,
              successPath: block.successPath || undefined,
              submitLabel: submitLabel(kind, tenant.labels.enquireButton),
            }}
          />
        </div>
        {kind === 'trade-in' && <TradeInFaq />}
      </div>
    </section>
  )
}
