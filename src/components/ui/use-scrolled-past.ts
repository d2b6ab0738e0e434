'use client'
// Whether the page is scrolled further than `px` (sticky bars that change state on scroll).
// `onScroll` runs on every scroll event too, for a bar that also measures the page.
import { useEffect, useState } from 'react'

export function useScrolledPast(px: number, onScroll?: () => void): boolean {
  const [past, setPast] = useState(false)
  useEffect(() => {
    const check = () => {
      setPast(window.scrollY > px)
      onScroll?.()
    }
    check()
    window.addEventListener('scroll', check, { passive: true })
    return () => window.removeEventListener('scroll', check)
  }, [px, onScroll])
  return past
}
