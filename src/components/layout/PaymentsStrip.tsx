import { orderedPaymentMethods } from '@/src/domain/navigation/payments'

/** Simple drawn marks (not the brands' artwork), each labelled for screen readers. */
const MARKS: Record<string, React.ReactNode> = {
  mastercard: (
    <>
      <circle cx="22" cy="16" r="10" fill="#eb001b" />
      <circle cx="34" cy="16" r="10" fill="#f79e1b" fillOpacity=".9" />
    </>
  ),
  visa: (
    <text x="28" y="21" textAnchor="middle" fontSize="15" fontWeight="800" fontStyle="italic" fill="#1a1f71">
      VISA
    </text>
  ),
  maestro: (
    <>
      <circle cx="22" cy="16" r="10" fill="#0099df" />
      <circle cx="34" cy="16" r="10" fill="#eb001b" fillOpacity=".85" />
    </>
  ),
  'google-pay': (
    <text x="28" y="21" textAnchor="middle" fontSize="12" fontWeight="700" fill="#3c4043">
      G Pay
    </text>
  ),
  'apple-pay': (
    <text x="28" y="21" textAnchor="middle" fontSize="12" fontWeight="700" fill="#000">
      Pay
    </text>
  ),
}

export function PaymentsStrip({ methods }: { methods: readonly string[] | null | undefined }) {
  const shown = orderedPaymentMethods(methods)
  if (shown.length === 0) return null
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-xs opacity-80">We accept</span>
      <ul className="flex flex-wrap gap-2" aria-label="Accepted payment methods">
        {shown.map((m) => (
          <li key={m.value} title={m.label}>
            <svg role="img" aria-label={m.label} width="56" height="32" viewBox="0 0 56 32" className="rounded bg-white">
              {MARKS[m.value]}
            </svg>
          </li>
        ))}
      </ul>
    </div>
  )
}
