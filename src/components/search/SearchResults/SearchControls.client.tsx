'use client'
// The search page's words box and page links, drawn from InstantSearch's connectors as plain
// HTML controls: a GET form and links that also work before (or without) the page's script.
import { usePathname } from 'next/navigation'
import { useRef, useState } from 'react'
import { usePagination, useSearchBox } from 'react-instantsearch'
import { PageLinks } from '@/src/components/ui/PageLinks'
import { MAX_QUERY_LENGTH } from '@/src/domain/inventory/search-limits'
import { SEARCH_QUERY_PARAM } from '@/src/domain/inventory/search-url-state'

type QueryHook = (query: string, search: (query: string) => void) => void

/** Searches as the shopper types; Enter (or a submit without script) searches the words typed. */
export function SearchField({ placeholder, className, queryHook }: { placeholder: string; className: string; queryHook: QueryHook }) {
  const { query, refine } = useSearchBox({ queryHook })
  const [value, setValue] = useState(query)
  const [shown, setShown] = useState(query)
  const [typing, setTyping] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  // The words can change from elsewhere (Clear all filters, a recent search): the box follows,
  // unless the shopper is typing in it.
  if (query !== shown) {
    setShown(query)
    if (!typing) setValue(query)
  }
  return (
    <form
      role="search"
      method="get"
      action={usePathname()}
      className="flex gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        refine(value)
        input.current?.blur()
      }}
    >
      <input
        ref={input}
        type="search"
        name={SEARCH_QUERY_PARAM}
        aria-label="Search"
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        maxLength={MAX_QUERY_LENGTH}
        className={className}
        value={value}
        onFocus={() => setTyping(true)}
        onBlur={() => setTyping(false)}
        onChange={(event) => {
          setValue(event.currentTarget.value)
          refine(event.currentTarget.value)
        }}
      />
    </form>
  )
}

/** Links to the result pages around the current one. */
export function SearchPagination() {
  const { currentRefinement, nbPages, createURL, refine } = usePagination()
  return <PageLinks page={currentRefinement + 1} pages={nbPages} href={(page) => createURL(page - 1)} onPage={(page) => refine(page - 1)} />
}
