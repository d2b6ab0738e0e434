// The certified pre-owned block of a certified car's page (certifiedBlock decides when, and its
// points are the dealer's copy).
import { CheckIcon } from '@/src/components/ui/icons'
import { KeptHtml } from '@/src/components/ui/KeptHtml.client'
import type { CertifiedBlock } from '@/src/domain/vehicle-detail/certified'
import { Section } from './Section'

export function CertifiedPreOwned({ block }: { block: CertifiedBlock }) {
  return (
    <Section id="certified-pre-owned" title={block.heading}>
      {block.points.length > 0 && (
        <KeptHtml>
          <ul className="grid gap-2 rounded-[var(--radius)] border-2 border-[var(--color-primary)] p-4 sm:grid-cols-2 md:p-5">
            {block.points.map((point) => (
              <li key={point} className="flex items-center gap-2 font-semibold">
                <span className="text-[var(--color-primary)]">
                  <CheckIcon />
                </span>
                {point}
              </li>
            ))}
          </ul>
        </KeptHtml>
      )}
    </Section>
  )
}
