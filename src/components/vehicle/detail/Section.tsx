import type { ReactNode } from 'react'

/** A titled section of the vehicle page; `id` doubles as an in-page anchor. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-4">
      <h2 id={`${id}-heading`} className="mb-4 text-xl font-bold md:text-2xl">
        {title}
      </h2>
      {children}
    </section>
  )
}
