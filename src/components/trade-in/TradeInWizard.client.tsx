'use client'
// The online trade-in valuation, a step at a time: the car (rego and state, or make, model and
// year) and its km, the condition questions, the offer or why there is none, then the shopper's
// details to accept it or to ask for an inspection. Which fields each step checks is
// src/domain/trade-in/wizard.ts; the checks are the server's own schema; the valuation and the
// lead are the server's (POST /api/trade-in/valuation, then the trade-in form's decision).
import dynamic from 'next/dynamic'
import { useId, useMemo, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { formatDayTime } from '@/src/domain/dates'
import { formatMoney } from '@/src/domain/finance/money'
import { REGO_STATES, SELECT_PLACEHOLDER, SUBMIT_FAILED } from '@/src/domain/leads/form-rules'
import { formatCount } from '@/src/domain/numbers'
import type { OfferDecision } from '@/src/domain/trade-in/request'
import { CONDITION_QUESTIONS, CONDITION_QUESTION_KEYS, type TradeInCar, carName } from '@/src/domain/trade-in/valuation'
import { type WizardStep, type WizardValues, stepFields, stepOfField, valuationBody, wizardSteps } from '@/src/domain/trade-in/wizard'
import { ErrorSummary } from '@/src/components/leads/ErrorSummary'
import type { LeadFormSetup } from '@/src/components/leads/LeadForm.client'
import { Field, KmsInput, SelectField, inputClass } from '@/src/components/leads/fields'
import { lazyResolver } from '@/src/components/leads/lazy-resolver'
import { BusyButton, StepProgress, errorOf, useStepFocus } from '@/src/components/leads/steps'
import { PhotoPicker, usePhotoUploads } from './PhotoPicker.client'

// The contact step's form loads when the shopper gets there (it is the site's trade-in form).
const LeadForm = dynamic(() => import('@/src/components/leads/LeadForm.client').then((m) => m.LeadForm), {
  loading: () => (
    <p className="py-6 text-center text-sm" role="status">
      Loading the form…
    </p>
  ),
})

/** What POST /api/trade-in/valuation answers (docs/trade-in.md). */
interface Valuation {
  offer: { amount: number; valid_until: string; note: string } | null
  offer_token: string
  message: string | null
  car: TradeInCar
  km: number
  answers: { question: string; label: string; answer_label: string }[]
}

const GET_VALUATION = 'Get Your Valuation'
const schema = async () => (await import('@/src/domain/trade-in/request')).wizardSchema(new Date())

export function TradeInWizard({
  setup,
  one,
}: {
  /** With `car`, the site's car the trade-in goes towards: the lead carries it. */
  setup: Omit<LeadFormSetup, 'submitLabel' | 'offer'>
  /** What the site buys in, in sentences: "car", "caravan", "motorcycle". */
  one: string
}) {
  const id = useId()
  const idFor = (name: string) => `${id}-${name.replace('.', '-')}`
  const resolver = useMemo(() => lazyResolver<WizardValues>(schema), [])
  const form = useForm<WizardValues>({ resolver, shouldFocusError: false, defaultValues: { by: 'rego', answers: {} } })
  const { register, formState, setError, clearErrors, setValue, getValues, trigger, control } = form
  const [step, setStep] = useState<WizardStep>('car')
  const [valuation, setValuation] = useState<Valuation | null>(null)
  const [decision, setDecision] = useState<OfferDecision>('accept')
  const [formError, setFormError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const by = useWatch({ control, name: 'by' })
  const photos = usePhotoUploads()
  const { headingRef, summaryRef, focusAfterRender } = useStepFocus()
  const go = (next: WizardStep, focus: 'heading' | 'summary' = 'heading') => {
    focusAfterRender(focus)
    setStep(next)
  }

  const stepErrors = stepFields(step, by)
    .map((name) => ({ name, message: errorOf(formState.errors, name)?.message }))
    .filter((e): e is { name: string; message: string } => Boolean(e.message))

  /** Checks this step's fields; on a problem the summary takes focus and lists them. */
  const checked = async () => {
    setFormError(null)
    const ok = await trigger(stepFields(step, by) as never)
    if (!ok) requestAnimationFrame(() => summaryRef.current?.focus())
    return ok
  }

  const value = async () => {
    setBusy(true)
    try {
      const response = await fetch('/api/trade-in/valuation', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(valuationBody(getValues())),
      })
      const json = (await response.json().catch(() => ({}))) as Record<string, unknown>
      if (response.ok) {
        setValuation(json as unknown as Valuation)
        go('offer')
        return
      }
      const fields = (json.fields as Record<string, string> | undefined) ?? {}
      const names = Object.keys(fields)
      if (response.status === 502) setValue('by', 'details') // the rego service is down: name the car instead
      for (const name of names) setError(name as never, { message: fields[name] })
      setFormError(names.length === 0 ? (typeof json.error === 'string' ? json.error : SUBMIT_FAILED) : null)
      go(names.length > 0 ? stepOfField(names[0]) : response.status === 502 ? 'car' : step, 'summary')
    } catch {
      setFormError(SUBMIT_FAILED)
      focusAfterRender('summary')
    } finally {
      setBusy(false)
    }
  }

  const steps = wizardSteps(one)
  const at = steps.findIndex((s) => s.id === step)
  const title = step === 'offer' && valuation && !valuation.offer ? `We need to see your ${one}` : steps[at].title

  return (
    <div data-testid="trade-in-wizard" className="grid gap-5">
      <StepProgress steps={steps} at={at} />
      <h3 ref={headingRef} tabIndex={-1} className="text-xl font-bold outline-none">
        {title}
      </h3>
      {(step === 'car' || step === 'condition') && (
        <form
          noValidate
          aria-label={title}
          className="grid gap-4"
          onSubmit={async (event) => {
            event.preventDefault()
            if (!(await checked())) return
            if (step === 'car') go('condition')
            else await value()
          }}
        >
          <ErrorSummary summaryRef={summaryRef} fieldErrors={stepErrors} formError={formError} idFor={idFor} />
          {step === 'car' && (
            <>
              <fieldset className="grid gap-2">
                <legend className="mb-1 font-semibold">How should we find your {one}?</legend>
                <div className="grid grid-cols-2 gap-2">
                  {(
                    [
                      ['rego', 'By its rego'],
                      ['details', 'By make, model and year'],
                    ] as const
                  ).map(([way, label]) => (
                    <label
                      key={way}
                      className="flex min-h-11 cursor-pointer items-center gap-2 rounded-[var(--radius)] border border-gray-400 px-3 py-2 has-[:checked]:border-[var(--color-primary)] has-[:checked]:ring-2 has-[:checked]:ring-[var(--color-primary)]"
                    >
                      <input type="radio" value={way} {...register('by', { onChange: () => clearErrors() })} className="h-5 w-5" />
                      {label}
                    </label>
                  ))}
                </div>
              </fieldset>
              {by === 'rego' ? (
                <div className="grid gap-3 sm:grid-cols-2">
                  <Field id={idFor('rego')} label="Rego" error={errorOf(formState.errors, 'rego')}>
                    {(aria) => (
                      <input
                        {...aria}
                        {...register('rego')}
                        autoComplete="off"
                        autoCapitalize="characters"
                        className={`${inputClass} uppercase`}
                      />
                    )}
                  </Field>
                  <SelectField
                    id={idFor('rego_state')}
                    label="State or territory"
                    register={register('rego_state')}
                    options={REGO_STATES}
                    placeholder={SELECT_PLACEHOLDER}
                    error={errorOf(formState.errors, 'rego_state')}
                  />
                </div>
              ) : (
                <div className="grid gap-3 sm:grid-cols-2">
                  {(
                    [
                      ['make', 'Make', false],
                      ['model', 'Model', false],
                      ['year', 'Year', false],
                      ['badge', 'Badge or variant', true],
                    ] as const
                  ).map(([name, label, optional]) => (
                    <Field key={name} id={idFor(name)} label={label} optional={optional} error={errorOf(formState.errors, name)}>
                      {(aria) => (
                        <input
                          {...aria}
                          {...register(name)}
                          inputMode={name === 'year' ? 'numeric' : undefined}
                          maxLength={name === 'year' ? 4 : 60}
                          autoComplete="off"
                          className={inputClass}
                        />
                      )}
                    </Field>
                  ))}
                </div>
              )}
              <Field id={idFor('km')} label="Kilometres" hint="As the odometer reads today." error={errorOf(formState.errors, 'km')}>
                {(aria) => <KmsInput aria={aria} register={register('km')} />}
              </Field>
              <div>
                <button type="submit" className="btn btn-solid w-full sm:w-auto">
                  Next
                </button>
              </div>
            </>
          )}
          {step === 'condition' && (
            <>
              {CONDITION_QUESTION_KEYS.map((question) => {
                const name = `answers.${question}`
                const error = errorOf(formState.errors, name)
                const answers = Object.entries(CONDITION_QUESTIONS[question].answers) as [string, readonly [string, number]][]
                return (
                  <fieldset
                    key={question}
                    className="grid gap-1"
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${idFor(name)}-error` : undefined}
                  >
                    <legend className="mb-1 font-semibold">{CONDITION_QUESTIONS[question].label}</legend>
                    <div className="grid gap-1 sm:grid-cols-3 sm:gap-2">
                      {answers.map(([answer, [label]], i) => (
                        <label
                          key={answer}
                          className="flex min-h-11 cursor-pointer items-center gap-2 rounded-[var(--radius)] border border-gray-300 px-3 py-2 has-[:checked]:border-[var(--color-primary)] has-[:checked]:ring-1 has-[:checked]:ring-[var(--color-primary)]"
                        >
                          <input
                            type="radio"
                            id={i === 0 ? idFor(name) : undefined}
                            value={answer}
                            {...register(name)}
                            className="h-5 w-5 shrink-0"
                          />
                          {label}
                        </label>
                      ))}
                    </div>
                    {error?.message && (
                      <p id={`${idFor(name)}-error`} className="text-sm font-semibold text-red-700">
                        Please choose an answer.
                      </p>
                    )}
                  </fieldset>
                )
              })}
              <div className="flex flex-col-reverse gap-3 sm:flex-row">
                <button type="button" className="btn btn-outline" onClick={() => go('car')}>
                  Back
                </button>
                <BusyButton busy={busy} label={GET_VALUATION} busyLabel="Working out your offer…" />
              </div>
            </>
          )}
        </form>
      )}
      {step === 'offer' && valuation && (
        <OfferView
          valuation={valuation}
          onChoose={(chosen) => {
            setDecision(chosen)
            go('details')
          }}
          onBack={() => go('condition')}
        />
      )}
      {step === 'details' && valuation && (
        <div className="grid gap-4">
          <p className="text-gray-700">
            {decision === 'accept' && valuation.offer
              ? `You are accepting our offer of ${formatMoney(valuation.offer.amount)} for your ${carName(valuation.car)}. Tell us how to reach you and we will arrange a time to see the ${one}.`
              : `Tell us how to reach you and we will arrange a time to inspect your ${carName(valuation.car)} and make you an offer.`}
          </p>
          <PhotoPicker inputId={idFor('photos')} uploads={photos} one={one} />
          <LeadForm
            kind="trade-in"
            heading={title}
            setup={{
              ...setup,
              commentsOptional: true,
              offer: { token: valuation.offer_token, decision, photos: { tokens: photos.tokens, inputId: idFor('photos') } },
              submitLabel: decision === 'accept' ? 'Accept Offer' : 'Request an Inspection',
            }}
          />
          <div>
            <button type="button" className="btn btn-outline" onClick={() => go('offer')}>
              Back
            </button>
          </div>
        </div>
      )}
    </div>
  )
}

/** The offer with its validity, or why there is none; the car and the answers it is for. */
function OfferView({
  valuation,
  onChoose,
  onBack,
}: {
  valuation: Valuation
  onChoose: (decision: OfferDecision) => void
  onBack: () => void
}) {
  const { offer, car } = valuation
  const rego = car.rego ? ` · ${car.regoState ?? ''} ${car.rego}`.replace('  ', ' ') : ''
  return (
    <div className="grid gap-4" data-testid="trade-in-offer">
      <p className="font-semibold">
        {carName(car)} · {formatCount(valuation.km)} km{rego}
      </p>
      {offer ? (
        <div className="rounded-[var(--radius)] bg-[var(--color-surface)] p-4">
          <p className="text-sm font-semibold uppercase tracking-wide text-gray-700">Our offer</p>
          <p className="text-4xl font-extrabold" data-testid="offer-amount">
            {formatMoney(offer.amount)}
          </p>
          <p className="mt-1">Valid until {formatDayTime(offer.valid_until)}.</p>
          <p className="mt-2 text-sm text-gray-700">{offer.note}</p>
        </div>
      ) : (
        <p className="rounded-[var(--radius)] bg-[var(--color-surface)] p-4" role="status">
          {valuation.message}
        </p>
      )}
      <details className="rounded-[var(--radius)] border border-black/10 px-4 py-2">
        <summary className="min-h-11 cursor-pointer content-center font-semibold">Your answers</summary>
        <dl className="grid gap-2 pb-2 sm:grid-cols-[auto_1fr] sm:gap-x-4">
          {valuation.answers.map((a) => (
            <div key={a.question} className="contents">
              <dt className="text-gray-700">{a.label}</dt>
              <dd className="font-semibold">{a.answer_label}</dd>
            </div>
          ))}
        </dl>
      </details>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {offer && (
          <button type="button" className="btn btn-solid" onClick={() => onChoose('accept')}>
            Accept Offer
          </button>
        )}
        <button type="button" className={`btn ${offer ? 'btn-outline' : 'btn-solid'}`} onClick={() => onChoose('decline')}>
          {offer ? 'Decline and Request an Inspection' : 'Request an Inspection'}
        </button>
        <button type="button" className="btn btn-outline" onClick={onBack}>
          Change My Answers
        </button>
      </div>
    </div>
  )
}
