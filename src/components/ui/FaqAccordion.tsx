import { ChevronDownIcon } from '@/src/components/ui/icons'

/**
 * Questions that open and close over 300 ms: native <details>, so they work before (and
 * without) script and cost no hydration. The animation is CSS (.faq in globals.css).
 */
export function FaqAccordion({ items }: { items: { question: string; answer: string }[] }) {
  return (
    <div className="faq divide-y divide-black/10 rounded-[var(--radius)] border border-black/10 bg-white text-gray-900">
      {items.map((item, i) => (
        <details key={i} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left font-semibold hover:bg-black/[.03] [&::-webkit-details-marker]:hidden">
            <h3>{item.question}</h3>
            <span className="transition-transform duration-300 group-open:rotate-180">
              <ChevronDownIcon size={16} />
            </span>
          </summary>
          <p className="px-5 pb-5 leading-relaxed text-gray-700">{item.answer}</p>
        </details>
      ))}
    </div>
  )
}
