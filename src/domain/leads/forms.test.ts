import { describe, expect, test } from 'vitest'
import { POSTCODE_MESSAGE } from './contact'
import {
  BOOKING_NOT_OFFERED,
  DEFAULT_CATEGORY,
  dealerFormNotes,
  distributionLocationProblem,
  formFields,
  joinBooking,
  leadCategory,
  leadSchema,
} from './forms'

const now = new Date('2026-11-23T00:00:00Z')
const contact = { name: 'Ann', last_name: 'Lee', email: 'ann@example.com', phone: '0412 345 678', postcode: '2000' }
const one = { dealerships: ['harbour'], now }
const two = { dealerships: ['north', 'south'], now }

/** The first message per field, as the form shows it. */
const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]).reverse())

describe('enquiry form', () => {
  test('a complete enquiry about a car passes, with the spec defaults', () => {
    const result = leadSchema('enquiry', one).parse({ form: 'enquiry', ...contact, message: 'Is it available?', car_slug: 'x-1' })
    expect(result.preferred_contact).toBe('Phone')
    expect(result.opt_in).toBe(false)
    expect(result.additional_services).toEqual([])
  })
  test('Comments are required unless the form says optional', () => {
    expect(errorsOf(leadSchema('enquiry', one).safeParse({ form: 'enquiry', ...contact, car_slug: 'x' }))).toEqual({
      message: 'Please enter your comments.',
    })
    expect(
      leadSchema('enquiry', { ...one, commentsOptional: true }).safeParse({ form: 'enquiry', ...contact, car_slug: 'x' }).success,
    ).toBe(true)
  })
  test.each([
    ['3 digits', '200'],
    ['5 digits', '20000'],
    ['a separator', '2,000'],
    ['empty', ''],
  ])('postcode with %s: the spec message', (_name, postcode) => {
    expect(
      errorsOf(leadSchema('enquiry', one).safeParse({ form: 'enquiry', ...contact, postcode, message: 'x', car_slug: 'x' })).postcode,
    ).toBe(POSTCODE_MESSAGE)
  })
  test('preferred contact is Phone, Email or SMS only', () => {
    const bad = leadSchema('enquiry', one).safeParse({ form: 'enquiry', ...contact, message: 'x', car_slug: 'x', preferred_contact: 'Fax' })
    expect(errorsOf(bad).preferred_contact).toBe('Please choose Phone, Email or SMS.')
  })
  test('finance and trade-in questions are Yes or No; the placeholder (empty) is no answer', () => {
    const schema = leadSchema('enquiry', one)
    const base = { form: 'enquiry', ...contact, message: 'x', car_slug: 'x' }
    expect(schema.parse({ ...base, under_finance: '', trade_in: 'Yes' })).toMatchObject({ under_finance: undefined, trade_in: 'Yes' })
    expect(errorsOf(schema.safeParse({ ...base, trade_in: 'Maybe' })).trade_in).toBe('Please answer Yes or No.')
  })
  test('a car form needs its car', () => {
    expect(errorsOf(leadSchema('enquiry', one).safeParse({ form: 'enquiry', ...contact, message: 'x' })).car_slug).toBe(
      'Which car is this about?',
    )
  })
  test('form-encoded checkboxes: one ticked service is a list, "on" is true', () => {
    const result = leadSchema('enquiry', one).parse({
      form: 'enquiry',
      ...contact,
      message: 'x',
      car_slug: 'x',
      additional_services: 'Finance',
      opt_in: 'on',
    })
    expect(result).toMatchObject({ additional_services: ['Finance'], opt_in: true })
  })
})

describe('contact form: category and preferred dealership', () => {
  test('the category defaults to General Enquiry', () => {
    expect(leadSchema('contact', one).parse({ form: 'contact', ...contact, message: 'Hello' }).category).toBe(DEFAULT_CATEGORY)
  })
  test('a site with more than one dealership requires a choice among its own', () => {
    expect(errorsOf(leadSchema('contact', two).safeParse({ form: 'contact', ...contact, message: 'Hi' })).dealership_slug).toBe(
      'Please choose a preferred dealership.',
    )
    expect(
      errorsOf(leadSchema('contact', two).safeParse({ form: 'contact', ...contact, message: 'Hi', dealership_slug: 'elsewhere' }))
        .dealership_slug,
    ).toBe('Please choose a preferred dealership.')
    expect(leadSchema('contact', two).parse({ form: 'contact', ...contact, message: 'Hi', dealership_slug: 'south' }).dealership_slug).toBe(
      'south',
    )
  })
  test('with one dealership there is no select and no requirement', () => {
    expect(formFields('contact', one).dealership).toBe(false)
    expect(formFields('contact', two).dealership).toBe(true)
    expect(formFields('enquiry', two).dealership).toBe(false)
  })
  test('the category select is only on general enquiries', () => {
    expect(formFields('contact', one).category).toBe(true)
    expect(formFields('enquiry', one).category).toBe(false)
  })
})

