'use client'
// A lead form whose script (the form, react-hook-form, the captcha: about 23 kB gzip) loads when
// the shopper reaches for it rather than with the page (intent-island.client.tsx).
// The server's HTML is the whole form, which also posts without script. A shopper whose details
// this browser keeps, or whose verified mobile the page knows, gets the live form at once so the
// fields show them from the start.
import { intentIsland } from '@/src/components/ui/intent-island.client'
import type { LeadFormProps } from './LeadForm.client'
import { storedUserDetails } from './lead-storage'

const Island = intentIsland(() => import('./LeadForm.client').then((m) => m.LeadForm), 'enquiry form')

export function LeadFormIsland(props: LeadFormProps) {
  return (
    <Island
      props={props}
      startNow={() => Boolean(props.setup.knownPhone) || storedUserDetails() !== null}
      fallback={
        <p className="py-6 text-center text-sm" role="status">
          Loading the form…
        </p>
      }
    />
  )
}
