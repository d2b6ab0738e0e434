'use client'
// The checkout form: your details, then on to the payment provider's own page for the deposit
// (no card field is ever on this site). Sends once per attempt with an Idempotency-Key (a double
// click or a retry opens the same payment page); a car someone else has just reserved and every
// field error are said where they occur.
import { useId, useRef, useState } from 'react'
import { OFFLINE_TEXT, postJson } from '@/src/components/ui/post-json'
import { Field } from './Field'
import { PurchaseFields, purchaseOf } from './PurchaseFields.client'
import { useHydrated } from '@/src/components/ui/use-hydrated'

interface Props {
  carSlug: string
  deposit: number
  depositLabel: string
  terms: string
  /** The offline demo payment provider takes the deposit: no money moves. */
  demoPayments: boolean
  /** The shopper came back from the hosted payment page without paying. */
  cancelled?: boolean
  /** An Online Purchase (/checkout-journey): ask how they pay, handover and trade-in; the car's yard for pick up. */
  purchase?: { pickupAt: string | null }
  knownPhone?: string
}

type Errors = Record<string, string>

export function ReserveForm({ carSlug, deposit, depositLabel, terms, demoPayments, cancelled, purchase, knownPhone }: Props) {
  const id = useId()
  const [errors, setErrors] = useState<Errors>({})
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const hydrated = useHydrated()
  const key = useRef<string | null>(null)
  const problemRef = useRef<HTMLParagraphElement>(null)

  async function submit(form: HTMLFormElement) {
    const data = new FormData(form)
    const value = (name: string) => String(data.get(name) ?? '')
    key.current ??= crypto.randomUUID()
    setBusy(true)
    setProblem(null)
    setErrors({})
    const answer = await postJson(
      '/api/reserve',
      {
        car_id: carSlug,
        name: value('name'),
        last_name: value('last_name'),
        email: value('email'),
        phone: value('phone'),
        postcode: value('postcode'),
        ...(purchase ? { purchase: purchaseOf(data) } : {}),
      },
      { 'idempotency-key': key.current },
    )
    if (answer.offline) {
      setBusy(false)
      setProblem(`${OFFLINE_TEXT} Nothing has been charged.`)
      return
    }
    const body = answer.json as {
      confirmation?: string
      redirect?: string
      sign_in?: string
      error?: string
      errors?: Errors
      reason?: string
    }
    // The site asks shoppers to sign in first and the session has ended since the page opened.
    if (answer.status === 401 && typeof body.sign_in === 'string' && body.sign_in.startsWith('/sign-in?')) {
      window.location.assign(body.sign_in)
      return
    }
    // A hosted payment page takes the deposit, then returns the shopper to the confirmation.
    if (answer.ok && body.redirect) {
      window.location.assign(body.redirect)
      return
    }
    if (answer.ok && body.confirmation) {
      window.location.assign(body.confirmation)
      return
    }
    setBusy(false)
    // A field error may be fixed and sent again: that is a new attempt.
    key.current = null
    if (body.errors) setErrors(body.errors)
    setProblem(body.error ?? 'Something went wrong. Nothing has been charged. Please try again.')
    setTimeout(() => problemRef.current?.focus(), 0)
  }

  return (
    <form
      noValidate
      className="grid gap-8"
      onSubmit={(event) => {
        event.preventDefault()
        void submit(event.currentTarget)
      }}
    >
      {cancelled && (
        <p className="rounded-[var(--radius)] border border-amber-300 bg-amber-50 p-3 font-semibold" data-testid="payment-cancelled">
          You left the payment page, so nothing has been charged and the car is not held. You can reserve it again below.
        </p>
      )}
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-xl font-bold">1. Your details</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={`${id}-name`} label="First name" name="name" autoComplete="given-name" error={errors.name} />
          <Field id={`${id}-last-name`} label="Last name" name="last_name" autoComplete="family-name" error={errors.last_name} />
          <Field id={`${id}-email`} label="Email" name="email" type="email" inputMode="email" autoComplete="email" error={errors.email} />
          <Field
            id={`${id}-phone`}
            label="Phone"
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            defaultValue={knownPhone}
            error={errors.phone}
          />
          <Field
            id={`${id}-postcode`}
            label="Postcode"
            name="postcode"
            inputMode="numeric"
            autoComplete="postal-code"
            error={errors.postcode}
          />
        </div>
      </fieldset>
      {purchase && <PurchaseFields errors={errors} pickupAt={purchase.pickupAt} />}
      {deposit > 0 && (
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-xl font-bold">
            {purchase ? 3 : 2}. Deposit {depositLabel}
          </legend>
          <p>You pay the deposit on our payment provider&rsquo;s secure page; your card details never reach this site.</p>
          {demoPayments && (
            <p className="rounded-[var(--radius)] border border-amber-300 bg-amber-50 p-3 text-sm" data-testid="demo-payments">
              Demo site: the payment page takes no money and asks for no card. It lets you pay or try a declined card.
            </p>
          )}
        </fieldset>
      )}
      <p className="text-gray-700">{terms}</p>
      {problem && (
        <p
          ref={problemRef}
          tabIndex={-1}
          role="alert"
          className="rounded-[var(--radius)] border border-red-300 bg-red-50 p-3 font-semibold text-red-800"
        >
          {problem}
        </p>
      )}
      <button type="submit" className="btn btn-solid" disabled={busy || !hydrated}>
        {busy ? 'Reserving…' : deposit <= 0 ? 'Reserve this car' : `Continue to pay the ${depositLabel} deposit`}
      </button>
    </form>
  )
}