describe('test drive (message and date-time optional)', () => {
  const base = { form: 'test-drive', ...contact, car_slug: 'x' }
  test('neither message nor booking is needed', () => {
    expect(leadSchema('test-drive', one).safeParse(base).success).toBe(true)
  })
  test('a booking must be within the next 90 days', () => {
    expect(leadSchema('test-drive', one).safeParse({ ...base, booking_at: '2026-11-25T10:30' }).success).toBe(true)
    expect(errorsOf(leadSchema('test-drive', one).safeParse({ ...base, booking_at: '2027-06-01T10:30' })).booking_at).toBe(
      'Please choose a time in the next 90 days.',
    )
    expect(errorsOf(leadSchema('test-drive', one).safeParse({ ...base, booking_at: 'tomorrow' })).booking_at).toBe(
      'Please choose a date and time.',
    )
  })
  test("with the location's open times, a booking must be one of them, picked as a day and a time", () => {
    const slots = [{ date: '2026-11-26', label: 'Tomorrow, Thu 26 Nov', first: '09:00', last: '09:30' }]
    const schema = leadSchema('test-drive', { ...one, bookingSlots: slots })
    const parsed = schema.safeParse({ ...base, booking_date: '2026-11-26', booking_time: '09:30' })
    expect(parsed.success && parsed.data.booking_at).toBe('2026-11-26T09:30')
    expect(errorsOf(schema.safeParse({ ...base, booking_date: '2026-11-26', booking_time: '10:00' })).booking_at).toBe(BOOKING_NOT_OFFERED)
    expect(errorsOf(schema.safeParse({ ...base, booking_at: '2026-11-27T09:00' })).booking_at).toBe(BOOKING_NOT_OFFERED)
    // Half a booking is an error, not a silently dropped day.
    expect(errorsOf(schema.safeParse({ ...base, booking_date: '2026-11-26', booking_time: '' })).booking_at).toBe(
      'Please choose a date and time.',
    )
    expect(schema.safeParse({ ...base, booking_date: '', booking_time: '' }).success).toBe(true)
  })
  test('joinBooking leaves a booking_at alone and drops the two parts', () => {
    expect(joinBooking({ booking_at: '2026-11-26T09:00', booking_date: 'x', booking_time: 'y' })).toEqual({
      booking_at: '2026-11-26T09:00',
    })
    expect(joinBooking({ booking_date: '2026-11-26', booking_time: '09:00', a: 1 })).toEqual({ a: 1, booking_at: '2026-11-26T09:00' })
    expect(joinBooking([1])).toEqual([1])
  })
  test('the test drive location shows only when the car can be brought elsewhere, and must be one of those places', () => {
    const places = ['Harbour City Chatswood', 'Harbour City Newcastle']
    expect(formFields('test-drive', { ...one, distributionLocations: places }).distributionLocation).toBe(true)
    expect(formFields('test-drive', { ...one, distributionLocations: [] }).distributionLocation).toBe(false)
    expect(formFields('enquiry', { ...one, distributionLocations: places }).distributionLocation).toBe(false)
    const schema = leadSchema('test-drive', { ...one, distributionLocations: places })
    const chosen = schema.safeParse({ ...base, distribution_location: 'Harbour City Newcastle' })
    expect(chosen.success && chosen.data.distribution_location).toBe('Harbour City Newcastle')
    // The placeholder ("where the car is") is no choice.
    const none = schema.safeParse({ ...base, distribution_location: '' })
    expect(none.success && none.data.distribution_location).toBeUndefined()
    expect(errorsOf(schema.safeParse({ ...base, distribution_location: 'Perth' })).distribution_location).toBe(
      distributionLocationProblem('Perth', places),
    )
    expect(distributionLocationProblem('Perth', places)).toMatch(/cannot be test driven there/)
    expect(distributionLocationProblem('Harbour City Chatswood', undefined)).not.toBeNull()
    expect(leadSchema('enquiry', one).safeParse({ ...base, form: 'enquiry', message: 'Hi', distribution_location: 'Perth' }).success).toBe(
      false,
    )
  })
})

