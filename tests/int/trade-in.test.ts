// The online trade-in valuation against the real database and the demo stock: an offer from the
// site's own comparable cars, accepted or declined into a trade-in lead; an edited offer, an
// expired one or another dealer's is refused and writes nothing; an old car gets the reason.
import { beforeAll, describe, expect, test } from 'vitest'
import type { Payload } from 'payload'
import { CAR_GONE } from '@/src/api/leads'
import { NO_OFFER_TO_ACCEPT, OFFER_EXPIRED, OFFER_NOT_VERIFIED, REGO_NOT_FOUND, handleOfferDecision } from '@/src/api/trade-in'
import { POST as valuationPOST } from '@/src/app/api/trade-in/valuation/route'
import { POST as decisionPOST } from '@/src/app/api/trade-in/decision/route'
import { decisionDeps } from '@/src/app/api/trade-in/deps'
import { deliveryLead } from '@/src/cms/lead-delivery'
import { adfXml } from '@/src/domain/leads/adf'
import type { SearchRecord } from '@/src/domain/inventory/search-record'
import { marketRangeFromComparables } from '@/src/domain/inventory/price-comparison'
import { tenantInventoryFilter } from '@/src/domain/inventory/tenant-filter'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { marketEstimateOf, noOfferMessage, tradeInOffer } from '@/src/domain/trade-in/valuation'
import { vocabularyOf } from '@/src/domain/tenant/vocabulary'
import { comparablesFilter } from '@/src/providers/price-comparison/offline'
import { allOf, matches } from '@/src/search/protocol'
import { GROUP, HARBOUR, loadDemoStock } from '../helpers/demo-stock'
import { testPayload } from '../helpers/payload'
import { adfDtdErrors } from '../helpers/lead-samples'
import { TRADE_IN_ANSWERS as answers, VALUATION_BODY, decisionBody } from '../helpers/trade-in'

let payload: Payload
let harbour: TenantConfig
let group: TenantConfig
let records: SearchRecord[]

let ip = 0
function post(path: string, host: string, body: unknown) {
  // Each request from its own client so the per-IP limits of the routes are not what answers.
  ip += 1
  return new Request(`http://${host}${path}`, {
    method: 'POST',
    headers: { host, 'content-type': 'application/json', 'user-agent': 'IntTest/1', 'x-forwarded-for': `198.51.100.${ip % 250}` },
    body: JSON.stringify(body),
  })
}

async function call(route: (r: Request) => Promise<Response>, path: string, host: string, body: unknown) {
  const response = await route(post(path, host, body))
  return { status: response.status, body: await response.json() }
}
const value = (host: string, body: unknown) => call(valuationPOST, '/api/trade-in/valuation', host, body)
const RED_CENTRE = 'red-centre-caravans.localhost'
const decide = (host: string, body: unknown) => call(decisionPOST, '/api/trade-in/decision', host, body)

const leadsOf = async (email: string) =>
  (await payload.find({ collection: 'lead-inbox', where: { email: { equals: email } }, depth: 0, limit: 100, overrideAccess: true })).docs

/**
 * A car of the site's make and model that has comparables in its stock (worked out here with
 * the same filter the offline estimate searches with), young and low-km enough for an offer.
 */
function carWithComparables(tenant: TenantConfig, now: Date) {
  const scope = tenantInventoryFilter(tenant, now)
  for (const r of records) {
    if (!matches(scope, r) || !r.year || r.km === undefined || r.km > 90_000 || now.getUTCFullYear() - r.year > 6) continue
    const filter = allOf([scope, comparablesFilter({ ...r, objectID: 'trade-in', year: r.year, km: r.km })])
    const prices = records.filter((c) => matches(filter, c)).map((c) => Number(c.price))
    const range = marketRangeFromComparables(1, prices, { label: '' })
    if (range) return { car: { make: r.make, model: r.model, year: r.year }, km: r.km, estimate: marketEstimateOf(range)! }
  }
  throw new Error('The demo stock has no car with comparables')
}

beforeAll(async () => {
  ;({ payload } = await testPayload())
  ;({ harbour, group, records } = await loadDemoStock())
})

