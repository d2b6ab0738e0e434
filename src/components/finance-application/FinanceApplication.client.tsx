'use client'
// The finance pre-approval application, a step at a time: About you, Your work, Income and
// expenses, The car, then Review & send. Each step is checked with the server's own schema for it
// (loaded with zod on first use) and saved on Continue (POST /api/finance-application), so the
// shopper can leave and come back by the resume link. The rules (fields, steps, review rows) are
// src/domain/finance-application/form.ts; this component holds the state and the requests.
import { useRouter } from 'next/navigation'
import { type RefObject, useEffect, useId, useMemo, useRef, useState } from 'react'
import { type Resolver, type UseFormReturn, useForm, useWatch } from 'react-hook-form'
import {
  type FieldSpec,
  type FormStep,
  type FormValues,
  type PreselectedCar,
  FORM_STEPS,
  RESUME_NOTE,
  fieldNames,
  formValues,
  inputOf,
  nextStep,
  previousStep,
  progressLabel,
  refusedStep,
  resumeHref,
  resumeStep,
  reviewSections,
  saveBody,
  stepTitle,
  visibleFields,
} from '@/src/domain/finance-application/form'
import { type ApplicationStep, CONSENT_LABEL, CONSENT_MESSAGE, STEP_IDS } from '@/src/domain/finance-application/steps'
import { PRIVACY_NOTE, SELECT_PLACEHOLDER, SUBMIT_FAILED, dealershipOption } from '@/src/domain/leads/form-rules'
import { CAPTCHA_FIELD, HONEYPOT_FIELD } from '@/src/domain/leads/spam'
import { track } from '@/src/components/analytics'
import { CaptchaWidget, captchaToken, resetCaptcha } from '@/src/components/leads/Captcha.client'
import { ErrorSummary } from '@/src/components/leads/ErrorSummary'
import { Field, SelectField, inputClass } from '@/src/components/leads/fields'
import { lazyResolver } from '@/src/components/leads/lazy-resolver'
import { rememberEvent, rememberSuccess } from '@/src/components/leads/lead-storage'
import { BusyButton, StepProgress, errorOf, useStepFocus } from '@/src/components/leads/steps'
import { submitLead } from '@/src/components/leads/submit-lead'

export interface FinanceApplicationSetup {
  /** The site's dealership slugs: with several and no car chosen, the shopper picks one. */
  dealerships: string[]
  /** The car the page was opened from. */
  car?: PreselectedCar | null
  successPath?: string
  termsNote?: string
}

const ENDPOINT = '/api/finance-application'
/** The fields the review step itself asks for. */
const REVIEW_FIELDS = ['consent', 'dealership_slug']
const SAVE_FAILED = 'Your answers could not be saved right now. Please try again.'

/** Each step's schema, with zod, loaded when the step is first checked. */
const loadStepSchema = (step: ApplicationStep) => async () =>
  (await import('@/src/domain/finance-application/schema')).stepFormSchema(step, new Date())

type Json = Record<string, unknown>

async function request(url: string, init?: RequestInit): Promise<{ status: number; json: Json } | null> {
  try {
    const response = await fetch(url, init)
    return { status: response.status, json: (await response.json().catch(() => ({}))) as Json }
  } catch {
    return null
  }
}

const errorText = (json: Json | undefined, fallback: string) => (typeof json?.error === 'string' ? json.error : fallback)
const fieldsOf = (json: Json | undefined) => (json?.fields as Record<string, string> | undefined) ?? {}

