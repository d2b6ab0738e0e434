import type { StatsBannerBlock } from '@/payload-types'
import { CountUp } from './Component.client'
import { SiteLink } from '@/src/components/ui/SiteLink'

export function StatsBannerComponent({ block }: { block: StatsBannerBlock }) {
  return (
    <section className="bg-[var(--color-primary)] text-[var(--color-on-primary)]" aria-label="Our group in numbers">
      <ul className="container-site grid grid-cols-1 divide-y divide-current/20 py-4 sm:grid-cols-3 sm:divide-x sm:divide-y-0">
        {(block.items ?? []).map((item, i) => {
          const content = (
            <>
              <span className="block font-[family-name:var(--font-heading)] text-4xl font-extrabold md:text-5xl">
                <CountUp target={item.value} />
                {item.suffix}
              </span>
              <span className="mt-1 block text-sm font-semibold uppercase tracking-wider opacity-90">{item.label}</span>
            </>
          )
          return (
            <li key={item.id ?? i} className="text-center">
              {item.href ? (
                <SiteLink href={item.href} className="block px-4 py-5 hover:bg-black/10">
                  {content}
                </SiteLink>
              ) : (
                <div className="px-4 py-5">{content}</div>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
