// A lead of each form with every field that form takes filled in, for the tests
// that follow each typed value to the dealer's e-mail, ADF and CSV. The fields are read from
// the form's own schema: a field added to a form without a sample value here fails those
// tests, so no new field can be left out of a channel unnoticed.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { type LeadForm, leadSchema } from '@/src/domain/leads/forms'

export interface SampleOptions {
  dealerships: string[]
  carSlug?: string
  distributionLocations?: string[]
  now: Date
}

const pad = (n: number) => String(n).padStart(2, '0')

/** Three days ahead at 10:00, inside every booking window. */
const bookingAt = (now: Date) => {
  const day = new Date(now.getTime() + 3 * 86_400_000)
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}T10:00`
}

/** What a shopper might type in each field, by the field's name in the form post. */
export function sampleValues(options: SampleOptions): Record<string, unknown> {
  return {
    name: 'Mia',
    last_name: 'Chen',
    email: 'mia.chen@example.com',
    phone: '0412 345 678',
    postcode: '3000',
    message: 'Is it still available?\nI can come on Saturday.',
    car_slug: options.carSlug,
    category: 'Parts Enquiry',
    dealership_slug: options.dealerships.at(-1),
    preferred_contact: 'SMS',
    under_finance: 'No',
    trade_in: 'Yes',
    rego: 'ABC123',
    kms: '123,456',
    rego_state: 'VIC',
    opt_in: true,
    additional_services: ['Insurance', 'Extended Warranty'],
    booking_at: bookingAt(options.now),
    distribution_location: options.distributionLocations?.[0],
  }
}

/** The field names a form's schema declares (besides `form`). */
export function schemaFields(kind: LeadForm, options: SampleOptions): string[] {
  const schema = leadSchema(kind, { dealerships: options.dealerships, now: options.now, hasCar: Boolean(options.carSlug) })
  const shape = (schema as unknown as { def: { out: { shape: Record<string, unknown> } } }).def.out.shape
  return Object.keys(shape).filter((k) => k !== 'form')
}

/**
 * A valid body for `kind` with every field the form takes: each sample is kept when the form's
 * schema accepts it (a field that is not the form's is refused by name). Throws when a declared
 * field has no sample value.
 */
export function fullLeadBody(kind: LeadForm, options: SampleOptions): { body: Record<string, unknown>; fields: string[] } {
  const samples = sampleValues(options)
  const schema = leadSchema(kind, { dealerships: options.dealerships, now: options.now, hasCar: Boolean(options.carSlug) })
  const body: Record<string, unknown> = { form: kind }
  const fields: string[] = []
  for (const field of schemaFields(kind, options)) {
    if (!(field in samples)) throw new Error(`No sample value for the ${kind} form's field ${field}: add one to sampleValues`)
    if (samples[field] === undefined) continue
    const tried = schema.safeParse({ ...body, [field]: samples[field] })
    if (!tried.success && tried.error.issues.some((i) => i.path[0] === field)) continue
    body[field] = samples[field]
    fields.push(field)
  }
  const parsed = schema.safeParse(body)
  if (!parsed.success) throw new Error(`The ${kind} sample is invalid: ${JSON.stringify(parsed.error.issues)}`)
  return { body, fields }
}

const DTD = path.resolve(import.meta.dirname, '../fixtures/adf/adf.dtd')

/** xmllint's complaints about an ADF document against the ADF 1.0 DTD; '' when it is valid. */
export function adfDtdErrors(xml: string): string {
  const run = spawnSync('xmllint', ['--noout', '--dtdvalid', DTD, '-'], { input: xml, encoding: 'utf8' })
  if (run.error) throw run.error
  return run.status === 0 ? '' : run.stderr || `xmllint exited ${run.status}`
}
