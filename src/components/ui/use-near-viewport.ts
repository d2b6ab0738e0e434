'use client'
// Whether an element has come within `margin` of the viewport (once true, it stays true), for
// parts of a page that load their data or tiles only when the shopper scrolls towards them.
import { type RefObject, useEffect, useState } from 'react'

export function useNearViewport(ref: RefObject<Element | null>, margin: string): boolean {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const el = ref.current
    if (!el || near) return
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: margin })
    observer.observe(el)
    return () => observer.disconnect()
  }, [ref, margin, near])
  return near
}
