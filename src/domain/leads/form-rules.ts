// The lead forms' rules without the schema: which forms exist, which fields
// each shows, the texts, bookings and the Careers rewrite. Free of zod, so the browser form can
// render from it and load the schema (forms.ts) only when it first validates.
import { type BookingDay, isBookingSlot } from '@/src/domain/locations/booking-slots'
import { titleFromSlug } from '@/src/domain/navigation/slug'

export const LEAD_FORMS = [
  'enquiry',
  'test-drive',
  'finance',
  'request-photos',
  'similar',
  'contact',
  'careers',
  'trade-in',
  'service',
] as const
export type LeadForm = (typeof LEAD_FORMS)[number]

/** Forms about one car: the request names it by slug and the server looks it up in the site's stock. */
export const CAR_FORMS: readonly LeadForm[] = ['enquiry', 'test-drive', 'finance', 'request-photos', 'similar', 'trade-in']
/** Car forms that make no sense without the car; finance and trade-in may also come from their own pages. */
export const CAR_REQUIRED: readonly LeadForm[] = ['enquiry', 'test-drive', 'request-photos', 'similar']
/** Forms an editor can place on a page with the Form block (the others belong to a car). */
export const BLOCK_FORMS = ['contact', 'careers', 'trade-in', 'service', 'finance'] as const satisfies readonly LeadForm[]

/** Dialog and section titles. */
export const FORM_TITLES: Record<LeadForm, string> = {
  enquiry: 'Submit an enquiry',
  'test-drive': 'Book a Test Drive',
  finance: 'Finance Enquiry',
  'request-photos': 'Request Photos',
  similar: 'Find Me Something Similar',
  contact: 'Contact Us',
  careers: 'Careers',
  'trade-in': 'Get A Trade-In Valuation',
  service: 'Book a Service',
}

export const CATEGORIES = [
  'General Enquiry',
  'Sales Enquiry',
  'Finance Enquiry',
  'Service Enquiry',
  'Parts Enquiry',
  'Trade-In Enquiry',
  'Careers Enquiry',
] as const
export const DEFAULT_CATEGORY = 'General Enquiry'

/** The form's error summary, and what a failed submit shows. */
export const FIX_ERRORS = 'Please fix the following errors:'
export const SUBMIT_FAILED = 'An error occurred when submitting this form'

export const CONTACT_METHODS = ['Phone', 'Email', 'SMS'] as const
/** Ticked until the shopper chooses another. */
export const DEFAULT_CONTACT: (typeof CONTACT_METHODS)[number] = 'Phone'
export const YES_NO = ['Yes', 'No'] as const
export const SELECT_PLACEHOLDER = 'Please Select An Option...'
export const UNDER_FINANCE_LABEL = 'Is Your Car Currently Under Finance?'
export const TRADE_IN_LABEL = 'Do You Have A Trade-In?'

/** Additional services a shopper may tick on a car enquiry (additional_services). */
export const ADDITIONAL_SERVICES = ['Finance', 'Insurance', 'Extended Warranty', 'Trade-In Valuation'] as const

export const REGO_STATES = ['NSW', 'VIC', 'QLD', 'SA', 'WA', 'TAS', 'NT', 'ACT'] as const
export const MAX_KMS = 2_000_000

/** The kilometres field keeps digits only ("123,456 kms" -> "123456"); shown with separators and " kms". */
export const kmsInput = (typed: string) => typed.replace(/\D/g, '').slice(0, 7)

/** The forms that ask for a preferred date and time. */
export const BOOKING_FORMS = ['test-drive', 'service'] as const satisfies readonly LeadForm[]
export type BookingForm = (typeof BOOKING_FORMS)[number]
export const isBookingForm = (kind: LeadForm): kind is BookingForm => (BOOKING_FORMS as readonly LeadForm[]).includes(kind)

/** How far ahead a test drive or service may be booked. */
export const BOOKING_WINDOW_DAYS = 90

