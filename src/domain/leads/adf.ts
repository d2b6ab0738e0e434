// ADF (Auto-lead Data Format) 1.0, the XML most dealer CRMs import leads in: one
// <prospect> per lead with its vehicles, customer, vendor (the dealer) and provider (us), valid
// against the ADF 1.0 DTD (tests/fixtures/adf/adf.dtd checks every form's file). Where the DTD
// wants what a lead does not have, the element is left out rather than made up: the customer
// has no <address> (it needs a street; the postcode is in the comments), a vehicle we know
// nothing of has empty year, make and model. Every answer the shopper gave that has no element
// of its own is in the customer's comments (answers.ts), so nothing they typed is lost.
import { type AnswerField, type AnswerSource, type LeadAnswer, leadAnswers } from './answers'
import type { LeadForm } from './form-rules'
import { escapeMarkup, multiLine, singleLine } from './text'

export interface AdfLead extends AnswerSource {
  id: string
  /** The reference the shopper was given, so a CRM user can find the lead they quote. */
  reference?: string | null
  createdAt: string
  form: LeadForm
  formTitle: string
  car?: {
    name?: string | null
    make?: string | null
    model?: string | null
    stockNumber?: string | null
    carType?: string | null
  } | null
  /** A finance application's loan: the vehicle's <finance>, and the provider's reference as an id. */
  financeApplication?: {
    reference?: string | null
    purchasePrice?: number | null
    deposit?: number | null
    amountToFinance?: number | null
    carDescription?: string | null
  } | null
}

export interface AdfDealer {
  name: string
  site: string
  /** The dealer's own phone and lead e-mail: ADF requires one of them in the vendor's contact. */
  phone?: string | null
  email?: string | null
}

type Attrs = Record<string, string | null | undefined>

const attrs = (given: Attrs) =>
  Object.entries(given)
    .filter(([, v]) => v)
    .map(([k, v]) => ` ${k}="${escapeMarkup(singleLine(v))}"`)
    .join('')

const el = (name: string, text: string | null | undefined, given: Attrs = {}) =>
  `<${name}${attrs(given)}>${escapeMarkup(singleLine(text))}</${name}>`

/** The model year from a car name such as "2021 Toyota Corolla Ascent" (the lead keeps the name). */
export const yearOf = (name: string | null | undefined) => /^(\d{4})\b/.exec(name ?? '')?.[1] ?? ''

const VEHICLE_STATUS: Record<string, string> = { new: 'new', demo: 'new', used: 'used' }

/** The DTD's interests are buy, lease, sell, trade-in and test-drive; a finance enquiry is to buy. */
const interestOf = (form: LeadForm) => (form === 'test-drive' ? 'test-drive' : 'buy')

/** The trade-in form's own vehicle carries its kilometres and rego, so they are not repeated in the comments. */
const TRADE_IN_FIELDS: readonly AnswerField[] = ['rego', 'rego_state', 'kms']
/** Answers with an element of their own (contact, the dealer's car). */
const PLACED: readonly AnswerField[] = ['name', 'last_name', 'email', 'phone', 'car_slug']

const money = (name: string, value: number | null | undefined, type: string) =>
  typeof value === 'number' ? el(name, String(value), { type, ...(name === 'amount' ? { limit: 'exact' } : {}), currency: 'AUD' }) : ''

/** What the shopper asks to borrow for the car: the price, their deposit and the balance to finance. */
function finance(loan: AdfLead['financeApplication']): string {
  if (typeof loan?.purchasePrice !== 'number') return ''
  return [
    '<finance>',
    el('method', 'finance'),
    money('amount', loan.purchasePrice, 'total'),
    money('amount', loan.deposit, 'downpayment'),
    money('balance', loan.amountToFinance, 'finance'),
    '</finance>',
  ].join('')
}

function carVehicle(lead: AdfLead): string {
  const car = lead.car
  // Without a car of the site, the car a finance applicant described.
  const described = car?.name || lead.financeApplication?.carDescription
  return [
    `<vehicle${attrs({ interest: interestOf(lead.form), status: VEHICLE_STATUS[car?.carType ?? ''] ?? 'used' })}>`,
    el('year', yearOf(car?.name)),
    el('make', car?.make),
    el('model', car?.model),
    car?.stockNumber ? el('stock', car.stockNumber) : '',
    finance(lead.financeApplication),
    described ? el('comments', described) : '',
    '</vehicle>',
  ].join('')
}

/** Answers as "Label: value" lines; the message under its label. */
const lines = (answers: readonly LeadAnswer[]) =>
  answers.map((a) => (a.multiline ? `${a.label}:\n${a.value}` : `${a.label}: ${a.value}`)).join('\n')

const comments = (answers: readonly LeadAnswer[]) =>
  answers.length ? `<comments>${escapeMarkup(multiLine(lines(answers)))}</comments>` : ''

function tradeInVehicle(lead: AdfLead): string {
  return [
    '<vehicle interest="trade-in" status="used">',
    el('year', ''),
    el('make', ''),
    el('model', ''),
    typeof lead.kms === 'number' ? el('odometer', String(lead.kms), { units: 'km' }) : '',
    comments(leadAnswers(lead).filter((a) => TRADE_IN_FIELDS.includes(a.field))),
    '</vehicle>',
  ].join('')
}

function customer(lead: AdfLead, skip: readonly AnswerField[]): string {
  const byEmail = lead.preferredContact === 'Email'
  return [
    '<customer><contact primarycontact="1">',
    el('name', lead.name, { part: 'first' }),
    el('name', lead.lastName, { part: 'last' }),
    el('email', lead.email, { preferredcontact: byEmail ? '1' : '0' }),
    el('phone', lead.phone, { type: 'voice', preferredcontact: byEmail ? '0' : '1' }),
    '</contact>',
    comments(leadAnswers(lead).filter((a) => !skip.includes(a.field))),
    '</customer>',
  ].join('')
}

/**
 * The dealer as the vendor. Its contact needs an e-mail or a phone: the site's phone number and
 * lead e-mail when set; a dealer with neither gets an empty phone (unknown), not a made-up one.
 */
function vendor(dealer: AdfDealer): string {
  const reach = [dealer.email ? el('email', dealer.email) : '', dealer.phone ? el('phone', dealer.phone, { type: 'voice' }) : '']
  const contact = reach.join('') || el('phone', '', { type: 'voice' })
  return `<vendor>${el('vendorname', dealer.name)}<contact>${el('name', dealer.name, { part: 'full', type: 'business' })}${contact}</contact></vendor>`
}

export function adfXml(lead: AdfLead, dealer: AdfDealer): string {
  const tradeIn = lead.form === 'trade-in'
  const vehicles = [lead.car || !tradeIn ? carVehicle(lead) : '', tradeIn ? tradeInVehicle(lead) : ''].join('')
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<?adf version="1.0"?>',
    '<adf><prospect status="new">',
    el('id', lead.id, { sequence: '1', source: dealer.site }),
    lead.reference ? el('id', lead.reference, { sequence: '2', source: `${dealer.site} reference` }) : '',
    lead.financeApplication?.reference
      ? el('id', lead.financeApplication.reference, { sequence: '3', source: 'finance application provider' })
      : '',
    el('requestdate', lead.createdAt),
    vehicles,
    customer(lead, tradeIn ? [...PLACED, ...TRADE_IN_FIELDS] : PLACED),
    vendor(dealer),
    `<provider>${el('name', 'Dealer Platform', { part: 'full', type: 'business' })}${el('service', lead.formTitle)}</provider>`,
    '</prospect></adf>',
  ]
    .filter(Boolean)
    .join('\n')
}