export function FinanceApplication({ setup }: { setup: FinanceApplicationSetup }) {
  const id = useId()
  const idFor = (name: string) => `${id}-${name.replace('.', '-')}`
  const router = useRouter()
  const [step, setStep] = useState<FormStep>('personal')
  // The resolver checks the step on show only: one lazily loaded schema per step.
  const stepRef = useRef<FormStep>('personal')
  const resolver = useMemo(() => {
    const byStep = Object.fromEntries(STEP_IDS.map((s) => [s, lazyResolver<FormValues>(loadStepSchema(s))])) as Record<
      ApplicationStep,
      Resolver<FormValues>
    >
    const review: Resolver<FormValues> = (values) => ({ values, errors: {} })
    return ((values, context, options) =>
      (stepRef.current === 'review' ? review : byStep[stepRef.current])(values, context, options)) as Resolver<FormValues>
  }, [])
  const form = useForm<FormValues>({ resolver, shouldFocusError: false, defaultValues: formValues(null, setup.car) })
  const { formState, getValues, trigger, setError, clearErrors, reset, handleSubmit } = form
  const [token, setToken] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [loading, setLoading] = useState(false)
  const [formError, setFormError] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [editing, setEditing] = useState(false)
  const { headingRef, summaryRef, focusAfterRender } = useStepFocus()
  const honeypotRef = useRef<HTMLInputElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const startedAt = useRef(0)
  const sentAs = useRef<{ key: string; values: string } | null>(null)

  const go = (next: FormStep, focus: 'heading' | 'summary' = 'heading') => {
    if (next === 'review') setEditing(false)
    stepRef.current = next
    focusAfterRender(focus)
    setStep(next)
  }

  /**
   * A refusal: field errors send the shopper to the earliest step they are on, and list there;
   * the review's own (consent, dealership) list on it; anything else is said in the summary. A
   * link this site cannot use is dropped, so the next save starts a new application.
   */
  const refused = (json: Json | undefined, fallback: string) => {
    const fields = fieldsOf(json)
    const names = Object.keys(fields)
    for (const name of names) setError(name as never, { message: fields[name] })
    if (fields.token) setToken(null)
    const back = refusedStep(fields)
    const listed = back !== null || names.some((n) => REVIEW_FIELDS.includes(n))
    setFormError(listed ? null : (fields.token ?? Object.values(fields)[0] ?? errorText(json, fallback)))
    if (back) go(back, 'summary')
    else focusAfterRender('summary')
  }

  // A resume link (?resume=) opens the saved answers at the first step not done; a lapsed one starts afresh.
  useEffect(() => {
    startedAt.current = Date.now()
    const resume = new URLSearchParams(window.location.search).get('resume')
    if (!resume) return
    setLoading(true) // eslint-disable-line react-hooks/set-state-in-effect -- once, from the address only the browser has
    void request(`${ENDPOINT}?token=${encodeURIComponent(resume)}`).then((answer) => {
      setLoading(false)
      const json = answer?.json
      if (answer?.status === 200 && json?.status === 'draft' && json.steps) {
        const saved = json.steps as Parameters<typeof formValues>[0]
        reset(formValues(saved, setup.car))
        setToken(resume)
        go(resumeStep(saved))
        return
      }
      if (answer?.status === 200) setNotice('This application has already been sent to the dealer. You can start a new one below.')
      else if (answer && answer.status < 500) setNotice(fieldsOf(json).token ?? errorText(json, SAVE_FAILED))
      else setNotice('Your saved application could not be opened right now. Try the link again later, or start a new one below.')
      // The address no longer names an application that opens: a reload starts afresh too.
      const query = new URLSearchParams(window.location.search)
      query.delete('resume')
      window.history.replaceState(null, '', `${window.location.pathname}${query.size ? `?${query}` : ''}`)
    })
  }, []) // eslint-disable-line react-hooks/exhaustive-deps -- on the first render only

  /** Saves the step (and those before it) and answers the link's token; a lapsed draft is saved afresh under a new link. */
  const save = async (current: ApplicationStep): Promise<string | null> => {
    const post = (withToken: string | null) =>
      request(ENDPOINT, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(saveBody(current, getValues(), withToken)),
      })
    let answer = await post(token)
    if (answer?.status === 404 && token) {
      setNotice('Your earlier link had lapsed, so your answers are saved under the new link below.')
      answer = await post(null)
    }
    if (answer?.status === 200 && typeof answer.json.token === 'string') {
      setToken(answer.json.token)
      // The address names the draft too, so a reload opens it again rather than an empty form.
      const query = new URLSearchParams(window.location.search)
      query.set('resume', answer.json.token)
      window.history.replaceState(null, '', `${window.location.pathname}?${query}`)
      return answer.json.token
    }
    refused(answer?.json, SAVE_FAILED)
    return null
  }

  const onContinue = async (current: ApplicationStep) => {
    setFormError(null)
    // Busy from the check on: the first check of a step loads its schema.
    setBusy(true)
    try {
      if (!(await trigger(fieldNames(current, getValues()) as never))) {
        requestAnimationFrame(() => summaryRef.current?.focus())
        return
      }
      // Back from an edit the review asked for, every step is saved: the review again.
      if (await save(current)) go(editing ? 'review' : nextStep(current))
    } finally {
      setBusy(false)
    }
  }

  const onSend = async (values: FormValues) => {
    setFormError(null)
    if (!values.consent) {
      setError('consent', { message: CONSENT_MESSAGE })
      focusAfterRender('summary')
      return
    }
    // Saved once more first: a link that lapsed or was dropped is made again, so the send always names a draft.
    const saved = await save('car')
    if (!saved) return
    const body = {
      token: saved,
      ...Object.fromEntries(STEP_IDS.map((s) => [s, values[s]])),
      consent: true,
      opt_in: values.opt_in ?? false,
      dealership_slug: values.dealership_slug || undefined,
      [HONEYPOT_FIELD]: honeypotRef.current?.value ?? '',
      [CAPTCHA_FIELD]: captchaToken(formRef.current),
      started_at: String(startedAt.current),
      page_url: window.location.pathname,
      referrer: document.referrer ? new URL(document.referrer).hostname : undefined,
    }
    const snapshot = JSON.stringify(body)
    if (sentAs.current?.values !== snapshot) sentAs.current = { key: crypto.randomUUID(), values: snapshot }
    const answer = await submitLead(body, sentAs.current.key, `${ENDPOINT}/submit`)
    if (!answer.ok) {
      resetCaptcha(formRef.current)
      refused({ error: answer.error, fields: answer.fields }, SUBMIT_FAILED)
      return
    }
    const car = values.car.car_slug || undefined
    track(answer.eventId, { form: 'finance', lead_id: answer.leadId, car })
    rememberEvent(answer.eventId)
    const { personal } = values
    rememberSuccess(
      {
        name: personal.first_name,
        last_name: personal.last_name,
        email: personal.email,
        phone: personal.mobile,
        postcode: personal.postcode,
      },
      car,
      answer.category,
    )
    const params = new URLSearchParams({ form: 'finance-application', ...(car && { car }), ref: answer.leadId })
    router.push(`${setup.successPath ?? '/success'}?${params}`)
  }

  const names = step === 'review' ? REVIEW_FIELDS : fieldNames(step, getValues())
  const stepErrors = names
    .map((name) => ({ name, message: errorOf(formState.errors, name)?.message }))
    .filter((e): e is { name: string; message: string } => Boolean(e.message))
  const at = FORM_STEPS.findIndex((s) => s.id === step)
  const back = previousStep(step)
  const title = stepTitle(step)

  if (loading)
    return (
      <p role="status" className="py-6 text-center">
        Opening your saved application…
      </p>
    )

  return (
    <div data-testid="finance-application" className="grid gap-5">
      {notice && (
        <p role="status" className="rounded-[var(--radius)] bg-[var(--color-surface)] p-3">
          {notice}
        </p>
      )}
      <div className="grid gap-2">
        <p className="text-sm font-semibold text-gray-700" data-testid="finance-application-progress">
          {progressLabel(step)}
        </p>
        <StepProgress steps={FORM_STEPS} at={at} />
      </div>
      <h3 ref={headingRef} tabIndex={-1} className="text-xl font-bold outline-none">
        {title}
      </h3>
      <form
        ref={formRef}
        noValidate
        aria-label={title}
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault()
          if (step === 'review') void handleSubmit(onSend)(event)
          else void onContinue(step)
        }}
      >
        <ErrorSummary summaryRef={summaryRef} fieldErrors={stepErrors} formError={formError} idFor={idFor} />
        {step === 'review' ? (
          <ReviewStep
            form={form}
            idFor={idFor}
            setup={setup}
            onEdit={(s) => {
              clearErrors()
              setEditing(true)
              go(s)
            }}
            honeypotRef={honeypotRef}
          />
        ) : (
          <StepFields step={step} form={form} idFor={idFor} car={setup.car} />
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row">
          {back && (
            <button
              type="button"
              className="btn btn-outline"
              disabled={busy || formState.isSubmitting}
              onClick={() => {
                clearErrors()
                setFormError(null)
                go(back)
              }}
            >
              Back
            </button>
          )}
          {step === 'review' ? (
            <BusyButton busy={formState.isSubmitting} label="Send application" busyLabel="Sending…" />
          ) : (
            <BusyButton busy={busy} label="Continue" busyLabel="Saving…" />
          )}
        </div>
      </form>
      {token && <ResumeLink token={token} />}
    </div>
  )
}

