// A row of cards that scrolls sideways with snap points (the "Our Locations" carousel,
// offers carousel): keyboard-scrollable, with a swipe hint that hides at large widths when every
// card fits (three or fewer).
import type { ReactNode } from 'react'

export function ScrollCarousel({ label, items }: { label: string; items: { key: string; node: ReactNode }[] }) {
  return (
    <>
      <p className={`mb-2 text-sm opacity-75 ${items.length <= 3 ? 'lg:hidden' : ''}`} aria-hidden="true">
        Swipe to see more →
      </p>
      <ul className="flex snap-x snap-mandatory gap-5 overflow-x-auto pb-4" tabIndex={0} aria-label={`${label}, scroll sideways for more`}>
        {items.map((item) => (
          <li key={item.key} className="w-[85%] shrink-0 snap-start sm:w-[45%] lg:w-[31%]">
            {item.node}
          </li>
        ))}
      </ul>
    </>
  )
}
