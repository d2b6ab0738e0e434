// The #enquire section every Enquire Now / Instant Message / Reserve link reaches (search cards
// link to /cars/{slug}#enquire too): the enquiry form, or on a sold car "Find Me Something
// Similar", beside the dealer's number.
import type { ReactNode } from 'react'
import { PageLeadForm } from '@/src/components/leads/LeadFormContext.client'
import { FORM_TITLES } from '@/src/domain/leads/forms'
import { SECTION_CLASS } from './Section'

export function EnquireSection({ carName, available, children }: { carName: string; available: boolean; children?: ReactNode }) {
  const kind = available ? 'enquiry' : 'similar'
  return (
    <section
      id="enquire"
      aria-labelledby="enquire-heading"
      className={`${SECTION_CLASS} rounded-[var(--radius)] border border-black/10 bg-[var(--color-surface)] p-4 [--defer-render-estimate:94rem] md:p-6 lg:[--defer-render-estimate:69rem]`}
    >
      <h2 id="enquire-heading" className="text-xl font-bold md:text-2xl">
        {FORM_TITLES[kind]}
      </h2>
      <p className="mt-2 text-gray-700">
        {available
          ? `Interested in the ${carName}? Send us your details and we will be in touch.`
          : `The ${carName} has been sold. Tell us what you are looking for and we will find you something similar.`}
      </p>
      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_auto]">
        <PageLeadForm kind={kind} heading={FORM_TITLES[kind]} />
        {children && <div className="lg:w-64">{children}</div>}
      </div>
    </section>
  )
}