type Form = UseFormReturn<FormValues>

/** One step's fields from its specs: labelled native inputs, two columns from a tablet up. */
function StepFields({
  step,
  form,
  idFor,
  car,
}: {
  step: ApplicationStep
  form: Form
  idFor: (n: string) => string
  car?: PreselectedCar | null
}) {
  const { register, formState, setValue, control } = form
  // Shown fields follow the answers (the job questions, the chosen car).
  const answers = useWatch({ control, name: step })
  const chosenCar = step === 'car' ? answers?.car_slug : undefined
  const field = (spec: FieldSpec) => {
    const name = `${step}.${spec.name}`
    const error = errorOf(formState.errors, name)
    if (spec.choices)
      return (
        <SelectField
          key={name}
          id={idFor(name)}
          label={spec.label}
          optional={spec.optional}
          hint={spec.hint}
          register={register(name as never)}
          options={Object.entries(spec.choices).map(([value, label]) => ({ value, label }))}
          placeholder={SELECT_PLACEHOLDER}
          error={error}
        />
      )
    return (
      <Field key={name} id={idFor(name)} label={spec.label} optional={spec.optional} hint={spec.hint} error={error}>
        {(aria) => (
          <input
            {...aria}
            {...register(name as never)}
            {...inputOf(spec)}
            autoComplete={spec.autoComplete ?? 'off'}
            className={inputClass}
          />
        )}
      </Field>
    )
  }
  return (
    <>
      {chosenCar && (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-[var(--radius)] bg-[var(--color-surface)] p-3">
          <p>
            <span className="block text-sm text-gray-700">The car</span>
            <span className="font-semibold">{car?.slug === chosenCar ? car.name : chosenCar}</span>
          </p>
          <button type="button" id={idFor('car.car_slug')} className="btn btn-outline" onClick={() => setValue('car.car_slug', '')}>
            Choose a different car
          </button>
        </div>
      )}
      <div className="grid gap-3 sm:grid-cols-2">{visibleFields(step, { [step]: answers ?? {} } as Partial<FormValues>).map(field)}</div>
    </>
  )
}

