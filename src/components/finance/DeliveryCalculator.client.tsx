'use client'

import { useId, useState } from 'react'
import { DELIVERY_ERRORS } from '@/src/domain/finance/delivery'
import { formatMoney } from '@/src/domain/finance/money'
import { deliveryStateFrom, type DeliveryState } from './delivery-state'

export const DELIVERY_ESTIMATE_PATH = '/api/delivery-estimate'

/** The delivery calculator: postcode -> price by region; states idle, loading, result, error. */
export function DeliveryCalculator() {
  const id = useId()
  const [postcode, setPostcode] = useState('')
  const [state, setState] = useState<DeliveryState>({ kind: 'idle' })

  const estimate = async () => {
    if (postcode.trim() === '') return setState({ kind: 'error', message: DELIVERY_ERRORS.empty })
    setState({ kind: 'loading' })
    try {
      const response = await fetch(`${DELIVERY_ESTIMATE_PATH}?postcode=${encodeURIComponent(postcode.trim())}`)
      setState(deliveryStateFrom(await response.json()))
    } catch {
      setState({ kind: 'error', message: DELIVERY_ERRORS.noEstimate })
    }
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-[var(--radius)] border border-black/10 bg-white p-4 text-gray-900 md:p-6">
      <h2 id={`${id}-heading`} className="text-xl font-bold">
        Delivery Calculator
      </h2>
      <form
        className="mt-4 flex flex-wrap items-end gap-3"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void estimate()
        }}
      >
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-postcode`} className="font-semibold">
            Postcode
          </label>
          <input
            id={`${id}-postcode`}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={4}
            value={postcode}
            onChange={(event) => setPostcode(event.target.value.replace(/\D/g, '').slice(0, 4))}
            aria-invalid={state.kind === 'error' || undefined}
            aria-describedby={`${id}-status`}
            className="w-32 rounded-[var(--radius)] border border-gray-400 px-3 py-2 font-semibold tabular-nums"
          />
        </div>
        <button type="submit" className="btn btn-solid" disabled={state.kind === 'loading'}>
          {state.kind === 'loading' ? 'Calculating...' : 'Calculate'}
        </button>
      </form>
      <div id={`${id}-status`} aria-live="polite" className="mt-3 min-h-6">
        {state.kind === 'result' && (
          <p>
            Delivery to <strong>{state.region}</strong>:{' '}
            <strong className="tabular-nums">
              {state.price === 0 ? 'Free' : formatMoney(state.price, { cents: !Number.isInteger(state.price) })}
            </strong>
          </p>
        )}
        {state.kind === 'error' && <p className="font-semibold text-red-700">{state.message}</p>}
      </div>
    </section>
  )
}
