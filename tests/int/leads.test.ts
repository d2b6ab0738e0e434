// POST /api/leads against the real database and the demo stock: a lead is stored
// once for the visited host's dealer, whatever the body says; bad input stores nothing; spam
// is stored marked; a repeated Idempotency-Key returns the first lead.
import { beforeAll, describe, expect, test } from 'vitest'
import type { Payload } from 'payload'
import { KEY_REUSED, type LeadRouteDeps, handleLeadRequest } from '@/src/api/leads'
import { POST } from '@/src/app/api/leads/route'
import { storeLead } from '@/src/cms/leads'
import { getBookingOffer } from '@/src/cms/locations'
import { getTenantByHost } from '@/src/cms/tenants'
import type { SearchRecord } from '@/src/domain/inventory/search-record'
import { tenantInventoryFilter } from '@/src/domain/inventory/tenant-filter'
import { BOOKING_NOT_OFFERED, distributionLocationProblem } from '@/src/domain/leads/forms'
import { CAPTCHA_FAILED, CAPTCHA_FIELD } from '@/src/domain/leads/spam'
import { createTurnstileProvider } from '@/src/providers/captcha/turnstile'
import { leadCarOf } from '@/src/domain/leads/record'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { findCarBySlug } from '@/src/search/engine'
import { GROUP, HARBOUR, loadDemoStock, visibleTo } from '../helpers/demo-stock'
import { TEST_PASSWORD, testPayload, userByEmail } from '../helpers/payload'
import { login, restClient } from '../helpers/rest'
import { editorEmail } from '@/src/demo/site'

let payload: Payload
let harbour: TenantConfig
let group: TenantConfig
let records: SearchRecord[]
let addressAllowed = true

const deps: LeadRouteDeps = {
  findTenant: getTenantByHost,
  findCar: async (tenant, slug, now) => {
    const record = await findCarBySlug(slug, tenantInventoryFilter(tenant, now))
    return record ? leadCarOf(record) : null
  },
  store: storeLead,
  limitAddress: async () => (addressAllowed ? { ok: true, hold: false } : { ok: false, retryAfterSeconds: 600 }),
  bookingSlots: async (tenant, kind, car, now) => (await getBookingOffer(tenant, kind, car?.locationName, now))?.slots ?? null,
  now: () => new Date(),
}

const REFERENCE = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/
const contact = { name: 'Ann', last_name: 'Lee', email: 'ann.lee@example.com', phone: '0412 345 678', postcode: '2000' }
const minuteAgo = () => String(Date.now() - 60_000)

function post(host: string, body: unknown, headers: Record<string, string> = {}) {
  const isForm = body instanceof URLSearchParams
  return new Request(`http://${host}/api/leads`, {
    method: 'POST',
    headers: {
      host,
      'content-type': isForm ? 'application/x-www-form-urlencoded' : 'application/json',
      ...(isForm ? { accept: 'text/html,application/xhtml+xml' } : {}),
      'user-agent': 'IntTest/1',
      ...headers,
    },
    body: isForm ? body.toString() : JSON.stringify(body),
  })
}

async function send(host: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await handleLeadRequest(post(host, body, headers), deps)
  const text = await response.text()
  return { status: response.status, headers: response.headers, body: text.startsWith('{') ? JSON.parse(text) : text }
}

const leadsOf = async (tenant: TenantConfig, email: string) =>
  (
    await payload.find({
      collection: 'lead-inbox',
      where: { and: [{ tenant: { equals: tenant.id } }, { email: { equals: email } }] },
      depth: 0,
      limit: 100,
    })
  ).docs

beforeAll(async () => {
  ;({ payload } = await testPayload())
  ;({ harbour, group, records } = await loadDemoStock())
})

