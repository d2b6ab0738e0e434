import type { ReactNode } from 'react'

/**
 * What every section of the vehicle page under its photos and price shares: it is laid out only
 * when it comes near the viewport (globals.css), and an in-page link to it (#finance-calculator,
 * #enquire...) stops with its heading below the sticky header (and on desktop the sticky car bar).
 */
export const SECTION_CLASS = 'defer-render scroll-mt-20 lg:scroll-mt-52'

/** A titled section of the vehicle page; `id` doubles as an in-page anchor. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={SECTION_CLASS}>
      <h2 id={`${id}-heading`} className="mb-4 text-xl font-bold md:text-2xl">
        {title}
      </h2>
      {children}
    </section>
  )
}
