'use client'
// The checkout form: your details, then on to the payment provider's own page for the deposit
// (no card field is ever on this site). Sends once per attempt with an Idempotency-Key (a double
// click or a retry opens the same payment page); a car someone else has just reserved and every
// field error are said where they occur.
import { useId, useMemo, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { OFFLINE_TEXT, postJson } from '@/src/components/ui/post-json'
import { ErrorSummary } from '@/src/components/leads/ErrorSummary'
import { lazyResolver, loadZodResolver } from '@/src/components/leads/lazy-resolver'
import { errorOf } from '@/src/components/leads/steps'
import { type ReservationFormValues, reservationRequest } from '@/src/domain/reservations/form'
import { TextField } from './Field'
import { PURCHASE_ERRORS, PurchaseFields } from './PurchaseFields.client'
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

/** The schema POST /api/reserve checks, loaded with zod when the form is first used (lazy-resolver.ts). */
const loadInput = () => import('@/src/domain/reservations/input')
const preload = () => void Promise.all([loadInput(), loadZodResolver()])

const CONTACT_ERRORS = ['name', 'last_name', 'email', 'phone', 'postcode'] as const

/** The shopper's contact fields, in the order they are asked. */
const CONTACT_FIELDS = [
  { name: 'name', label: 'First name', autoComplete: 'given-name' },
  { name: 'last_name', label: 'Last name', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', inputMode: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  { name: 'postcode', label: 'Postcode', inputMode: 'numeric', autoComplete: 'postal-code' },
] as const

export function ReserveForm({ carSlug, deposit, depositLabel, terms, demoPayments, cancelled, purchase, knownPhone }: Props) {
  const id = useId()
  const idFor = (name: string) => `${id}-${name.replace(/[._]/g, '-')}`
  const buying = Boolean(purchase)
  const resolver = useMemo(
    () => lazyResolver<ReservationFormValues>(async () => (await loadInput()).reservationFormSchema(new Date(), buying)),
    [buying],
  )
  // Only the car has a default value: each input's value is read from the input when it
  // registers, so what was typed before the page's script ran (the inputs are in the server's
  // HTML, the phone with the signed-in shopper's number) is what is checked and sent. Errors change
  // on submit only: a choice's error is named as the request names it (purchase.payment), not as
  // its input (purchase_payment), so a change of the input alone could not clear it.
  const form = useForm<ReservationFormValues>({
    resolver,
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
    defaultValues: { car_id: carSlug },
  })
  const { register, formState, handleSubmit, getValues, setError } = form
  const [formError, setFormError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const hydrated = useHydrated()
  const key = useRef<string | null>(null)
  const summaryRef = useRef<HTMLDivElement>(null)
  const errorNames = [...CONTACT_ERRORS, ...(buying ? PURCHASE_ERRORS : [])]
  const fieldErrors = errorNames.flatMap((name) => {
    const message = errorOf(formState.errors, name)?.message
    return message ? [{ name, message }] : []
  })
  const showSummary = () => requestAnimationFrame(() => summaryRef.current?.focus())

  async function submit() {
    key.current ??= crypto.randomUUID()
    setBusy(true)
    setFormError(null)
    const answer = await postJson('/api/reserve', reservationRequest(getValues(), buying), { 'idempotency-key': key.current })
    if (answer.offline) {
      setBusy(false)
      setFormError(`${OFFLINE_TEXT} Nothing has been charged.`)
      showSummary()
      return
    }
    const body = answer.json as {
      confirmation?: string
      redirect?: string
      sign_in?: string
      error?: string
      errors?: Record<string, string>
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
    const named = Object.entries(body.errors ?? {}).filter(([name]) => (errorNames as string[]).includes(name))
    for (const [name, message] of named) setError(name, { message })
    if (named.length === 0) setFormError(body.error ?? 'Something went wrong. Nothing has been charged. Please try again.')
    showSummary()
  }

  return (
    <form
      noValidate
      className="grid gap-8"
      onSubmit={(event) => handleSubmit(submit, showSummary)(event)}
      // Fetch the schema while the shopper fills the form, so the first submit does not wait for it.
      onFocus={preload}
    >
      {cancelled && (
        <p className="rounded-[var(--radius)] border border-amber-300 bg-amber-50 p-3 font-semibold" data-testid="payment-cancelled">
          You left the payment page, so nothing has been charged and the car is not held. You can reserve it again below.
        </p>
      )}
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-xl font-bold">1. Your details</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {CONTACT_FIELDS.map(({ name, ...field }) => (
            <TextField
              key={name}
              id={idFor(name)}
              register={register(name)}
              defaultValue={name === 'phone' ? knownPhone : undefined}
              error={errorOf(formState.errors, name)}
              {...field}
            />
          ))}
        </div>
      </fieldset>
      {purchase && <PurchaseFields form={form} idFor={idFor} pickupAt={purchase.pickupAt} />}
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
      <ErrorSummary summaryRef={summaryRef} fieldErrors={fieldErrors} formError={formError} idFor={idFor} />
      <button type="submit" className="btn btn-solid" disabled={busy || !hydrated}>
        {busy ? 'Reserving…' : deposit <= 0 ? 'Reserve this car' : `Continue to pay the ${depositLabel} deposit`}
      </button>
    </form>
  )
}
