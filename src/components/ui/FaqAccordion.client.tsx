'use client'

import { useId, useState } from 'react'
import { ChevronDownIcon } from '@/src/components/ui/icons'

/**
 * Accordion (opens and closes over 300 ms). Each question is a button with
 * aria-expanded; the answer animates its height with a grid-rows transition.
 */
export function FaqAccordion({ items }: { items: { question: string; answer: string }[] }) {
  const [open, setOpen] = useState<Set<number>>(new Set())
  const baseId = useId()
  const toggle = (i: number) =>
    setOpen((prev) => {
      const next = new Set(prev)
      if (next.has(i)) next.delete(i)
      else next.add(i)
      return next
    })
  return (
    <div className="divide-y divide-black/10 rounded-[var(--radius)] border border-black/10 bg-white text-gray-900">
      {items.map((item, i) => {
        const expanded = open.has(i)
        return (
          <div key={i}>
            <h3>
              <button
                type="button"
                id={`${baseId}-q${i}`}
                aria-expanded={expanded}
                aria-controls={`${baseId}-a${i}`}
                onClick={() => toggle(i)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold hover:bg-black/[.03]"
              >
                {item.question}
                <ChevronDownIcon size={16} open={expanded} />
              </button>
            </h3>
            <div
              id={`${baseId}-a${i}`}
              role="region"
              aria-labelledby={`${baseId}-q${i}`}
              data-state={expanded ? 'open' : 'closed'}
              className={`grid transition-[grid-template-rows] duration-300 ease-in-out ${expanded ? 'grid-rows-[1fr]' : 'grid-rows-[0fr]'}`}
              inert={!expanded}
            >
              <div className="overflow-hidden">
                <p className="px-5 pb-5 leading-relaxed text-gray-700">{item.answer}</p>
              </div>
            </div>
          </div>
        )
      })}
    </div>
  )
}
