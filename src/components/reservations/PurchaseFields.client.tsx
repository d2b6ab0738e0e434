'use client'
// The choices of an Online Purchase (/checkout-journey): how the shopper pays, pick up
// or delivery, and a trade-in (its details asked only when there is one). Each group is a
// fieldset with its legend; an error is tied to its group or field.
import { useId, useState } from 'react'
import { HANDOVERS, PAYMENT_METHODS } from '@/src/domain/reservations/purchase'
import { Field } from './Field'

type Errors = Record<string, string>

function Choice(props: { legend: string; name: string; options: Record<string, string>; error?: string }) {
  const id = useId()
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 font-semibold">{props.legend}</legend>
      <div className="flex flex-wrap gap-3">
        {Object.entries(props.options).map(([value, label]) => (
          <label key={value} className="flex min-h-11 items-center gap-2 rounded-[var(--radius)] border border-gray-400 px-3 py-2">
            <input
              type="radio"
              name={props.name}
              value={value}
              required
              aria-invalid={props.error ? true : undefined}
              aria-describedby={props.error ? `${id}-error` : undefined}
            />
            {label}
          </label>
        ))}
      </div>
      {props.error && (
        <p id={`${id}-error`} className="text-sm font-semibold text-red-700">
          {props.error}
        </p>
      )}
    </fieldset>
  )
}

/** Reads the choices back from the form, in the shape POST /api/reserve takes as `purchase`. */
export function purchaseOf(data: FormData) {
  const value = (name: string) => String(data.get(name) ?? '')
  return {
    payment: value('purchase_payment'),
    handover: value('purchase_handover'),
    trade_in:
      data.get('trade_in') === 'yes'
        ? { make: value('trade_in_make'), model: value('trade_in_model'), year: value('trade_in_year'), km: value('trade_in_km') }
        : null,
  }
}

export function PurchaseFields({ errors, pickupAt }: { errors: Errors; pickupAt: string | null }) {
  const id = useId()
  const [tradeIn, setTradeIn] = useState(false)
  const handovers = { ...HANDOVERS, ...(pickupAt ? { pickup: `Pick up at ${pickupAt}` } : {}) }
  return (
    <fieldset className="grid gap-5">
      <legend className="mb-2 text-xl font-bold">2. Your purchase</legend>
      <Choice legend="How will you pay?" name="purchase_payment" options={PAYMENT_METHODS} error={errors['purchase.payment']} />
      <Choice legend="Pick up or delivery?" name="purchase_handover" options={handovers} error={errors['purchase.handover']} />
      <div className="grid gap-3">
        <label className="flex min-h-11 items-center gap-2 font-semibold">
          <input type="checkbox" name="trade_in" value="yes" checked={tradeIn} onChange={(e) => setTradeIn(e.target.checked)} />I have a car
          to trade in
        </label>
        {tradeIn && (
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              id={`${id}-ti-make`}
              label="Trade-in make"
              name="trade_in_make"
              autoComplete="off"
              error={errors['purchase.trade_in.make']}
            />
            <Field
              id={`${id}-ti-model`}
              label="Trade-in model"
              name="trade_in_model"
              autoComplete="off"
              error={errors['purchase.trade_in.model']}
            />
            <Field
              id={`${id}-ti-year`}
              label="Trade-in year"
              name="trade_in_year"
              inputMode="numeric"
              autoComplete="off"
              error={errors['purchase.trade_in.year']}
            />
            <Field
              id={`${id}-ti-km`}
              label="Trade-in kilometres"
              name="trade_in_km"
              inputMode="numeric"
              autoComplete="off"
              error={errors['purchase.trade_in.km']}
            />
          </div>
        )}
      </div>
    </fieldset>
  )
}
