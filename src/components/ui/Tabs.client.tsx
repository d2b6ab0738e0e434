'use client'
// Tabs (the vehicle page's, the location page's departments) as an ARIA tab list: one tab in the Tab order, Left/Right
// arrows move between tabs (wrapping), Home and End jump to the ends; panels are rendered on
// the server and passed in, so every panel's text is in the HTML.
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react'

export interface TabPanel {
  id: string
  label: string
  content: ReactNode
}

export function Tabs({ tabs, label }: { tabs: TabPanel[]; label: string }) {
  const [active, setActive] = useState(0)
  const base = useId()
  const refs = useRef<(HTMLButtonElement | null)[]>([])
  if (tabs.length === 0) return null

  const focus = (i: number) => {
    const next = (i + tabs.length) % tabs.length
    setActive(next)
    refs.current[next]?.focus()
  }
  const onKeyDown = (event: KeyboardEvent, i: number) => {
    const moves: Record<string, number> = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: tabs.length - 1 }
    if (!(event.key in moves)) return
    event.preventDefault()
    focus(moves[event.key])
  }

  return (
    <div>
      <div role="tablist" aria-label={label} className="flex gap-1 overflow-x-auto border-b border-black/10">
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(el) => {
              refs.current[i] = el
            }}
            id={`${base}-tab-${tab.id}`}
            type="button"
            role="tab"
            aria-selected={i === active}
            aria-controls={`${base}-panel-${tab.id}`}
            tabIndex={i === active ? 0 : -1}
            onClick={() => setActive(i)}
            onKeyDown={(event) => onKeyDown(event, i)}
            className={`shrink-0 whitespace-nowrap border-b-2 px-4 py-3 text-sm font-semibold md:text-base ${
              i === active ? 'border-[var(--color-primary)] text-[var(--color-primary)]' : 'border-transparent opacity-75 hover:opacity-100'
            }`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.id}
          id={`${base}-panel-${tab.id}`}
          role="tabpanel"
          aria-labelledby={`${base}-tab-${tab.id}`}
          tabIndex={0}
          hidden={i !== active}
          className="py-5"
        >
          {tab.content}
        </div>
      ))}
    </div>
  )
}