export interface LeadFormOptions {
  /** The site's dealerships (slugs); a choice is required when there is more than one. */
  dealerships: readonly string[]
  /** A form (or a Form block) may mark Comments optional. */
  commentsOptional?: boolean
  /** Whether the form is about a car (a finance enquiry may be, or may come from the finance page). */
  hasCar?: boolean
  /** "now" for the booking window; the server passes its clock. */
  now?: Date
  /** The location's open times (test drive, service); without them any time in the window will do. */
  bookingSlots?: readonly BookingDay[] | null
  /** The other places the car can be brought to for a test drive (distribution_locations). */
  distributionLocations?: readonly string[]
}

/** Which of a form's optional parts show (the browser renders these; the schema requires them). */
export interface FormFields {
  message: 'required' | 'optional'
  category: boolean
  dealership: boolean
  booking: boolean
  carQuestions: boolean
  rego: boolean
  /** The trade-in's odometer and registration state (the valuation fields). */
  tradeInVehicle: boolean
  /** Where to test drive the car, when it can be brought elsewhere (optional). */
  distributionLocation: boolean
}

export function formFields(
  kind: LeadForm,
  options: Pick<LeadFormOptions, 'dealerships' | 'commentsOptional' | 'hasCar' | 'distributionLocations'> & {
    /** A trade-in valued online: the valuation holds the car's rego, state and km. */
    tradeInValued?: boolean
  },
): FormFields {
  const aboutCar = CAR_REQUIRED.includes(kind) || (CAR_FORMS.includes(kind) && options.hasCar !== false)
  const messageOptional = options.commentsOptional || ['test-drive', 'request-photos', 'similar', 'finance', 'trade-in'].includes(kind)
  return {
    message: messageOptional ? 'optional' : 'required',
    // The category select is for general enquiries only; careers has its own category.
    category: kind === 'contact',
    // A car's own dealership answers the question on car forms.
    dealership: !aboutCar && options.dealerships.length > 1,
    booking: isBookingForm(kind),
    carQuestions: kind === 'enquiry' || kind === 'finance',
    rego: kind === 'contact' || (kind === 'trade-in' && !options.tradeInValued) || kind === 'service',
    tradeInVehicle: kind === 'trade-in' && !options.tradeInValued,
    distributionLocation: kind === 'test-drive' && (options.distributionLocations?.length ?? 0) > 0,
  }
}

export const DISTRIBUTION_LOCATION_LABEL = 'Where would you like to test drive it?'

/**
 * The problem with a chosen test drive location, or null: it must be one of the car's own
 * distribution locations (the server passes the car it found; the browser the car it shows).
 */
export function distributionLocationProblem(chosen: string, offered: readonly string[] | undefined): string | null {
  return offered?.includes(chosen) ? null : 'This car cannot be test driven there. Please choose one of the locations listed.'
}

/** A booking picked as a day and a time (two selects, which also post without script) is one `booking_at`. */
export function joinBooking(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value
  const { booking_date: date, booking_time: time, ...rest } = value as Record<string, unknown>
  const given = (v: unknown) => typeof v === 'string' && v !== ''
  if (rest.booking_at !== undefined && rest.booking_at !== '') return rest
  if (given(date) && given(time)) return { ...rest, booking_at: `${date}T${time}` }
  // Half a booking is not a booking: say so rather than drop the day the shopper chose.
  if (given(date) || given(time)) return { ...rest, booking_at: 'incomplete' }
  return rest
}

export const BOOKING_NOT_OFFERED = 'Please choose one of the times offered; the dealer is closed or booked out then.'

/** The problem with a booking (local "YYYY-MM-DDTHH:MM"), or null: one of the offered slots, else inside the window. */
export function bookingProblem(local: string, now: Date, slots?: readonly BookingDay[] | null): string | null {
  if (slots) return isBookingSlot(local, slots) ? null : BOOKING_NOT_OFFERED
  return bookingInWindow(local, now) ? null : `Please choose a time in the next ${BOOKING_WINDOW_DAYS} days.`
}

/** A booking (local date-time as the picker gives it) must lie between now and the window's end. */
export function bookingInWindow(local: string, now: Date): boolean {
  const at = Date.parse(local.length === 16 ? `${local}:00` : local)
  if (Number.isNaN(at)) return false
  // The picker's local time is the dealer's; allow a day either side of the server's clock.
  const day = 24 * 60 * 60 * 1000
  return at >= now.getTime() - day && at <= now.getTime() + BOOKING_WINDOW_DAYS * day
}

