import type { ReactNode } from 'react'

/**
 * One of the site's tools (the trade-in valuation, the finance application) where it is placed:
 * a block on a page, or the tool's own page. Its heading and a line on what it asks, the tool in
 * a card, then anything that follows it (the trade-in FAQ).
 */
export function ToolSection({
  id,
  heading,
  intro,
  children,
  after,
}: {
  id: string
  heading: string
  intro: string
  children: ReactNode
  after?: ReactNode
}) {
  const headingId = `${id}-heading`
  return (
    <section id={id} aria-labelledby={headingId} className="mx-auto max-w-2xl scroll-mt-4">
      <h2 id={headingId} className="text-2xl font-bold md:text-3xl">
        {heading}
      </h2>
      <p className="mt-2 text-gray-700">{intro}</p>
      <div className="mt-6 rounded-[var(--radius)] border border-black/10 bg-white p-4 shadow-sm md:p-6">{children}</div>
      {after}
    </section>
  )
}