describe('POST /api/leads', () => {
  test('an enquiry about a car is stored for the visited site, with the car’s facts from its stock', async () => {
    const car = records.find((r) => visibleTo(harbour)(r) && !r.sold && r.car_type === 'used')!
    const email = 'enquiry@example.com'
    const res = await send(HARBOUR, {
      form: 'enquiry',
      ...contact,
      email,
      message: 'Is it still available?',
      car_slug: car.slug,
      started_at: minuteAgo(),
      page_url: `/cars/${car.slug}`,
      visited_pages: ['/', '/search', `/cars/${car.slug}`],
      linked_query_params: { utm_source: 'google', gclid: 'abc' },
      // A body cannot choose the dealer or the car's facts.
      tenant: group.id,
      stock_number: 'FAKE',
    })
    expect(res.status).toBe(201)
    // The shopper is given the lead's reference, not its number.
    expect(res.body).toMatchObject({ lead_id: expect.stringMatching(REFERENCE), event_id: 15, category: 'Vehicle Enquiry' })
    const [lead] = await leadsOf(harbour, email)
    expect(String(lead.id)).not.toBe(res.body.lead_id)
    expect(lead).toMatchObject({
      reference: res.body.lead_id,
      form: 'enquiry',
      status: 'new',
      spam: false,
      name: 'Ann',
      lastName: 'Lee',
      phone: '0412 345 678',
      postcode: '2000',
      message: 'Is it still available?',
      preferredContact: 'Phone',
      car: { slug: car.slug, stockNumber: car.stocknum, make: car.make, model: car.model, carType: 'used', carId: car.objectID },
      attributes: { url: `/cars/${car.slug}`, source: 'google', userAgent: 'IntTest/1', utm: { utm_source: 'google' } },
    })
    expect(lead.tenant).toBe(harbour.id)
    expect(await leadsOf(group, email)).toHaveLength(0)
  })

  test('another dealer’s car is refused as unknown and nothing is stored', async () => {
    const other = records.find((r) => visibleTo(group)(r) && !visibleTo(harbour)(r))!
    const email = 'cross@example.com'
    const res = await send(HARBOUR, { form: 'enquiry', ...contact, email, message: 'x', car_slug: other.slug })
    expect(res.status).toBe(400)
    expect(res.body.error).toMatch(/no longer listed/)
    expect(await leadsOf(harbour, email)).toHaveLength(0)
    expect(await leadsOf(group, email)).toHaveLength(0)
  })

  test('bad input: 400 with a message per field, nothing stored', async () => {
    const email = 'bad-input@example.com'
    const before = (await payload.count({ collection: 'lead-inbox' })).totalDocs
    const res = await send(HARBOUR, { form: 'contact', ...contact, email, postcode: '20000', phone: '123', message: '' })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({
      error: 'Please fix the following errors:',
      fields: {
        postcode: 'Invalid postcode. Please enter a 4-digit number.',
        phone: expect.stringContaining('valid Australian phone number'),
        message: 'Please enter your comments.',
      },
    })
    expect((await payload.count({ collection: 'lead-inbox' })).totalDocs).toBe(before)
    expect((await send(HARBOUR, { form: 'nope', ...contact })).status).toBe(400)
    expect((await send(HARBOUR, '[1,2]')).status).toBe(400)
  })

  test('the same Idempotency-Key returns the same lead, also when sent concurrently', async () => {
    const email = 'retry@example.com'
    const body = { form: 'contact', ...contact, email, message: 'Call me', started_at: minuteAgo() }
    const key = `key-${Date.now()}`
    const answers = await Promise.all([1, 2, 3, 4].map(() => send(HARBOUR, body, { 'idempotency-key': key })))
    const ids = new Set(answers.map((a) => a.body.lead_id))
    expect(ids.size).toBe(1)
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 201])
    expect(await leadsOf(harbour, email)).toHaveLength(1)
    // The same key with another form is a conflict that names the key, not the first lead's answer.
    const changed = await send(HARBOUR, { ...body, message: 'Actually, e-mail me' }, { 'idempotency-key': key })
    expect(changed).toMatchObject({ status: 409, body: { error: KEY_REUSED } })
    expect(changed.body.lead_id).toBeUndefined()
    expect(await leadsOf(harbour, email)).toHaveLength(1)
    // A retry with the same form later (its robot-check token and pages visited may differ) is still the first lead.
    const retry = await send(HARBOUR, { ...body, visited_pages: ['/contact-us'] }, { 'idempotency-key': key })
    expect(retry).toMatchObject({ status: 200, body: { lead_id: [...ids][0] } })
    // The same key on another site is another site's key.
    const other = await send(GROUP, { ...body, dealership_slug: group.inventory.dealerships[0] }, { 'idempotency-key': key })
    expect(other.status).toBe(201)
    expect(other.body.lead_id).not.toBe([...ids][0])
  })

  test('spam (honeypot, or sent too fast) is answered like a lead and stored marked as spam', async () => {
    const email = 'bot@example.com'
    const honeypot = await send(HARBOUR, { form: 'contact', ...contact, email, message: 'Buy now', company_website: 'http://spam.example' })
    const fast = await send(HARBOUR, { form: 'contact', ...contact, email, message: 'Buy now', started_at: String(Date.now() - 200) })
    expect([honeypot.status, fast.status]).toEqual([201, 201])
    const stored = await leadsOf(harbour, email)
    expect(stored.map((l) => [l.spam, l.spamReason]).sort()).toEqual([
      [true, 'honeypot'],
      [true, 'too-fast'],
    ])
  })

  test('a plain form post (no script) is answered with a redirect to /success, its errors with a page', async () => {
    const car = records.find((r) => visibleTo(harbour)(r) && !r.sold)!
    const email = 'noscript@example.com'
    const form = new URLSearchParams({ form: 'test-drive', ...contact, email, car_slug: car.slug, booking_at: '', started_at: minuteAgo() })
    const ok = await send(HARBOUR, form)
    expect(ok.status).toBe(303)
    const [stored] = await leadsOf(harbour, email)
    expect(ok.headers.get('location')).toBe(`/success?form=test-drive&car=${car.slug}&ref=${stored.reference}`)
    expect(stored.reference).toMatch(REFERENCE)
    expect(await leadsOf(harbour, email)).toHaveLength(1)
    const bad = await send(HARBOUR, new URLSearchParams({ form: 'test-drive', ...contact, email, postcode: '12', car_slug: car.slug }))
    expect(bad.status).toBe(400)
    expect(bad.body).toContain('Please fix the following errors:')
    expect(bad.body).toContain('Invalid postcode. Please enter a 4-digit number.')
    expect(await leadsOf(harbour, email)).toHaveLength(1)
  })

  test("a test drive is booked at one of the car's yard's open times; any other time is a 400 that stores nothing", async () => {
    const car = records.find((r) => visibleTo(harbour)(r) && !r.sold)!
    const slots = (await getBookingOffer(harbour, 'test-drive', car.location_name ?? car.location?.name, new Date()))?.slots
    // The demo locations have opening hours, so the demo offers slots.
    expect(slots?.length).toBeGreaterThan(5)
    const day = slots![1]
    const email = 'booking@example.com'
    const base = { form: 'test-drive', ...contact, email, car_slug: car.slug, started_at: minuteAgo() }
    for (const booking_at of [`${day.date}T03:00`, `${day.date}T${day.first.slice(0, 3)}15`]) {
      const closed = await send(HARBOUR, { ...base, booking_at })
      expect(closed.status).toBe(400)
      expect(closed.body.fields).toEqual({ booking_at: BOOKING_NOT_OFFERED })
    }
    const halfPicked = await send(HARBOUR, { ...base, booking_date: day.date })
    expect(halfPicked.body.fields).toEqual({ booking_at: 'Please choose a date and time.' })
    expect(await leadsOf(harbour, email)).toHaveLength(0)
    // Without script the day and the time arrive as two fields.
    const form = new URLSearchParams({ ...base, booking_date: day.date, booking_time: day.last })
    const ok = await send(HARBOUR, form)
    expect(ok.status).toBe(303)
    const [lead] = await leadsOf(harbour, email)
    expect(lead.bookingAt).toBe(`${day.date}T${day.last}`)
  })

  test("a test drive may ask for the car at one of its location's distribution locations; another place is a 400 that stores nothing", async () => {
    const car = records.find((r) => visibleTo(harbour)(r) && !r.sold && (r.location?.distribution_locations?.length ?? 0) > 0)!
    // The demo's Harbour City yards in one state bring each other's cars over.
    expect(car.location!.distribution_locations).not.toContain(car.location!.name)
    const email = 'elsewhere@example.com'
    const base = { form: 'test-drive', ...contact, email, car_slug: car.slug, started_at: minuteAgo() }
    const wrong = await send(HARBOUR, { ...base, distribution_location: 'Southern Cross Toyota Dandenong' })
    expect(wrong.status).toBe(400)
    expect(wrong.body.fields).toEqual({ distribution_location: distributionLocationProblem('x', []) })
    const notATestDrive = await send(HARBOUR, {
      ...base,
      form: 'enquiry',
      message: 'Hi',
      distribution_location: car.location!.distribution_locations![0],
    })
    expect(notATestDrive.status).toBe(400)
    expect(await leadsOf(harbour, email)).toHaveLength(0)
    const chosen = car.location!.distribution_locations!.at(-1)!
    const ok = await send(HARBOUR, new URLSearchParams({ ...base, distribution_location: chosen }))
    expect(ok.status).toBe(303)
    const [lead] = await leadsOf(harbour, email)
    expect(lead.distributionLocation).toBe(chosen)
  })

  test('with the robot check on, a missing or bad token stores nothing; an outage does not cost the lead', async () => {
    let down = false
    const cloudflare = (async (_url: string, init: RequestInit) => {
      if (down) throw new Error('connect ETIMEDOUT')
      const token = new URLSearchParams(String(init.body)).get('response')
      return Response.json({ success: token === 'good-token', 'error-codes': token === 'good-token' ? [] : ['invalid-input-response'] })
    }) as unknown as typeof fetch
    const captcha = createTurnstileProvider({ siteKey: 'site', secretKey: 'secret' }, cloudflare)
    const sendChecked = async (body: Record<string, unknown>) => {
      const response = await handleLeadRequest(post(HARBOUR, body), { ...deps, captcha })
      return { status: response.status, body: await response.json() }
    }
    const email = 'captcha@example.com'
    const body = { form: 'contact', ...contact, email, message: 'Call me', started_at: minuteAgo() }
    for (const token of [undefined, 'forged']) {
      const refused = await sendChecked({ ...body, [CAPTCHA_FIELD]: token })
      expect(refused).toEqual({ status: 400, body: { error: CAPTCHA_FAILED } })
    }
    expect(await leadsOf(harbour, email)).toHaveLength(0)
    expect((await sendChecked({ ...body, [CAPTCHA_FIELD]: 'good-token' })).status).toBe(201)
    down = true
    expect((await sendChecked({ ...body, message: 'Again', [CAPTCHA_FIELD]: 'any' })).status).toBe(201)
    expect(await leadsOf(harbour, email)).toHaveLength(2)
  })

  test('an address over its limit is refused with 429 and a readable message', async () => {
    addressAllowed = false
    try {
      const res = await send(HARBOUR, { form: 'contact', ...contact, email: 'flood@example.com', message: 'x', started_at: minuteAgo() })
      expect(res.status).toBe(429)
      expect(res.headers.get('retry-after')).toBe('600')
      expect(res.body.error).toMatch(/several forms from this address/)
    } finally {
      addressAllowed = true
    }
  })

  test('a NUL byte in a plain form post, in a value or a name, is a 400 like the JSON path, and nothing is stored', async () => {
    const email = 'nul-form@example.com'
    const fields = new URLSearchParams({ form: 'contact', ...contact, email, message: 'Hi', started_at: minuteAgo() }).toString()
    for (const body of [fields.replace('name=Ann', 'name=A%00nn'), `${fields}&x%00y=1`]) {
      const res = await POST(
        new Request(`http://${HARBOUR}/api/leads`, {
          method: 'POST',
          headers: { host: HARBOUR, 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '198.51.100.80' },
          body,
        }),
      )
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({ error: expect.stringContaining('NUL character') })
    }
    const browser = await send(HARBOUR, new URLSearchParams({ form: 'contact', ...contact, email, name: 'A\u0000nn', message: 'Hi' }))
    expect(browser.status).toBe(400)
    expect(browser.body).toContain('NUL character')
    expect(await leadsOf(harbour, email)).toHaveLength(0)
  })

  test("someone sending leads with a victim's address from other IPs never locks the victim out; past the hourly share they are stored but held", async () => {
    const victim = 'victim@example.com'
    const from = (ip: string, message: string) =>
      POST(post(HARBOUR, { form: 'contact', ...contact, email: victim, message, started_at: minuteAgo() }, { 'x-forwarded-for': ip }))
    // Ten from one IP are its share for this address; the eleventh from there is refused.
    for (let i = 0; i < 10; i++) expect((await from('203.0.113.7', `flood ${i}`)).status).toBe(201)
    const refused = await from('203.0.113.7', 'flood 10')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    // Spread over other IPs, they are accepted and stored, but held: the dealer is not sent them.
    for (let i = 0; i < 5; i++) expect((await from(`203.0.113.${20 + i}`, `spread ${i}`)).status).toBe(201)
    // The owner, from their own IP, is accepted and their lead stored (held too, for staff to send).
    const own = await from('198.51.100.9', 'This is really me')
    expect(own.status).toBe(201)
    const stored = await leadsOf(harbour, victim)
    expect(stored).toHaveLength(16)
    const mine = stored.find((l) => l.message === 'This is really me')!
    expect(mine.reference).toBe((await own.json()).lead_id)
    expect(
      stored
        .filter((l) => l.delivery?.status === 'held')
        .map((l) => l.message)
        .sort(),
    ).toEqual(['This is really me', ...[0, 1, 2, 3, 4].map((i) => `spread ${i}`)].sort())
    // A held lead has no delivery queued.
    const jobs = await payload.find({ collection: 'payload-jobs', where: { 'input.leadId': { equals: String(mine.id) } }, depth: 0 })
    expect(jobs.totalDocs).toBe(0)
  })

  test('the route: an unknown host is a 404; the site route stores a lead', async () => {
    const unknown = await POST(post('nobody.localhost', { form: 'contact', ...contact, message: 'x' }))
    expect(unknown.status).toBe(404)
    const email = 'route@example.com'
    const res = await POST(post(HARBOUR, { form: 'contact', ...contact, email, message: 'Hello', started_at: minuteAgo() }))
    expect(res.status).toBe(201)
    expect(await leadsOf(harbour, email)).toHaveLength(1)
  })
})

