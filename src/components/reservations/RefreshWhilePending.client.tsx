'use client'
// The confirmation page while the payment provider has not yet told us the outcome (the shopper
// is back from Stripe before its webhook): the page reloads its data every few seconds until the
// reservation is settled, and after two minutes says the e-mail will follow.
import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'

const EVERY_MS = 3000
const GIVE_UP_MS = 120_000

export function RefreshWhilePending() {
  const router = useRouter()
  const [waited, setWaited] = useState(false)
  useEffect(() => {
    const started = Date.now()
    const timer = setInterval(() => {
      if (Date.now() - started > GIVE_UP_MS) {
        clearInterval(timer)
        setWaited(true)
        return
      }
      router.refresh()
    }, EVERY_MS)
    return () => clearInterval(timer)
  }, [router])
  return (
    <p className="text-base text-gray-700" aria-live="polite">
      {waited
        ? 'This is taking longer than usual. We will e-mail you as soon as your payment is confirmed.'
        : 'This page updates by itself; it usually takes a few seconds.'}
    </p>
  )
}
