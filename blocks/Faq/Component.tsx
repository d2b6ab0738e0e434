import type { FaqBlock } from '@/payload-types'
import { FaqAccordion } from '@/src/components/ui/FaqAccordion'

export function FaqComponent({ block }: { block: FaqBlock }) {
  const items = (block.items ?? []).map((i) => ({ question: i.question, answer: i.answer }))
  if (items.length === 0) return null
  return (
    <section className="container-site py-10">
      <div className="mx-auto max-w-3xl">
        {block.heading && <h2 className="mb-6 text-2xl font-bold md:text-3xl">{block.heading}</h2>}
        <FaqAccordion items={items} />
      </div>
    </section>
  )
}
