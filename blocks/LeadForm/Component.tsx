import type { LeadFormBlock } from '@/payload-types'
import { LeadFormIsland } from '@/src/components/leads/LeadFormIsland.client'
import { TradeInFaq } from '@/src/components/leads/TradeInFaq'
import { FORM_TITLES, type LeadForm as LeadFormKind, dealerFormNotes, submitLabel } from '@/src/domain/leads/forms'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import type { BlockData } from '@/src/cms/block-data'
import { bookingOffer } from '@/src/domain/locations/booking-slots'

export function LeadFormComponent({
  block,
  tenant,
  data,
}: {
  block: LeadFormBlock
  tenant: TenantConfig
  /** The page's block data (a service form reads the locations); other uses place a contact form. */
  data?: Pick<BlockData, 'locations'>
}) {
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
          <LeadFormIsland
            kind={kind}
            heading={heading}
            setup={{
              dealerships: tenant.inventory.dealerships,
              commentsOptional: block.commentsOptional ?? false,
              defaultCategory: block.category ?? undefined,
              successPath: block.successPath || undefined,
              submitLabel: submitLabel(kind, tenant.labels.enquireButton),
              ...dealerFormNotes(tenant.labels),
              // A service is booked at the site's service location, at its open times.
              booking: kind === 'service' ? (bookingOffer(data?.locations ?? [], 'service', null, new Date()) ?? undefined) : undefined,
            }}
          />
        </div>
        {kind === 'trade-in' && <TradeInFaq />}
      </div>
    </section>
  )
}
