// The listing's text search (placeholder "Search...", writes `query`).
// Typing searches after 300 ms; Enter submits the form at once. Without
// JavaScript it is a plain GET field of the listing's form.
import { useEffect, useId, useRef, useState } from 'react'

/** Debounce 300 ms for text search. */
export const QUERY_DEBOUNCE_MS = 300

export function QueryBox({
  value,
  label,
  placeholder,
  onQuery,
}: {
  value: string
  label: string
  placeholder: string
  onQuery(query: string): void
}) {
  const id = useId()
  const [text, setText] = useState(value)
  const sent = useRef(value)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  // Back/forward or a cleared filter changes the URL's query: show it, unless we just sent it.
  useEffect(() => {
    if (value === sent.current) return
    sent.current = value
    setText(value)
  }, [value])

  useEffect(() => () => clearTimeout(timer.current), [])

  const change = (next: string) => {
    setText(next)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => {
      sent.current = next.trim()
      onQuery(next.trim())
    }, QUERY_DEBOUNCE_MS)
  }

  return (
    <div className="flex min-w-0 flex-1 gap-2">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="search"
        name="query"
        value={text}
        onChange={(e) => change(e.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={512}
        className="min-h-11 w-full min-w-0 rounded-[var(--radius)] border border-black/20 bg-white px-3 text-black"
      />
      <button type="submit" className="btn btn-solid shrink-0">
        Search
      </button>
    </div>
  )
}
