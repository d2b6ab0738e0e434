'use client'
// Marks the end of the page's first hydration (use-hydrated.ts). Rendered in the site layout's
// last hydration pass, so its effect runs once every part of the server's HTML has hydrated.
import { useEffect } from 'react'
import { markPageHydrated } from './use-hydrated'

export function PageHydrated() {
  useEffect(() => {
    // After the rest of this commit's effects: a kept part compares the flag with the server's.
    queueMicrotask(markPageHydrated)
  }, [])
  return null
}
