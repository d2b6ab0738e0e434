'use client'
// The choices of an Online Purchase (/checkout-journey): how the shopper pays, pick up
// or delivery, and a trade-in (its details asked only when there is one). Each group is a
// fieldset with its legend; an error is tied to its group or field.
import { type FieldError, type UseFormRegisterReturn, type UseFormReturn, useWatch } from 'react-hook-form'
import { errorOf } from '@/src/components/leads/steps'
import { type ReservationFormValues, TRADE_IN_YES } from '@/src/domain/reservations/form'
import { HANDOVERS, PAYMENT_METHODS } from '@/src/domain/reservations/purchase'
import { TextField } from './Field'

/** The errors of these fields, by the names the schema and the server give them. */
export const PURCHASE_ERRORS = [
  'purchase.payment',
  'purchase.handover',
  'purchase.trade_in.make',
  'purchase.trade_in.model',
  'purchase.trade_in.year',
  'purchase.trade_in.km',
] as const

function Choice(props: {
  id: string
  legend: string
  register: UseFormRegisterReturn
  options: Record<string, string>
  error?: FieldError
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 font-semibold">{props.legend}</legend>
      <div className="flex flex-wrap gap-3">
        {Object.entries(props.options).map(([value, label], i) => (
          <label key={value} className="flex min-h-11 items-center gap-2 rounded-[var(--radius)] border border-gray-400 px-3 py-2">
            <input
              {...props.register}
              // The error summary's link to the group lands on its first choice.
              id={i === 0 ? props.id : undefined}
              type="radio"
              value={value}
              required
              aria-invalid={props.error ? true : undefined}
              aria-describedby={props.error ? `${props.id}-error` : undefined}
            />
            {label}
          </label>
        ))}
      </div>
      {props.error?.message && (
        <p id={`${props.id}-error`} className="text-sm font-semibold text-red-700">
          {props.error.message}
        </p>
      )}
    </fieldset>
  )
}

export function PurchaseFields({
  form,
  idFor,
  pickupAt,
}: {
  form: UseFormReturn<ReservationFormValues>
  idFor: (name: string) => string
  pickupAt: string | null
}) {
  const { register, formState, control } = form
  const tradeIn = useWatch({ control, name: 'trade_in' })
  const handovers = { ...HANDOVERS, ...(pickupAt ? { pickup: `Pick up at ${pickupAt}` } : {}) }
  const text = (name: string, label: string, numeric = false) => (
    <TextField
      id={idFor(`purchase.${name}`)}
      label={label}
      register={register(name.replace('.', '_'))}
      inputMode={numeric ? 'numeric' : undefined}
      autoComplete="off"
      error={errorOf(formState.errors, `purchase.${name}`)}
    />
  )
  return (
    <fieldset className="grid gap-5">
      <legend className="mb-2 text-xl font-bold">2. Your purchase</legend>
      <Choice
        id={idFor('purchase.payment')}
        legend="How will you pay?"
        register={register('purchase_payment')}
        options={PAYMENT_METHODS}
        error={errorOf(formState.errors, 'purchase.payment')}
      />
      <Choice
        id={idFor('purchase.handover')}
        legend="Pick up or delivery?"
        register={register('purchase_handover')}
        options={handovers}
        error={errorOf(formState.errors, 'purchase.handover')}
      />
      <div className="grid gap-3">
        <label className="flex min-h-11 items-center gap-2 font-semibold">
          <input type="checkbox" value={TRADE_IN_YES} {...register('trade_in')} />I have a car to trade in
        </label>
        {(tradeIn === TRADE_IN_YES || tradeIn === true) && (
          <div className="grid gap-4 sm:grid-cols-2">
            {text('trade_in.make', 'Trade-in make')}
            {text('trade_in.model', 'Trade-in model')}
            {text('trade_in.year', 'Trade-in year', true)}
            {text('trade_in.km', 'Trade-in kilometres', true)}
          </div>
        )}
      </div>
    </fieldset>
  )
}
