// The #enquire anchor every Enquire Now / Instant Message / Reserve link reaches (search cards
// link to /cars/{slug}#enquire too). The enquiry form comes in a later release; until then the
// section says so and offers the dealer's number.
import type { ReactNode } from 'react'

export function EnquireSection({ carName, children }: { carName: string; children?: ReactNode }) {
  return (
    <section
      id="enquire"
      aria-labelledby="enquire-heading"
      className="scroll-mt-4 rounded-[var(--radius)] border border-black/10 bg-[var(--color-surface)] p-4 md:p-6"
    >
      <h2 id="enquire-heading" className="text-xl font-bold md:text-2xl">
        Submit an enquiry
      </h2>
      <p className="mt-2 text-gray-700">
        Interested in the {carName}? Online enquiries are coming soon. In the meantime, please call the dealer and quote this car.
      </p>
      {children && <div className="mt-4 max-w-md">{children}</div>}
    </section>
  )
}
