'use client'
// Shared reveal state for the call-the-dealer box and the Call Now buttons: the
// first click on a masked number reveals it and fires analytics event 25 (phone click).
import { useState } from 'react'
import { type DealerPhone, shouldTrackReveal, shownPhone } from '@/src/domain/vehicle-detail/phone-reveal'
import { ANALYTICS_EVENTS, track } from '@/src/components/analytics'

/** The car an analytics event is about (phone reveal, print, detail view). */
export type PhoneTracking = {
  car_id: string
  dealership_id?: string
  dealership_slug?: string
}

export function usePhoneReveal(phone: DealerPhone, tracking: PhoneTracking) {
  const [revealed, setRevealed] = useState(false)
  const reveal = () => {
    if (shouldTrackReveal(phone, revealed)) track(ANALYTICS_EVENTS.phoneClick, { ...tracking })
    setRevealed(true)
  }
  return { shown: shownPhone(phone, revealed), revealed: revealed || phone.startsRevealed, reveal }
}
