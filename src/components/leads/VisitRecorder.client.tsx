'use client'
// Remembers the pages visited this session (lead_attributes.visited_pages): a lead
// sent later carries them, so the dealer sees how the shopper got to the car.
import { usePathname } from 'next/navigation'
import { useEffect } from 'react'
import { recordVisit } from './lead-storage'

export function VisitRecorder() {
  const pathname = usePathname()
  useEffect(() => {
    if (pathname) recordVisit(pathname)
  }, [pathname])
  return null
}