/**
 * The category a lead is filed under: a careers lead is a general enquiry with subcategory
 * "Career Enquiry"; otherwise the category sent, else the form's own.
 */
export function leadCategory(kind: LeadForm, category: string | undefined): { category: string; subcategory?: string } {
  if (kind === 'careers' || category === 'Careers Enquiry') return { category: DEFAULT_CATEGORY, subcategory: 'Career Enquiry' }
  const byForm: Partial<Record<LeadForm, string>> = {
    'test-drive': 'Test Drive',
    finance: 'Finance Enquiry',
    'request-photos': 'Request Photos',
    similar: 'Find Me Something Similar',
    'trade-in': 'Trade-In Enquiry',
    service: 'Service Enquiry',
    enquiry: 'Vehicle Enquiry',
  }
  return { category: category ?? byForm[kind] ?? DEFAULT_CATEGORY }
}

/** A dealership select option from the site's dealership slug ("harbour-city-motors" -> "Harbour City Motors"). */
export function dealershipOption(slug: string): { value: string; label: string } {
  return { value: slug, label: titleFromSlug(slug) }
}

/** Why we ask (Australian Privacy Principle 5: say at collection what the details are for). */
export const PRIVACY_NOTE =
  'We use your details only to answer this request and, if you tick the box, to send you offers. We never sell them.'

/** The submit button ("Enquire Now" or "Message Now"; the dialogs' own actions). */
export function submitLabel(kind: LeadForm, enquireLabel: string): string {
  const own: Partial<Record<LeadForm, string>> = {
    'test-drive': 'Book a Test Drive',
    'request-photos': 'Request Photos',
    similar: 'Find Me Something Similar',
    service: 'Request a Booking',
    careers: 'Send Application',
  }
  return own[kind] ?? enquireLabel
}

/** The dealer's own notes under its forms (tenant labels); an empty note shows nothing. */
export function dealerFormNotes(labels: { formTermsNote: string; testDriveDisclaimer: string }): {
  termsNote?: string
  testDriveDisclaimer?: string
} {
  return { termsNote: labels.formTermsNote.trim() || undefined, testDriveDisclaimer: labels.testDriveDisclaimer.trim() || undefined }
}

/** What /success is thanking for: a lead form, or the finance application (sent as a finance lead). */
export type SuccessKind = LeadForm | 'finance-application'

/** The form a /success address names (`?form=`), or null for anything else. */
export const successKind = (form: unknown): SuccessKind | null =>
  form === 'finance-application' || LEAD_FORMS.includes(form as LeadForm) ? (form as SuccessKind) : null

/** What happens next, on /success, by the form that was sent. */
export function successCopy(kind: SuccessKind | null): { heading: string; next: string } {
  switch (kind) {
    case 'finance-application':
      return {
        heading: 'Your finance application is in',
        next: 'Our finance team will check your application and call you, usually within one business day, to talk through what you can borrow and what they need from you.',
      }
    case 'test-drive':
      return {
        heading: 'Your test drive request is in',
        next: 'We will call you to confirm a time, usually within one business day. Bring your driver licence on the day.',
      }
    case 'finance':
      return {
        heading: 'Your finance enquiry is in',
        next: 'Our finance team will be in touch to talk through your options. Nothing here affects your credit score.',
      }
    case 'request-photos':
      return { heading: 'Your photo request is in', next: 'We will send more photos of the car to you, usually within one business day.' }
    case 'similar':
      return { heading: 'We are on the lookout for you', next: 'We will let you know as soon as we have something that suits you.' }
    case 'careers':
      return {
        heading: 'Thanks for your interest in joining us',
        next: 'Our team will review your details and contact you if there is a suitable role.',
      }
    case 'service':
      return { heading: 'Your service request is in', next: 'We will call you to confirm the booking time.' }
    case 'trade-in':
      return {
        heading: 'Your trade-in request is in',
        next: 'We will call you, usually within one business day, to arrange a time to see your car. Bring its registration papers, service books and spare keys.',
      }
    default:
      return {
        heading: 'Thank you for your enquiry',
        next: 'A member of our team will contact you, usually within one business day, by your preferred contact method.',
      }
  }
}
