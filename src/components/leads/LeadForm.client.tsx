'use client'
// Every lead form of the site, one component: which fields show and which are
// required come from formFields/leadSchema (src/domain/leads), the same schema the server
// checks. It posts JSON with an Idempotency-Key; without script it is a plain form post to the
// same endpoint, which answers with /success or a page listing the errors.
import Image from 'next/image'
import { useRouter } from 'next/navigation'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { type FieldErrors, useForm } from 'react-hook-form'
import { postcodeInput } from '@/src/domain/leads/contact-rules'
import {
  ADDITIONAL_SERVICES,
  CATEGORIES,
  CONTACT_METHODS,
  DEFAULT_CATEGORY,
  DEFAULT_CONTACT,
  DISTRIBUTION_LOCATION_LABEL,
  type LeadForm as LeadFormKind,
  type LeadFormOptions,
  PRIVACY_NOTE,
  REGO_STATES,
  SELECT_PLACEHOLDER,
  TRADE_IN_LABEL,
  UNDER_FINANCE_LABEL,
  YES_NO,
  dealershipOption,
  formFields,
} from '@/src/domain/leads/form-rules'
import { CAPTCHA_FIELD, HONEYPOT_FIELD } from '@/src/domain/leads/spam'
import type { OfferDecision } from '@/src/domain/trade-in/request'
import { type AnalyticsData, track } from '@/src/components/analytics'
import { isLocalImage } from '@/src/domain/content/media'
import type { BookingOffer } from '@/src/domain/locations/booking-slots'
import { BookingSlotFields } from './BookingSlotFields'
import { CaptchaWidget, captchaToken, resetCaptcha } from './Captcha.client'
import { ErrorSummary } from './ErrorSummary'
import { lazyResolver, loadZodResolver } from './lazy-resolver'
import { ChoiceGroup, Field, KmsInput, SelectField, inputClass } from './fields'
import { clearUserDetails, rememberEvent, rememberSuccess, storedUserDetails, visitedPages } from './lead-storage'
import { submitLead } from './submit-lead'

export interface LeadFormSetup {
  /** The site's dealership slugs (a select shows when there is more than one, on general forms). */
  dealerships: string[]
  commentsOptional?: boolean
  /** The car the form is about (car forms), with where it stands and where else it can be test driven. */
  car?: {
    slug: string
    name: string
    image?: string | null
    locationName?: string
    distributionLocations?: string[]
    /** What a lead's analytics event says of the car (its ASC item fields). */
    tracking?: AnalyticsData
  }
  submitLabel: string
  /** Dealer-specific terms note, under every form. */
  termsNote?: string
  /** The dealer's test drive disclaimer (optional): shown on the test drive form only. */
  testDriveDisclaimer?: string
  /** The contact form's category selected at first (a Form block setting). */
  defaultCategory?: string
  /** Where to go after sending; /success unless a Form block says otherwise. */
  successPath?: string
  /** The location's open times for a test drive or service; without them a date-time picker. */
  booking?: BookingOffer
  /** The signed-in shopper's verified mobile, the phone field's starting value. */
  knownPhone?: string
  /**
   * The online trade-in valuation this trade-in form accepts or declines: the lead goes to
   * /api/trade-in/decision with it, and the car's rego and km are not asked again.
   */
  offer?: { token: string; decision: OfferDecision; photos?: OfferPhotos }
}

/** The photos sent with a trade-in decision: their tokens once every upload in flight is done, and the picker's input. */
export interface OfferPhotos {
  tokens(): Promise<string[]>
  inputId: string
}

type Values = Record<string, unknown>

const CONTACT_FIELDS = ['name', 'last_name', 'email', 'phone', 'postcode'] as const
const YES_NO_QUESTIONS = [
  ['under_finance', UNDER_FINANCE_LABEL],
  ['trade_in', TRADE_IN_LABEL],
] as const