describe('the dealer inbox', () => {
  test('anonymous callers read no leads, on the platform host or a dealer host', async () => {
    const { config } = await testPayload()
    for (const host of [undefined, HARBOUR]) {
      const res = await restClient(config, undefined, { host }).get('lead-inbox?limit=5')
      expect([401, 403, 404]).toContain(res.status)
    }
  })

  test('an editor lists only their dealer’s leads, may change the status and notes, never what the shopper sent', async () => {
    const { config } = await testPayload()
    const email = 'inbox@example.com'
    expect((await send(HARBOUR, { form: 'contact', ...contact, email, message: 'Original words', started_at: minuteAgo() })).status).toBe(
      201,
    )
    const token = await login(config, editorEmail('harbour-city-motors'), TEST_PASSWORD)
    const rest = restClient(config, token)
    const list = await rest.get('lead-inbox?limit=100&depth=0')
    expect(list.status).toBe(200)
    expect(list.json.docs.length).toBeGreaterThan(0)
    expect(list.json.docs.every((d: { tenant: number }) => d.tenant === harbour.id)).toBe(true)
    const [{ id }] = await leadsOf(harbour, email)
    const patched = await rest.patch(`lead-inbox/${id}`, {
      status: 'contacted',
      notes: 'Called back',
      message: 'Rewritten',
      email: 'x@example.com',
    })
    expect(patched.status).toBe(200)
    const after = await payload.findByID({ collection: 'lead-inbox', id, depth: 0 })
    expect(after).toMatchObject({ status: 'contacted', notes: 'Called back', message: 'Original words', email })
    const editor = await userByEmail(payload, editorEmail('harbour-city-motors'))
    await expect(
      payload.create({
        collection: 'lead-inbox',
        data: { form: 'contact', name: 'Fake', lastName: 'Lead', email: 'f@example.com', phone: '0412345678', postcode: '2000' } as never,
        user: editor,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
  })
})
