// Every lead form's every field reaches the dealer, built the way the server builds a
// lead: the form's schema, the stored record, then the e-mail, the ADF and the CSV export from
// it. And every form's ADF is valid against the ADF 1.0 DTD (xmllint), the reservation's too.
import { describe, expect, test } from 'vitest'
import { adfXml } from '@/src/domain/leads/adf'
import { leadAnswers } from '@/src/domain/leads/answers'
import { leadsCsv } from '@/src/domain/leads/csv'
import { FORM_TITLES, LEAD_FORMS, type LeadForm, leadSchema } from '@/src/domain/leads/forms'
import { leadMailContent } from '@/src/domain/leads/lead-mail'
import { type LeadCar, leadRecord } from '@/src/domain/leads/record'
import { escapeMarkup } from '@/src/domain/leads/text'
import { reservationLead } from '@/src/domain/reservations/lead'
import type { PurchaseChoices } from '@/src/domain/reservations/purchase'
import { adfDtdErrors, fullLeadBody } from '../helpers/lead-samples'

const now = new Date('2026-11-23T01:00:00Z')
const car: LeadCar = {
  id: 'car-1',
  slug: '2021-toyota-corolla-ascent-hc123',
  name: '2021 Toyota Corolla Ascent',
  stockNumber: 'HC123',
  make: 'Toyota',
  model: 'Corolla',
  carType: 'used',
  dealershipSlug: 'harbour-city-chatswood',
  distributionLocations: ['Harbour City Parramatta'],
}
const dealer = { name: 'Harbour City Motors', site: 'harbour-city-motors', phone: '02 9555 0140', email: 'sales@harbour.example' }
const dealerships = ['harbour-city-chatswood', 'harbour-city-parramatta']
const attributes = { url: '/', source: 'website', visitedPages: [], linkedQueryParams: {}, utm: {} }

function storedLead(kind: LeadForm, withCar: boolean) {
  const { body, fields } = fullLeadBody(kind, {
    dealerships,
    now,
    carSlug: withCar ? car.slug : undefined,
    distributionLocations: car.distributionLocations,
  })
  const input = leadSchema(kind, { dealerships, now, hasCar: withCar }).parse(body)
  const record = leadRecord(input, { car: withCar ? car : null, attributes, userAgent: 'UA', spam: { spam: false } })
  return { fields, lead: { ...record, id: '42', reference: 'K7M3-9QXP-2RTA', createdAt: now.toISOString(), formTitle: FORM_TITLES[kind] } }
}

const cases = LEAD_FORMS.flatMap((kind) => {
  const withCar = leadSchema(kind, { dealerships, now, hasCar: true }).safeParse({ form: kind, car_slug: 'x' })
  const takesCar = withCar.success || !withCar.error.issues.some((i) => i.path[0] === 'car_slug')
  const aboutCar = kind === 'enquiry' || kind === 'test-drive' || kind === 'request-photos' || kind === 'similar'
  return [...(takesCar ? [[kind, true] as const] : []), ...(aboutCar ? [] : [[kind, false] as const])]
})

describe.each(cases)('the %s form (with a car: %s)', (kind, withCar) => {
  const { fields, lead } = storedLead(kind, withCar)
  const answers = leadAnswers(lead)
  const mail = leadMailContent(lead)
  const adf = adfXml(lead, dealer)
  const csv = leadsCsv([lead])

  test('every field the form takes is one of the answers', () => {
    expect(fields.length).toBeGreaterThan(5)
    for (const field of fields)
      expect(
        answers.map((a) => a.field),
        field,
      ).toContain(field)
  })

  test("each answer's value is in the e-mail's text and HTML parts, the ADF and the CSV export", () => {
    for (const { label, value } of answers) {
      for (const line of value.split('\n')) {
        expect(mail.text, label).toContain(line)
        expect(mail.html, label).toContain(escapeMarkup(line))
        expect(adf, label).toContain(escapeMarkup(line))
      }
      expect(csv, label).toContain(value.replace(/"/g, '""'))
    }
  })

  test('the ADF is valid against the ADF 1.0 DTD', () => {
    expect(adfDtdErrors(adf)).toBe('')
    expect(adfDtdErrors(adfXml(lead, { name: 'No Contact Details', site: 'bare' }))).toBe('')
    // A finance application's lead, with its loan and the provider's reference, with and without a car of the site.
    const loan = { reference: 'FA-1', purchasePrice: 32990, deposit: 0, amountToFinance: 32990, carDescription: 'A ute' }
    expect(adfDtdErrors(adfXml({ ...lead, form: 'finance', financeApplication: loan }, dealer))).toBe('')
    expect(adfDtdErrors(adfXml({ ...lead, form: 'finance', car: null, financeApplication: loan }, dealer))).toBe('')
  })
})

test("a reservation's lead (an online purchase with a trade-in) has a valid ADF with the trade-in in it", () => {
  const purchase: PurchaseChoices = {
    payment: 'finance',
    handover: 'delivery',
    tradeIn: { make: 'Mazda', model: '3', year: 2015, km: 88_000 },
  }
  const lead = reservationLead(
    { carSlug: car.slug, name: 'Ann', lastName: 'Lee', email: 'ann@example.com', phone: '0412 345 678', postcode: '2000' },
    car,
    { deposit: 500, holdUntil: '2026-11-25', reference: 'pi_123' },
    { url: '/checkout', userAgent: 'UA' },
    purchase,
  )
  const adf = adfXml({ ...lead, id: '7', createdAt: now.toISOString(), formTitle: FORM_TITLES.enquiry }, dealer)
  expect(adfDtdErrors(adf)).toBe('')
  expect(adf).toContain('Odometer: 88,000 km')
})
