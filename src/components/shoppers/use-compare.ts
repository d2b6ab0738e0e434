'use client'
// The cars this browser is comparing, shared by every compare control on the page.
import { useCallback } from 'react'
import { COMPARE_KEY, type CompareEntry, parseCompare, toggleCompare } from '@/src/domain/shoppers/compare'
import { localList } from './local-list'

const compared = localList(COMPARE_KEY, parseCompare)

export function useCompare() {
  const list = compared.use()
  /** Adds or removes the car; false when the list is full and the car was not added. */
  const toggle = useCallback((entry: CompareEntry) => {
    const next = toggleCompare(compared.read(), entry)
    if (!next.refused) compared.write(next.list)
    return !next.refused
  }, [])
  const clear = useCallback(() => compared.write([]), [])
  return { list, toggle, clear }
}
