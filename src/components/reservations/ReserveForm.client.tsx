'use client'
// The checkout form: your details, then the deposit, in one page. Sends once per
// attempt with an Idempotency-Key (a double click or a retry never charges twice); a declined
// card, a car someone else has just reserved and every field error are said where they occur.
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
  /** The offline demo payment provider: show the test cards. */
  demoCards: { success: string; declined: string } | null
  /** `card`: the card is typed here; `hosted`: the deposit is paid on the provider's own page (Stripe Checkout). */
  payment: 'card' | 'hosted'
  /** The shopper came back from the hosted payment page without paying. */
  cancelled?: boolean
  /** An Online Purchase (/checkout-journey): ask how they pay, handover and trade-in; the car's yard for pick up. */
  purchase?: { pickupAt: string | null }
  knownPhone?: string
}

type Errors = Record<string, string>

export function ReserveForm({ carSlug, deposit, depositLabel, terms, demoCards, payment, cancelled, purchase, knownPhone }: Props) {
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
        ...(deposit > 0 && payment === 'card'
          ? { card: { number: value('card_number'), expiry: value('card_expiry'), cvc: value('card_cvc'), name: value('card_name') } }
          : {}),
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
    // A declined card or a field error may be fixed and sent again: that is a new attempt.
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
      {deposit > 0 && payment === 'hosted' && (
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-xl font-bold">
            {purchase ? 3 : 2}. Deposit {depositLabel}
          </legend>
          <p>You pay the deposit on our payment provider&rsquo;s secure page; your card details never reach this site.</p>
        </fieldset>
      )}
      {deposit > 0 && payment === 'card' && (
        <fieldset className="grid gap-4">
          <legend className="mb-2 text-xl font-bold">
            {purchase ? 3 : 2}. Deposit {depositLabel}
          </legend>
          {demoCards && (
            <p className="rounded-[var(--radius)] border border-amber-300 bg-amber-50 p-3 text-sm" data-testid="demo-cards">
              Demo site: no money is taken. Use the test card {demoCards.success} (any future expiry, any 3 digits) to succeed, or{' '}
              {demoCards.declined} to see a declined card.
            </p>
          )}
          <Field id={`${id}-card-name`} label="Name on card" name="card_name" autoComplete="cc-name" error={errors['card.name']} />
          <Field
            id={`${id}-card-number`}
            label="Card number"
            name="card_number"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 5678 9012 3456"
            error={errors['card.number']}
          />
          <div className="grid grid-cols-2 gap-4">
            <Field
              id={`${id}-card-expiry`}
              label="Expiry (MM/YY)"
              name="card_expiry"
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM/YY"
              error={errors['card.expiry']}
            />
            <Field
              id={`${id}-card-cvc`}
              label="Security code"
              name="card_cvc"
              inputMode="numeric"
              autoComplete="cc-csc"
              error={errors['card.cvc']}
            />
          </div>
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
        {busy
          ? 'Reserving…'
          : deposit <= 0
            ? 'Reserve this car'
            : payment === 'hosted'
              ? `Continue to pay the ${depositLabel} deposit`
              : `Pay ${depositLabel} deposit and ${purchase ? 'place my order' : 'reserve'}`}
      </button>
    </form>
  )
}