/** The form's schema, loaded with zod when the form is first used (lazy-resolver.ts). */
const loadForms = () => import('@/src/domain/leads/forms')
const loadSchema = (kind: LeadFormKind, options: LeadFormOptions) => async () => (await loadForms()).leadSchema(kind, options)

const DECISION_ENDPOINT = '/api/trade-in/decision'

/** The query parameters the shopper arrived with, sent with the lead as linked_query_params. */
const linkedQueryParams = () => Object.fromEntries(new URLSearchParams(window.location.search))

export interface LeadFormProps {
  kind: LeadFormKind
  setup: LeadFormSetup
  heading?: string
}

export function LeadForm({ kind, setup, heading }: LeadFormProps) {
  const id = useId()
  // A refused photo is shown at the picker the wizard draws above this form.
  const idFor = (name: string) => (name === 'photos' && setup.offer?.photos ? setup.offer.photos.inputId : `${id}-${name}`)
  const router = useRouter()
  const hasCar = Boolean(setup.car)
  const fields = formFields(kind, {
    ...setup,
    hasCar,
    distributionLocations: setup.car?.distributionLocations,
    tradeInValued: Boolean(setup.offer),
  })
  const endpoint = setup.offer ? DECISION_ENDPOINT : '/api/leads'
  const resolver = useMemo(
    () =>
      lazyResolver<Values>(
        loadSchema(kind, {
          dealerships: setup.dealerships,
          commentsOptional: setup.commentsOptional,
          hasCar,
          bookingSlots: setup.booking?.slots,
          distributionLocations: setup.car?.distributionLocations,
        }),
      ),
    [kind, setup, hasCar],
  )
  const form = useForm<Values>({
    resolver,
    shouldFocusError: false,
    defaultValues: {
      form: kind,
      car_slug: setup.car?.slug,
      preferred_contact: DEFAULT_CONTACT,
      phone: setup.knownPhone,
      category: fields.category ? (setup.defaultCategory ?? DEFAULT_CATEGORY) : undefined,
    },
  })
  const { register, handleSubmit, formState, setValue, setError } = form
  const [formError, setFormError] = useState<string | null>(null)
  const [prefilled, setPrefilled] = useState(false)
  const summaryRef = useRef<HTMLDivElement>(null)
  const honeypotRef = useRef<HTMLInputElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const startedAt = useRef(0)
  // One key per set of answers: a retry of the same answers finds the lead it may already have made, changed answers are a new lead.
  const sentAs = useRef<{ key: string; values: string } | null>(null)

  useEffect(() => {
    startedAt.current = Date.now()
    const stored = storedUserDetails()
    if (!stored) return
    for (const name of CONTACT_FIELDS) if (stored[name]) setValue(name, stored[name])
    setPrefilled(true) // eslint-disable-line react-hooks/set-state-in-effect -- once, from storage that only the browser has
  }, [setValue])

  const fieldErrors = Object.entries(formState.errors as FieldErrors<Values>)
    // A list field's error sits on its items; the summary names the field either way.
    .map(([name, e]) => ({
      name,
      message: String(e?.message || (Array.isArray(e) ? e.find(Boolean)?.message : '') || 'Please check this field.'),
    }))
  const showSummary = () => requestAnimationFrame(() => summaryRef.current?.focus())

  const onValid = async (values: Values) => {
    setFormError(null)
    const photos = setup.offer?.photos ? await setup.offer.photos.tokens() : []
    const snapshot = JSON.stringify({ values, photos })
    if (sentAs.current?.values !== snapshot) sentAs.current = { key: crypto.randomUUID(), values: snapshot }
    const answer = await submitLead(
      {
        ...values,
        [HONEYPOT_FIELD]: honeypotRef.current?.value ?? '',
        [CAPTCHA_FIELD]: captchaToken(formRef.current),
        started_at: String(startedAt.current),
        page_url: window.location.pathname,
        referrer: document.referrer ? new URL(document.referrer).hostname : undefined,
        visited_pages: visitedPages(),
        linked_query_params: linkedQueryParams(),
        ...(setup.offer && { decision: setup.offer.decision, offer_token: setup.offer.token }),
        ...(photos.length > 0 && { photos }),
      },
      sentAs.current.key,
      endpoint,
    )
    if (!answer.ok) {
      resetCaptcha(formRef.current)
      for (const [name, message] of Object.entries(answer.fields)) setError(name, { message })
      if (Object.keys(answer.fields).length === 0) setFormError(answer.error)
      showSummary()
      return
    }
    track(answer.eventId, { ...setup.car?.tracking, form: kind, lead_id: answer.leadId, car: setup.car?.slug })
    rememberEvent(answer.eventId)
    rememberSuccess(values, setup.car?.slug, answer.category)
    const params = new URLSearchParams({ form: kind, ...(setup.car ? { car: setup.car.slug } : {}), ref: answer.leadId })
    router.push(`${setup.successPath ?? '/success'}?${params}`)
  }

  const text = (
    name: string,
    label: string,
    props: { type?: string; autoComplete?: string; inputMode?: 'numeric' | 'tel' | 'email' } = {},
  ) => (
    <Field id={idFor(name)} label={label} error={formState.errors[name] as never}>
      {(aria) => (
        <input
          {...aria}
          {...register(name)}
          type={props.type ?? 'text'}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode}
          className={inputClass}
        />
      )}
    </Field>
  )
  const postcode = register('postcode')
  const kms = register('kms')

  return (
    <form
      ref={formRef}
      method="post"
      action={endpoint}
      noValidate
      aria-label={heading}
      onSubmit={(event) => handleSubmit(onValid, showSummary)(event)}
      // Fetch the schema while the shopper fills the form, so the first submit does not wait for it.
      onFocus={() => void Promise.all([loadForms(), loadZodResolver()])}
      className="grid gap-3"
      data-testid={`lead-form-${kind}`}
    >
      <ErrorSummary summaryRef={summaryRef} fieldErrors={fieldErrors} formError={formError} idFor={idFor} />
      {/* Plain hidden inputs (not registered) so a post without script carries them too. */}
      <input type="hidden" name="form" value={kind} />
      {setup.car && <input type="hidden" name="car_slug" value={setup.car.slug} />}
      <div aria-hidden="true" className="hidden">
        <label>
          Leave this empty
          <input ref={honeypotRef} name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      {setup.car && kind === 'test-drive' && (
        <div className="flex items-center gap-3 rounded-[var(--radius)] bg-[var(--color-surface)] p-2">
          {setup.car.image && (
            <Image
              src={setup.car.image}
              alt=""
              width={96}
              height={72}
              unoptimized={!isLocalImage(setup.car.image)}
              className="h-[72px] w-24 rounded object-cover"
            />
          )}
          <p className="font-semibold">{setup.car.name}</p>
        </div>
      )}
      {prefilled && (
        <p className="text-sm text-gray-700">
          We filled in your details from last time.{' '}
          <button
            type="button"
            className="underline"
            onClick={() => {
              clearUserDetails()
              for (const name of CONTACT_FIELDS) setValue(name, '')
              setPrefilled(false)
            }}
          >
            Clear my details
          </button>
        </p>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        {text('name', 'First name', { autoComplete: 'given-name' })}
        {text('last_name', 'Last name', { autoComplete: 'family-name' })}
        {text('email', 'Email', { type: 'email', autoComplete: 'email', inputMode: 'email' })}
        {text('phone', 'Phone', { type: 'tel', autoComplete: 'tel', inputMode: 'tel' })}
        <Field id={idFor('postcode')} label="Postcode" error={formState.errors.postcode as never}>
          {(aria) => (
            <input
              {...aria}
              {...postcode}
              onChange={(event) => {
                event.target.value = postcodeInput(event.target.value)
                return postcode.onChange(event)
              }}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={4}
              className={inputClass}
            />
          )}
        </Field>
        {fields.dealership && (
          <SelectField
            id={idFor('dealership_slug')}
            label="Preferred dealership"
            register={register('dealership_slug')}
            error={formState.errors.dealership_slug as never}
            options={setup.dealerships.map(dealershipOption)}
            placeholder={SELECT_PLACEHOLDER}
          />
        )}
        {fields.category && (
          <SelectField
            id={idFor('category')}
            label="Category"
            register={register('category')}
            error={formState.errors.category as never}
            options={CATEGORIES}
          />
        )}
        {fields.rego && text('rego', 'Rego (optional)')}
        {fields.tradeInVehicle && (
          <>
            <SelectField
              id={idFor('rego_state')}
              label="Rego state"
              optional
              register={register('rego_state')}
              options={REGO_STATES}
              placeholder={SELECT_PLACEHOLDER}
              error={formState.errors.rego_state as never}
            />
            <Field id={idFor('kms')} label="Kilometres" optional error={formState.errors.kms as never}>
              {(aria) => <KmsInput aria={aria} register={kms} />}
            </Field>
          </>
        )}
        {fields.carQuestions &&
          YES_NO_QUESTIONS.map(([name, label]) => (
            <SelectField
              key={name}
              id={idFor(name)}
              label={label}
              optional
              register={register(name)}
              options={YES_NO}
              placeholder={SELECT_PLACEHOLDER}
              error={formState.errors[name] as never}
            />
          ))}
        {fields.booking && setup.booking && <BookingSlotFields booking={setup.booking} form={form} idFor={idFor} />}
        {fields.booking && !setup.booking && (
          <Field
            id={idFor('booking_at')}
            label="Preferred date and time"
            optional
            error={formState.errors.booking_at as never}
            hint="We will confirm the time with you."
          >
            {(aria) => <input {...aria} {...register('booking_at')} type="datetime-local" step={900} className={inputClass} />}
          </Field>
        )}
        {fields.distributionLocation && (
          <div className="sm:col-span-2">
            <SelectField
              id={idFor('distribution_location')}
              label={DISTRIBUTION_LOCATION_LABEL}
              optional
              hint={`The car is at ${setup.car?.locationName ?? 'our yard'}; we can bring it to another of our yards for you.`}
              register={register('distribution_location')}
              options={setup.car?.distributionLocations ?? []}
              placeholder={setup.car?.locationName ?? 'Where the car is'}
              error={formState.errors.distribution_location as never}
            />
          </div>
        )}
      </div>
      <ChoiceGroup
        legend="Preferred contact method"
        type="radio"
        values={CONTACT_METHODS}
        register={register('preferred_contact')}
        checked={[DEFAULT_CONTACT]}
      />
      <Field
        id={idFor('message')}
        label={kind === 'enquiry' ? 'Comments' : 'Message'}
        optional={fields.message === 'optional'}
        error={formState.errors.message as never}
      >
        {(aria) => <textarea {...aria} {...register('message')} rows={4} className={inputClass} />}
      </Field>
      {kind === 'enquiry' && (
        <ChoiceGroup
          legend="I am also interested in (optional)"
          type="checkbox"
          values={ADDITIONAL_SERVICES}
          register={register('additional_services')}
        />
      )}
      <label className="flex min-h-11 items-center gap-2">
        <input type="checkbox" {...register('opt_in')} className="h-5 w-5" />
        Send me offers and news from the dealer
      </label>
      <p className="text-sm text-gray-600">{PRIVACY_NOTE}</p>
      {kind === 'test-drive' && setup.testDriveDisclaimer && <p className="text-sm text-gray-700">{setup.testDriveDisclaimer}</p>}
      {setup.termsNote && <p className="text-sm font-semibold">{setup.termsNote}</p>}
      <CaptchaWidget />
      <button
        type="submit"
        className="btn btn-solid w-full sm:w-auto"
        disabled={formState.isSubmitting}
        aria-busy={formState.isSubmitting || undefined}
      >
        {formState.isSubmitting && (
          <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent" />
        )}
        {formState.isSubmitting ? 'Sending…' : setup.submitLabel}
      </button>
    </form>
  )
}
