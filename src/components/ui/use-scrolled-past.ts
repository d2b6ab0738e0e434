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
    // The first look (a reload or an in-page link can open the page scrolled) waits for the next
    // frame: reading the scroll position lays the page out, and during hydration that layout
    // would lengthen the one task in which every effect of the page runs.
    const first = requestAnimationFrame(check)
    window.addEventListener('scroll', check, { passive: true })
    return () => {
      cancelAnimationFrame(first)
      window.removeEventListener('scroll', check)
    }
  }, [px, onScroll])
  return past
}