describe('trade-in valuation and offer', () => {
  test('a car with comparables in the site’s stock gets an offer, and accepting it stores an "Offer accepted" lead', async () => {
    const now = new Date()
    const { car, km, estimate } = carWithComparables(harbour, now)
    const valued = await value(HARBOUR, { ...car, km, answers })
    expect(valued.status).toBe(200)
    const expected = tradeInOffer({ marketEstimate: estimate, car, km, answers, now }).amount!
    expect(valued.body).toMatchObject({
      offer: { amount: expected, note: expect.stringContaining('subject to an inspection') },
      offer_token: expect.any(String),
      reason: null,
      car,
      km,
    })
    expect(valued.body.answers).toHaveLength(6)
    expect(Date.parse(valued.body.offer.valid_until) - Date.parse(valued.body.offer.issued_at)).toBe(7 * 24 * 60 * 60 * 1000)

    const email = 'trade-in-accept@example.com'
    const accepted = await decide(HARBOUR, decisionBody(valued.body.offer_token, { email, kms: 1 }))
    expect(accepted.status).toBe(201)
    expect(accepted.body).toMatchObject({
      event_id: 18,
      category: 'Trade-In Enquiry',
      subcategory: 'Offer accepted',
      offer: { amount: expected },
    })
    const [lead] = await leadsOf(email)
    expect(lead).toMatchObject({
      reference: accepted.body.lead_id,
      form: 'trade-in',
      category: 'Trade-In Enquiry',
      subcategory: 'Offer accepted',
      kms: km,
      name: 'Tia',
    })
    expect(lead.tenant).toBe(harbour.id)
    expect(lead.message).toContain(`Online trade-in offer accepted: $${expected.toLocaleString('en-AU')}`)
    expect(lead.message).toContain(`Car: ${car.year} ${car.make} ${car.model}, ${km.toLocaleString('en-AU')} km.`)
    expect(lead.message).toContain('Does it have any mechanical issues or warning lights? Minor issues.')

    // The ADF the dealer's CRM receives is valid against the ADF 1.0 DTD and carries the offer.
    const adf = adfXml(deliveryLead(lead), { name: harbour.name, site: 'harbour-city-motors' })
    expect(adfDtdErrors(adf)).toBe('')
    expect(adf).toContain(`Online trade-in offer accepted: $${expected.toLocaleString('en-AU')}`)
  })

  test('declining an offer stores a valuation lead with the default form event', async () => {
    const { car, km } = carWithComparables(harbour, new Date())
    const valued = await value(HARBOUR, { ...car, km, answers })
    const email = 'trade-in-decline@example.com'
    const declined = await decide(HARBOUR, decisionBody(valued.body.offer_token, { email, decision: 'decline', message: 'Too low' }))
    expect(declined.status).toBe(201)
    expect(declined.body).toMatchObject({ event_id: 22, subcategory: 'Valuation' })
    const [lead] = await leadsOf(email)
    expect(lead.subcategory).toBe('Valuation')
    expect(lead.message).toMatch(/^Online trade-in offer declined: .*\n[\s\S]*The shopper wrote:\nToo low$/)
  })

  test('from a car’s trade-in page the lead carries that car; a car this site does not list is a 400 and no lead', async () => {
    const now = new Date()
    const towards = records.find((r) => matches(tenantInventoryFilter(harbour, now), r) && !r.sold && r.stocknum)!
    const valued = await value(HARBOUR, { ...VALUATION_BODY, year: 2012 })
    const email = 'trade-in-towards@example.com'
    const sent = await decide(HARBOUR, decisionBody(valued.body.offer_token, { email, decision: 'decline', car_slug: towards.slug }))
    expect(sent.status).toBe(201)
    const [lead] = await leadsOf(email)
    expect(lead.car).toMatchObject({ slug: towards.slug, stockNumber: towards.stocknum })
    // The car the shopper trades in stays the offer's, in the message.
    expect(lead.message).toContain('Car: 2012 Toyota Corolla, 30,000 km.')

    const other = records.find((r) => !matches(tenantInventoryFilter(harbour, now), r) && !r.sold)!
    const refusedEmail = 'trade-in-towards-other@example.com'
    for (const slug of [other.slug, 'no-such-car-1']) {
      const refused = await decide(
        HARBOUR,
        decisionBody(valued.body.offer_token, { email: refusedEmail, decision: 'decline', car_slug: slug }),
      )
      expect(refused).toMatchObject({ status: 400, body: { fields: { car_slug: CAR_GONE } } })
    }
    expect(await leadsOf(refusedEmail)).toHaveLength(0)
  })

  test('an old car, found by its rego, gets no offer and the reason; an unknown rego is a 400', async () => {
    const old = await value(HARBOUR, { rego: '1old 015', rego_state: 'WA', km: 80_000, answers })
    expect(old.status).toBe(200)
    expect(old.body).toMatchObject({
      offer: null,
      offer_token: expect.any(String),
      reason: 'too-old',
      message: noOfferMessage('too-old', vocabularyOf('cars')),
      car: { make: 'Toyota', model: 'Camry', year: 2015, rego: '1OLD015', regoState: 'WA' },
    })
    // Without an offer there is nothing to accept, and nothing is written.
    const email = 'trade-in-inspection@example.com'
    const accepting = await decide(HARBOUR, decisionBody(old.body.offer_token, { email }))
    expect(accepting.status).toBe(400)
    expect(accepting.body.fields).toEqual({ offer_token: NO_OFFER_TO_ACCEPT })
    expect(await leadsOf(email)).toHaveLength(0)
    // Asking for an inspection instead is a valuation lead that carries the car and the answers.
    const inspection = await decide(HARBOUR, decisionBody(old.body.offer_token, { email, decision: 'decline' }))
    expect(inspection.status).toBe(201)
    expect(inspection.body).toMatchObject({ event_id: 22, subcategory: 'Valuation', offer: { amount: null } })
    const [lead] = await leadsOf(email)
    expect(lead.message).toContain('Online valuation without an offer (over 7 years old): the shopper asks for an inspection.')
    expect(lead.message).toContain('Car: 2015 Toyota Camry Ascent, 80,000 km, rego 1OLD015 WA, VIN JTNK00000X0000006.')
    expect(lead.message).toContain('Has it been in an accident? No accidents.')
    const far = await value(HARBOUR, { ...VALUATION_BODY, km: 100_001 })
    expect(far.body).toMatchObject({ offer: null, reason: 'too-many-km', message: noOfferMessage('too-many-km', vocabularyOf('cars')) })
    // A caravan dealer's site says caravan, in the valuation and in the lead.
    const caravan = await value(RED_CENTRE, { ...VALUATION_BODY, km: 100_001 })
    expect(caravan.body.message).toBe(
      'We do not make online offers for caravans with over 100,000 km. Request an inspection and we will make you an offer once we have seen your caravan.',
    )
    const caravanEmail = 'trade-in-caravan@example.com'
    const sent = await decide(RED_CENTRE, decisionBody(caravan.body.offer_token, { email: caravanEmail, decision: 'decline' }))
    expect(sent.status).toBe(201)
    expect((await leadsOf(caravanEmail))[0].message).toContain(`\nCaravan: ${VALUATION_BODY.year} Toyota Corolla, 100,001 km.`)
    const unknown = await value(HARBOUR, { rego: 'NOPE42', rego_state: 'NSW', km: 1, answers })
    expect(unknown.status).toBe(400)
    expect(unknown.body.fields).toEqual({ rego: REGO_NOT_FOUND })
  })

  test('an edited offer, a made-up one or an expired one is refused and writes nothing', async () => {
    const now = new Date()
    const { car, km } = carWithComparables(harbour, now)
    const valued = await value(HARBOUR, { ...car, km, answers })
    const [body, signature] = (valued.body.offer_token as string).split('.')
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString())
    claims.offer.amount += 5_000
    const edited = `${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`
    const email = 'trade-in-tampered@example.com'
    for (const token of [edited, `${body}.forged`, 'made-up', undefined]) {
      const refused = await decide(HARBOUR, decisionBody(token, { email }))
      expect(refused.status).toBe(400)
      expect(refused.body.fields).toEqual({ offer_token: OFFER_NOT_VERIFIED })
    }
    const later = new Date(now.getTime() + 8 * 24 * 60 * 60 * 1000)
    const expired = await handleOfferDecision(post('/api/trade-in/decision', HARBOUR, decisionBody(valued.body.offer_token, { email })), {
      ...decisionDeps(),
      now: () => later,
    })
    expect(expired.status).toBe(400)
    expect((await expired.json()).fields).toEqual({ offer_token: OFFER_EXPIRED })
    expect(await leadsOf(email)).toHaveLength(0)
  })

  test('invalid input is a 400 naming each field, and writes nothing', async () => {
    const bad = await value(HARBOUR, { make: 'Toyota', km: 'lots', answers: { ...answers, tyres: 'bald' } })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.fields).sort()).toEqual(['answers.tyres', 'km', 'model', 'year'])
    const { car, km } = carWithComparables(harbour, new Date())
    const valued = await value(HARBOUR, { ...car, km, answers })
    const email = 'trade-in-invalid@example.com'
    const noDecision = await decide(HARBOUR, decisionBody(valued.body.offer_token, { email, decision: undefined }))
    expect(noDecision.body.fields).toEqual({ decision: 'decision must be accept or decline.' })
    const noPhone = await decide(HARBOUR, decisionBody(valued.body.offer_token, { email, phone: '' }))
    expect(noPhone.status).toBe(400)
    expect(Object.keys(noPhone.body.fields)).toEqual(['phone'])
    expect(await leadsOf(email)).toHaveLength(0)
  })

  test('another dealer’s host cannot accept this dealer’s offer', async () => {
    const { car, km } = carWithComparables(harbour, new Date())
    const valued = await value(HARBOUR, { ...car, km, answers })
    const email = 'trade-in-other-dealer@example.com'
    const elsewhere = await decide(GROUP, decisionBody(valued.body.offer_token, { email }))
    expect(elsewhere.status).toBe(400)
    expect(elsewhere.body.fields).toEqual({ offer_token: OFFER_NOT_VERIFIED })
    expect(await leadsOf(email)).toHaveLength(0)
    expect(group.id).not.toBe(harbour.id)
  })
})
