'use client'
// Phone sign-in: one input per step (mobile number, then the texted code), errors
// announced where they occur, the code field ready for the phone's autofill and for pasting
// (WCAG 3.3.8: nothing to remember or transcribe beyond the code we send). On success the
// browser's favourites join the watchlist, a car the shopper was saving is saved, and they go
// back to where they came from.
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { favourites } from './use-favourites'
import { OTP_LENGTH } from '@/src/domain/shoppers/sign-in'
import { inputClass } from '@/src/components/leads/fields'
import { lazyResolver, loadZodResolver } from '@/src/components/leads/lazy-resolver'
import { OFFLINE_TEXT, postJson } from '@/src/components/ui/post-json'
import { useHydrated } from '@/src/components/ui/use-hydrated'

interface Props {
  redirect: string
  /** A car to save once signed in (sign-in started from a watchlist button). */
  saveCar: string | null
  /** Demo mode with the offline SMS outbox: say where the code is. */
  demoOutbox: boolean
  /** The site keeps saved cars in My Garage once signed in: this browser's favourites move there. */
  moveFavourites: boolean
}

/** A JSON POST whose network failure answers with the offline message. */
async function post(path: string, body: Record<string, unknown>) {
  const answer = await postJson(path, body)
  return answer.offline ? { ok: false, json: { error: OFFLINE_TEXT } as Record<string, unknown> } : answer
}

const favouriteSlugs = () => favourites.read().map((f) => f.slug)

/** Each step's schema, the one the server checks (sign-in-schema.ts), loaded with zod when first used. */
const loadSchemas = () => import('@/src/domain/shoppers/sign-in-schema')
const preload = () => void Promise.all([loadSchemas(), loadZodResolver()])
type PhoneValues = { phone: string }
type CodeValues = { code: string }
const phoneResolver = lazyResolver<PhoneValues>(async () => (await loadSchemas()).phoneStepSchema)
const codeResolver = lazyResolver<CodeValues>(async () => (await loadSchemas()).codeStepSchema)

