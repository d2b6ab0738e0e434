'use client'
// The call-the-dealer box: the number masked after its first 5 characters until clicked (or
// revealed from the start on some tenants); a click reveals it, fires event 25, and on a phone
// dials it.
import { PhoneIcon } from '@/src/components/ui/icons'
import type { DealerPhone } from '@/src/domain/vehicle-detail/phone-reveal'
import { type PhoneTracking, usePhoneReveal } from './use-phone-reveal'

export function CallDealerBox({ phone, label, tracking }: { phone: DealerPhone; label: string; tracking: PhoneTracking }) {
  const { shown, revealed, reveal } = usePhoneReveal(phone, tracking)
  return (
    <div className="flex items-center gap-3 rounded-[var(--radius)] border border-black/10 bg-[var(--color-surface)] p-4">
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-[var(--color-primary)] text-[var(--color-on-primary)]">
        <PhoneIcon size={18} />
      </span>
      <div className="min-w-0">
        <p className="text-sm font-semibold">{label}</p>
        <a
          href={phone.href ?? undefined}
          onClick={(event) => {
            if (!revealed) event.preventDefault()
            reveal()
          }}
          className="text-lg font-bold tabular-nums text-[var(--color-primary)] underline-offset-4 hover:underline"
          aria-label={revealed ? `Call ${phone.display}` : 'Show the phone number'}
          data-testid="dealer-phone"
        >
          {shown}
        </a>
        {!revealed && <span className="ml-2 text-xs text-gray-600">Click to reveal</span>}
      </div>
    </div>
  )
}