/** The answers by step with a way back to each, the consent and the sending choices. */
function ReviewStep({
  form,
  idFor,
  setup,
  onEdit,
  honeypotRef,
}: {
  form: Form
  idFor: (n: string) => string
  setup: FinanceApplicationSetup
  onEdit: (step: ApplicationStep) => void
  honeypotRef: RefObject<HTMLInputElement | null>
}) {
  const { register, formState, getValues } = form
  const values = getValues()
  const consentError = errorOf(formState.errors, 'consent')
  const needsDealership = setup.dealerships.length > 1 && !values.car.car_slug
  return (
    <>
      <p className="text-gray-700">Check your answers, then send your application to us and our finance partners.</p>
      {reviewSections(values, setup.car).map((section) => (
        <section key={section.step} aria-labelledby={idFor(`review-${section.step}`)} className="grid gap-2 border-t border-black/10 pt-3">
          <div className="flex items-center justify-between gap-2">
            <h4 id={idFor(`review-${section.step}`)} className="font-bold">
              {section.title}
            </h4>
            <button type="button" className="min-h-11 px-2 font-semibold underline" onClick={() => onEdit(section.step)}>
              Edit<span className="sr-only"> {section.title}</span>
            </button>
          </div>
          <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
            {section.rows.map((row) => (
              <div key={row.label} className="contents">
                <dt className="text-gray-700">{row.label}</dt>
                <dd className="mb-1 break-words font-semibold sm:mb-0">{row.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <div aria-hidden="true" className="hidden">
        <label>
          Leave this empty
          <input ref={honeypotRef} name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      {needsDealership && (
        <SelectField
          id={idFor('dealership_slug')}
          label="Preferred dealership"
          register={register('dealership_slug')}
          error={errorOf(formState.errors, 'dealership_slug')}
          options={setup.dealerships.map(dealershipOption)}
          placeholder={SELECT_PLACEHOLDER}
        />
      )}
      <div className="grid gap-1">
        <label className="flex min-h-11 items-start gap-2">
          <input
            type="checkbox"
            id={idFor('consent')}
            {...register('consent')}
            aria-invalid={consentError ? true : undefined}
            aria-describedby={consentError ? `${idFor('consent')}-error` : undefined}
            className="mt-0.5 h-5 w-5 shrink-0"
          />
          {CONSENT_LABEL}
        </label>
        {consentError?.message && (
          <p id={`${idFor('consent')}-error`} className="text-sm font-semibold text-red-700">
            {consentError.message}
          </p>
        )}
      </div>
      <label className="flex min-h-11 items-center gap-2">
        <input type="checkbox" {...register('opt_in')} className="h-5 w-5" />
        Send me offers and news from the dealer
      </label>
      <p className="text-sm text-gray-600">{PRIVACY_NOTE}</p>
      {setup.termsNote && <p className="text-sm font-semibold">{setup.termsNote}</p>}
      <CaptchaWidget />
    </>
  )
}

/** The link that opens the saved application again, with what holding it means. */
function ResumeLink({ token }: { token: string }) {
  const [copied, setCopied] = useState<boolean | null>(null)
  const href = resumeHref(token)
  const absolute = typeof window === 'undefined' ? href : new URL(href, window.location.origin).href
  return (
    <aside
      aria-label="Your saved application"
      className="grid gap-2 rounded-[var(--radius)] border border-black/10 bg-[var(--color-surface)] p-3"
    >
      <p className="font-semibold">Your answers are saved. To come back to them later, use this link:</p>
      <a href={href} className="break-all underline" data-testid="finance-resume-link">
        {absolute}
      </a>
      <p className="text-sm text-gray-700">{RESUME_NOTE}</p>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className="btn btn-outline"
          onClick={() =>
            void navigator.clipboard.writeText(absolute).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          Copy link
        </button>
        <span role="status" className="text-sm">
          {copied === true ? 'Link copied.' : copied === false ? 'Could not copy: select the link and copy it yourself.' : ''}
        </span>
      </div>
    </aside>
  )
}