export function SignInForm({ redirect, saveCar, demoOutbox, moveFavourites }: Props) {
  const [step, setStep] = useState<'phone' | 'code'>('phone')
  const [sentTo, setSentTo] = useState<string | null>(null)
  // The server's refusal of the last request; a check the form makes itself shows before it.
  const [refusal, setRefusal] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const hydrated = useHydrated()
  const [resendIn, setResendIn] = useState(0)
  const [showOutbox, setShowOutbox] = useState(false)
  // No default values: each field's value is read from the input when it registers, so a number
  // typed before the page's script ran (the input is in the server's HTML) is the one checked and
  // sent. The number stays in the form while the code step shows: "Use another number" brings it
  // back. Errors change on submit only, as the server's do.
  const phoneForm = useForm<PhoneValues>({ resolver: phoneResolver, reValidateMode: 'onSubmit' })
  const codeForm = useForm<CodeValues>({ resolver: codeResolver, reValidateMode: 'onSubmit' })
  const codeRef = useRef<HTMLInputElement | null>(null)
  // The code last sent for checking: a pasted code is checked at once, and pressing Sign in
  // afterwards must not spend a second try on the same code.
  const tried = useRef<string | null>(null)
  const ids = { error: useId(), hint: useId() }

  useEffect(() => {
    if (resendIn <= 0) return
    const timer = setTimeout(() => setResendIn((s) => s - 1), 1000)
    return () => clearTimeout(timer)
  }, [resendIn])

  useEffect(() => {
    if (step === 'code') codeRef.current?.focus()
  }, [step])

  async function sendCode(number: string) {
    setBusy(true)
    setRefusal(null)
    const { ok, json } = await post('/api/account/send-code', { phone_number: number })
    setBusy(false)
    if (!ok) {
      setRefusal(String(json.error ?? 'Something went wrong. Please try again.'))
      return
    }
    setSentTo(String(json.phone_number))
    setNotice(String(json.message))
    setResendIn(Number(json.resend_after ?? 30))
    setShowOutbox(Boolean(json.outbox) && demoOutbox)
    codeForm.reset({ code: '' })
    tried.current = null
    setStep('code')
  }

  async function verify(digits: string) {
    if (!sentTo || digits === tried.current) return
    tried.current = digits
    setBusy(true)
    setRefusal(null)
    const moving = moveFavourites ? favouriteSlugs() : []
    const { ok, json } = await post('/api/account/verify-code', { phone_number: sentTo, code: digits, favourites: moving })
    if (!ok) {
      setBusy(false)
      setRefusal(String(json.error ?? 'Something went wrong. Please try again.'))
      codeRef.current?.focus()
      return
    }
    // My Garage holds them now (the server merged them); the heart reads My Garage while signed in.
    if (moving.length > 0) favourites.write(favourites.read().filter((f) => !moving.includes(f.slug)))
    if (saveCar) await post('/api/watchlist/save-car', { phone_number: sentTo, car_id: saveCar })
    setNotice('Signed in. Taking you back…')
    window.location.assign(redirect)
  }

  // The schema hands over the number in E.164 and the code as its digits, as the server reads them.
  const submitPhone = (event: FormEvent) => phoneForm.handleSubmit(({ phone }) => sendCode(phone))(event)
  const submitCode = (event?: FormEvent) => codeForm.handleSubmit(({ code }) => verify(code))(event)
  const error = (step === 'phone' ? phoneForm.formState.errors.phone?.message : codeForm.formState.errors.code?.message) ?? refusal
  const describedBy = [error ? ids.error : null, ids.hint].filter(Boolean).join(' ')
  const phoneField = phoneForm.register('phone')
  const codeField = codeForm.register('code')

  return (
    <div className="flex flex-col gap-4">
      <p role="status" aria-live="polite" className="text-sm text-gray-700">
        {notice}
      </p>
      {step === 'phone' ? (
        // Keyed: each step's inputs are their own elements, so the number's field never holds a typed code.
        <form key="phone" noValidate className="flex flex-col gap-3" onSubmit={(event) => void submitPhone(event)} onFocus={preload}>
          <label htmlFor="sign-in-phone" className="font-semibold">
            Mobile number
          </label>
          <input
            {...phoneField}
            id="sign-in-phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={inputClass}
            placeholder="0412 345 678"
          />
          <p id={ids.hint} className="text-sm text-gray-600">
            We will text you a {OTP_LENGTH}-digit code. Australian mobile numbers only.
          </p>
          {error && (
            <p id={ids.error} role="alert" className="text-sm font-semibold text-red-700">
              {error}
            </p>
          )}
          <button type="submit" className="btn btn-solid" disabled={busy || !hydrated}>
            {busy ? 'Sending…' : 'Send code'}
          </button>
        </form>
      ) : (
        <form key="code" noValidate className="flex flex-col gap-3" onSubmit={(event) => void submitCode(event)}>
          <label htmlFor="sign-in-code" className="font-semibold">
            {OTP_LENGTH}-digit code
          </label>
          <input
            {...codeField}
            ref={(element) => {
              codeField.ref(element)
              codeRef.current = element
            }}
            id="sign-in-code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH + 4}
            required
            onChange={(event) => {
              const before = codeForm.getValues('code') ?? ''
              const next = event.target.value
              void codeField.onChange(event)
              // A pasted or autofilled code signs in at once.
              const digits = next.replace(/\D/g, '')
              if (digits.length === OTP_LENGTH && next.length - before.length > 1 && !busy) void submitCode()
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={`${inputClass} tracking-[0.4em]`}
          />
          <p id={ids.hint} className="text-sm text-gray-600">
            The code works for 5 minutes. Wrong number? Use another number below.
          </p>
          {showOutbox && (
            <p className="rounded-[var(--radius)] border border-amber-300 bg-amber-50 p-3 text-sm" data-testid="demo-outbox-hint">
              Demo site: no text message is sent. The code is in the server log and in the <code>.data/sms</code> folder.
            </p>
          )}
          {error && (
            <p id={ids.error} role="alert" className="text-sm font-semibold text-red-700">
              {error}
            </p>
          )}
          <button type="submit" className="btn btn-solid" disabled={busy || !hydrated}>
            {busy ? 'Checking…' : 'Sign in'}
          </button>
          <div className="flex flex-wrap gap-4 text-sm">
            <button
              type="button"
              className="underline underline-offset-4 disabled:no-underline disabled:opacity-60"
              disabled={busy || resendIn > 0}
              onClick={() => sentTo && void sendCode(sentTo)}
            >
              {resendIn > 0 ? `Send a new code in ${resendIn}s` : 'Send a new code'}
            </button>
            <button
              type="button"
              className="underline underline-offset-4"
              onClick={() => {
                setStep('phone')
                setRefusal(null)
                setNotice(null)
                phoneForm.clearErrors()
                setTimeout(() => phoneForm.setFocus('phone'), 0)
              }}
            >
              Use another number
            </button>
          </div>
        </form>
      )}
    </div>
  )
}
