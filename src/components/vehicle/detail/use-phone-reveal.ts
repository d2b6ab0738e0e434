'use client'
// Shared reveal state for the call-the-dealer box and the Call Now buttons: the
// first click on a masked number reveals it, fires analytics event 25 (phone click) and reports
// the reveal to the server with the car, dealership and website ids (the staff's count per car).
import { useState } from 'react'
import type { CarAnalytics } from '@/src/domain/analytics/car'
import { phoneDigits } from '@/src/domain/phone/phone'
import { type DealerPhone, shouldTrackReveal, shownPhone } from '@/src/domain/vehicle-detail/phone-reveal'
import { phoneRevealPath, phoneRevealReport } from '@/src/domain/vehicle-detail/phone-reveal-report'
import { ANALYTICS_EVENTS, track } from '@/src/components/analytics'

/** The car an analytics event is about (phone reveal, print, detail view, history report). */
export type PhoneTracking = CarAnalytics

/** Never blocks nor breaks the page: a failed report is only a warning, as for analytics. */
function reportReveal(tracking: PhoneTracking): void {
  fetch(phoneRevealPath(tracking.car_slug), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(phoneRevealReport(tracking)),
    keepalive: true,
  })
    .then((response) => {
      if (!response.ok) console.warn(`Analytics tracking failed for the phone reveal (${response.status})`)
    })
    .catch((error: unknown) => console.warn('Analytics tracking failed for the phone reveal', error))
}

export function usePhoneReveal(phone: DealerPhone, tracking: PhoneTracking) {
  const [revealed, setRevealed] = useState(false)
  const reveal = () => {
    if (shouldTrackReveal(phone, revealed)) {
      track(ANALYTICS_EVENTS.phoneClick, { ...tracking, phone_number: phoneDigits(phone.display) })
      reportReveal(tracking)
    }
    setRevealed(true)
  }
  return { shown: shownPhone(phone, revealed), revealed: revealed || phone.startsRevealed, reveal }
}