describe("the dealer's own notes under its forms", () => {
  test('an empty or blank note shows nothing; a note is kept trimmed', () => {
    expect(dealerFormNotes({ formTermsNote: '', testDriveDisclaimer: '  ' })).toEqual({
      termsNote: undefined,
      testDriveDisclaimer: undefined,
    })
    expect(dealerFormNotes({ formTermsNote: ' By submitting… ', testDriveDisclaimer: 'Bring your licence.' })).toEqual({
      termsNote: 'By submitting…',
      testDriveDisclaimer: 'Bring your licence.',
    })
  })
})

describe('leadCategory (Careers rewrite)', () => {
  test.each([
    ['careers form', 'careers', undefined, { category: 'General Enquiry', subcategory: 'Career Enquiry' }],
    [
      'Careers Enquiry chosen on the contact form',
      'contact',
      'Careers Enquiry',
      { category: 'General Enquiry', subcategory: 'Career Enquiry' },
    ],
    ['contact keeps its category', 'contact', 'Service Enquiry', { category: 'Service Enquiry' }],
    ['test drive', 'test-drive', undefined, { category: 'Test Drive' }],
    ['car enquiry', 'enquiry', undefined, { category: 'Vehicle Enquiry' }],
  ] as const)('%s', (_name, kind, category, expected) => {
    expect(leadCategory(kind, category)).toEqual(expected)
  })
})

describe('finance enquiry: about a car, or from the finance page without one (Finance sections)', () => {
  const base = { form: 'finance', ...contact }
  test('with a car: no dealership question (the car’s dealership answers it)', () => {
    expect(formFields('finance', { ...two, hasCar: true }).dealership).toBe(false)
    expect(leadSchema('finance', { ...two, hasCar: true }).safeParse({ ...base, car_slug: 'x-1' }).success).toBe(true)
  })
  test('without a car on a group site: the preferred dealership is asked and required', () => {
    expect(formFields('finance', { ...two, hasCar: false }).dealership).toBe(true)
    expect(errorsOf(leadSchema('finance', { ...two, hasCar: false }).safeParse(base)).dealership_slug).toBe(
      'Please choose a preferred dealership.',
    )
    expect(leadSchema('finance', { ...one, hasCar: false }).safeParse(base).success).toBe(true)
  })
  test('the cars that make no sense without a car still require it', () => {
    for (const kind of ['enquiry', 'test-drive', 'request-photos', 'similar'] as const) {
      expect(errorsOf(leadSchema(kind, one).safeParse({ form: kind, ...contact, message: 'x' })).car_slug).toBe('Which car is this about?')
    }
  })
  test('an empty list of services from a browser (false, or nothing ticked) is no services', () => {
    const result = leadSchema('enquiry', one).parse({
      form: 'enquiry',
      ...contact,
      message: 'x',
      car_slug: 'x',
      additional_services: false,
    })
    expect(result.additional_services).toEqual([])
  })
})

describe('trade-in valuation fields (kms with " kms" and separators, rego state)', () => {
  const base = { form: 'trade-in', ...contact }
  test('kilometres typed with separators and a suffix are a number', () => {
    expect(leadSchema('trade-in', one).parse({ ...base, kms: '123,456 kms', rego_state: 'NSW' })).toMatchObject({
      kms: 123456,
      rego_state: 'NSW',
    })
  })
  test('both are optional; a state must be an Australian one', () => {
    expect(leadSchema('trade-in', one).parse({ ...base, kms: '', rego_state: '' })).toMatchObject({ kms: undefined, rego_state: undefined })
    expect(errorsOf(leadSchema('trade-in', one).safeParse({ ...base, rego_state: 'XYZ' })).rego_state).toBe('Choose a state or territory.')
  })
  test('only the trade-in form takes them', () => {
    expect(formFields('trade-in', one).tradeInVehicle).toBe(true)
    expect(formFields('contact', one).tradeInVehicle).toBe(false)
    expect(leadSchema('contact', one).safeParse({ form: 'contact', ...contact, message: 'x', kms: '5' }).success).toBe(false)
  })
})
