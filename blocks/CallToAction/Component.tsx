import type { CallToActionBlock } from '@/payload-types'
import { CmsLink } from '@/src/components/ui/CmsLink'

const TONES = {
  primary: 'bg-[var(--color-primary)] text-[var(--color-on-primary)]',
  dark: 'bg-[var(--color-secondary)] text-[var(--color-on-secondary)]',
  light: 'bg-[var(--color-surface)] text-[var(--color-text)]',
} as const

export function CallToActionComponent({ block }: { block: CallToActionBlock }) {
  const tone = TONES[block.tone ?? 'primary']
  const onBrand = block.tone !== 'light'
  return (
    <section className="container-site py-8">
      <div
        className={`flex flex-col gap-6 rounded-[var(--radius)] px-6 py-8 md:flex-row md:items-center md:justify-between md:px-10 ${tone}`}
      >
        <div className="max-w-2xl">
          <h2 className="text-2xl font-bold md:text-3xl">{block.heading}</h2>
          {block.text && <p className="mt-2 opacity-90">{block.text}</p>}
        </div>
        {(block.buttons ?? []).length > 0 && (
          <div className="flex flex-wrap gap-3">
            {block.buttons!.map((b, i) => (
              <CmsLink
                key={i}
                link={b.link}
                className={`btn ${b.style === 'outline' ? 'btn-outline' : onBrand ? 'btn-accent' : 'btn-solid'}`}
              >
                {b.label}
              </CmsLink>
            ))}
          </div>
        )}
      </div>
    </section>
  )
}
