// The finance application against the real database: saved step by step and resumed by its
// signed link, sent as a finance lead (ADF valid against the DTD, the loan in <finance>) and to
// the offline provider's outbox; the answers are encrypted in the row; another dealer's host,
// a forged link or bad input changes nothing; drafts lapse and applications go with their lead.
import { readFile, readdir } from 'node:fs/promises'
import path from 'node:path'
import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  ALREADY_SENT,
  APPLICATION_GONE,
  CONSENT_MESSAGE,
  LINK_NOT_VERIFIED,
  NOTHING_TO_SAVE,
  type ApplicationSending,
  handleApplicationSubmit,
} from '@/src/api/finance-application'
import { GET as readGET, POST as savePOST } from '@/src/app/api/finance-application/route'
import { POST as submitPOST } from '@/src/app/api/finance-application/submit/route'
import { applicationSigner, submitDeps } from '@/src/app/api/finance-application/deps'
import { eraseExpiredApplicationDrafts } from '@/src/cms/finance-application-erasure'
import { eraseExpiredLeads } from '@/src/cms/lead-admin'
import { runLeadDeliveries, storeLead } from '@/src/cms/leads'
import { DOB_MESSAGES } from '@/src/domain/finance-application/schema'
import type { SearchRecord } from '@/src/domain/inventory/search-record'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { financeApplicationSettings } from '@/src/lib/env'
import { setMailSender } from '@/src/providers/lead-delivery'
import { unavailable } from '@/src/providers/result'
import type { LeadMail } from '@/src/providers/lead-delivery/types'
import { APPLICATION_STEPS_BODY as STEPS } from '../helpers/finance-application'
import { GROUP, HARBOUR, loadDemoStock, visibleTo } from '../helpers/demo-stock'
import { testPool } from '../helpers/fuzz'
import { adfDtdErrors } from '../helpers/lead-samples'
import { testPayload } from '../helpers/payload'

let payload: Payload
let harbourId: number | string
let car: SearchRecord
const mails: LeadMail[] = []

let ip = 0
function request(method: 'GET' | 'POST', url: string, host: string, body?: unknown, headers: Record<string, string> = {}) {
  // Each request from its own client, so the routes' per-IP limits are not what answers.
  ip += 1
  return new Request(`http://${host}${url}`, {
    method,
    headers: {
      host,
      'content-type': 'application/json',
      'user-agent': 'IntTest/1',
      'x-forwarded-for': `203.0.113.${ip % 250}`,
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
}
const json = async (response: Response) => ({ status: response.status, body: await response.json() })
const save = async (host: string, body: unknown) => json(await savePOST(request('POST', '/api/finance-application', host, body)))
const read = async (host: string, token: string) =>
  json(await readGET(request('GET', `/api/finance-application?token=${encodeURIComponent(token)}`, host)))
const submit = async (host: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  json(
    await submitPOST(
      request('POST', '/api/finance-application/submit', host, { started_at: String(Date.now() - 60_000), ...body }, headers),
    ),
  )

/** The personal step with its own e-mail address, so each test finds its own lead. */
const personal = (email: string) => ({ ...STEPS.personal, email })

const rowOf = async (id: string) => {
  const pool = testPool()
  try {
    return (await pool.query('SELECT * FROM finance_applications WHERE id = $1', [id])).rows[0] ?? null
  } finally {
    await pool.end()
  }
}
const applicationCount = async () => (await payload.count({ collection: 'finance-applications', overrideAccess: true })).totalDocs
const leadsOf = async (email: string) =>
  (await payload.find({ collection: 'lead-inbox', where: { email: { equals: email } }, depth: 0, overrideAccess: true })).docs

/** Runs the lead queue until this lead's e-mail went out, and answers its ADF attachment. */
async function deliveredAdf(leadId: string | number): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const mail = mails.find((m) => m.messageId === `<lead-${leadId}@${HARBOUR}>`)
    if (mail) return mail.attachments.find((a) => a.contentType === 'application/xml')!.content
    await runLeadDeliveries()
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`Lead ${leadId} was not delivered`)
}

/** A saved application with every step; its token. */
async function completeDraft(email: string, car: Record<string, unknown> = STEPS.car): Promise<{ token: string; id: string }> {
  const saved = await save(HARBOUR, { ...STEPS, personal: personal(email), car })
  expect(saved.status).toBe(200)
  return { token: saved.body.token, id: saved.body.application_id }
}

beforeAll(async () => {
  ;({ payload } = await testPayload())
  const { harbour, group, records } = await loadDemoStock()
  harbourId = harbour.id
  car = records.find((r) => visibleTo(harbour)(r) && !visibleTo(group)(r) && !r.sold && r.stocknum)!
  setMailSender({
    name: 'capture',
    send: async (mail) => {
      mails.push(mail)
      return { where: 'memory' }
    },
  })
})

afterAll(() => setMailSender(null))

describe('finance application: save, resume and send', () => {
  test('each step is saved and the link brings them back; the answers are encrypted in the row', async () => {
    const email = 'finance-resume@example.com'
    const first = await save(HARBOUR, { personal: personal(email) })
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({
      application_id: expect.stringMatching(/^\d+$/),
      token: expect.any(String),
      step_reached: 'personal',
    })
    expect(Date.parse(first.body.expires_at) - Date.now()).toBeGreaterThan(29.9 * 86_400_000)
    const { token, application_id: id } = first.body

    const more = await save(HARBOUR, { token, employment: STEPS.employment, money: STEPS.money })
    expect(more.status).toBe(200)
    expect(more.body).toMatchObject({ application_id: id, step_reached: 'money' })

    const resumed = await read(HARBOUR, token)
    expect(resumed.status).toBe(200)
    expect(resumed.body).toMatchObject({ application_id: id, status: 'draft', step_reached: 'money', lead_id: null })
    expect(resumed.body.steps.personal).toMatchObject({
      first_name: 'Tia',
      email,
      years_at_address: 3,
      date_of_birth: STEPS.personal.date_of_birth,
    })
    expect(resumed.body.steps.money).toMatchObject({ monthly_income: 6500, credit_card_limits: 5000 })
    expect(resumed.body.steps.car).toBeUndefined()

    // A step sent again replaces the one saved.
    await save(HARBOUR, { token, employment: { employment_status: 'retired' } })
    expect((await read(HARBOUR, token)).body.steps.employment).toEqual({ employment_status: 'retired' })

    const row = await rowOf(id)
    expect(row).toMatchObject({ status: 'draft', step_reached: 'money', tenant_id: harbourId, lead_id: null })
    expect(row.sealed).toMatch(/^v1\./)
    const stored = JSON.stringify(row)
    // Words with a space, an @ or a quote cannot turn up in base64url by chance, as a short name could.
    for (const plain of [email, '0412 345 678', '12 Example Street', 'Surry Hills', 'Harbour Hospital', '"first_name"', '"monthly_income"'])
      expect(stored).not.toContain(plain)
  })

  test('sending it stores a finance lead (summary, loan, provider reference), delivers a valid ADF and files it with the provider', async () => {
    const email = 'finance-send@example.com'
    const { token, id } = await completeDraft(email, {
      car_slug: car.slug,
      purchase_price: '32,990',
      deposit: '5,000',
      term_years: '5',
      balloon: '8000',
    })
    const sent = await submit(HARBOUR, { token, consent: true, opt_in: true }, { 'idempotency-key': `finance-send-${Date.now()}` })
    expect(sent.status).toBe(201)
    expect(sent.body).toMatchObject({
      application_id: id,
      lead_id: expect.stringMatching(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/),
      category: 'Finance Enquiry',
      subcategory: 'Pre-approval application',
      event_id: expect.any(Number),
    })

    const [lead] = await leadsOf(email)
    expect(lead).toMatchObject({
      reference: sent.body.lead_id,
      tenant: harbourId,
      form: 'finance',
      category: 'Finance Enquiry',
      subcategory: 'Pre-approval application',
      name: 'Tia',
      lastName: 'Ng',
      phone: '0412 345 678',
      postcode: '2010',
      optIn: true,
      car: { slug: car.slug, stockNumber: car.stocknum },
      financeApplication: { purchasePrice: 32990, deposit: 5000, amountToFinance: 27990, termYears: 5, balloon: 8000 },
    })
    const reference = lead.financeApplication!.reference!
    expect(reference).toMatch(/^FA-/)
    expect(lead.message).toContain(`Finance provider reference: ${reference}.`)
    expect(lead.message).toContain('Employment: Full-time, Nurse at Harbour Hospital, 4 years in the job.')
    expect(lead.message).toContain(`Car: ${car.name} (stock ${car.stocknum}).`)
    expect(lead.message).toContain('Loan: price $32,990, deposit $5,000, to finance $27,990, over 5 years, balloon $8,000.')

    // The offline provider's outbox holds what a lender would have been sent.
    const dir = financeApplicationSettings().outboxDir
    const file = (await readdir(dir)).find((f) => f.endsWith(`_${reference}.json`))!
    const filed = JSON.parse(await readFile(path.join(dir, file), 'utf8'))
    expect(filed).toMatchObject({ reference, applicationId: id, answers: { personal: { email }, car: { purchase_price: 32990 } } })

    const adf = await deliveredAdf(lead.id)
    expect(adfDtdErrors(adf)).toBe('')
    expect(adf).toContain(
      '<finance><method>finance</method><amount type="total" limit="exact" currency="AUD">32990</amount><amount type="downpayment" limit="exact" currency="AUD">5000</amount><balance type="finance" currency="AUD">27990</balance></finance>',
    )
    expect(adf).toContain(`<id sequence="3" source="finance application provider">${reference}</id>`)
    expect(adf).toContain('Monthly income after tax: $6,500')

    // Sent: the link says so without the answers; sending again is the same lead; saving is refused.
    const after = await read(HARBOUR, token)
    expect(after.body).toMatchObject({ status: 'submitted', steps: null, lead_id: sent.body.lead_id })
    const again = await submit(HARBOUR, { token, consent: true })
    expect(again.status).toBe(200)
    expect(again.body.lead_id).toBe(sent.body.lead_id)
    expect((await save(HARBOUR, { token, money: STEPS.money })).body).toEqual({ error: ALREADY_SENT })
    expect(await leadsOf(email)).toHaveLength(1)
    expect(await rowOf(id)).toMatchObject({ status: 'submitted', lead_id: lead.id, expires_at: null })
  })

  test('a car described in words is enough; the lead has no car and the ADF describes it', async () => {
    const email = 'finance-described@example.com'
    const { token } = await completeDraft(email)
    const sent = await submit(HARBOUR, { token, consent: 'on' })
    expect(sent.status).toBe(201)
    const [lead] = await leadsOf(email)
    expect(lead.car?.slug ?? null).toBeNull()
    expect(lead.message).toContain('Car: A small SUV, about 2021 (as the shopper described it).')
    const adf = await deliveredAdf(lead.id)
    expect(adfDtdErrors(adf)).toBe('')
    expect(adf).toContain('<comments>A small SUV, about 2021</comments>')
  })
})

describe('finance application: when the provider does not take it, or it is spam', () => {
  /** A provider that is down, and the applications it was asked to take. */
  function downProvider() {
    const asked: string[] = []
    const provider = {
      name: 'down',
      ask: async (submission: { applicationId: string }) => {
        asked.push(submission.applicationId)
        return unavailable('test: the service is down')
      },
    }
    return { asked, provider: () => provider }
  }
  const sendWith = (provider: ReturnType<typeof downProvider>['provider'], body: Record<string, unknown>) =>
    handleApplicationSubmit(
      request('POST', '/api/finance-application/submit', HARBOUR, { consent: true, started_at: String(Date.now() - 60_000), ...body }),
      { ...submitDeps(), provider },
    )

  test('a provider that is down still leaves the dealer a lead, which says to send it on', async () => {
    const email = 'finance-provider-down@example.com'
    const { token, id } = await completeDraft(email)
    const { asked, provider } = downProvider()
    expect((await sendWith(provider, { token })).status).toBe(201)
    expect(asked).toEqual([id])
    const [lead] = await leadsOf(email)
    expect(lead.financeApplication?.reference ?? null).toBeNull()
    expect(lead.message).toContain('Not sent to the finance provider (it did not take the application): please send it on.')
  })

  test('spam (the honeypot filled in) is stored marked, never sent to the provider', async () => {
    const email = 'finance-spam@example.com'
    const { token } = await completeDraft(email)
    const { asked, provider } = downProvider()
    expect((await sendWith(provider, { token, company_website: 'http://spam.example' })).status).toBe(201)
    expect(asked).toEqual([])
    const [lead] = await leadsOf(email)
    expect(lead).toMatchObject({ spam: true, delivery: { status: 'spam' } })
  })
})

describe('finance application: one lead per application, however it is sent', () => {
  /** A provider that takes every application, and the ones it was asked to take. */
  function countingProvider() {
    const asked: string[] = []
    const provider = {
      name: 'counting',
      ask: async (submission: { applicationId: string }) => {
        asked.push(submission.applicationId)
        return { ok: true as const, value: { reference: `FA-COUNT-${submission.applicationId}` } }
      },
    }
    return { asked, provider: () => provider }
  }
  const sendWith = (provider: () => unknown, body: Record<string, unknown>, key: string) =>
    handleApplicationSubmit(
      request(
        'POST',
        '/api/finance-application/submit',
        HARBOUR,
        { consent: true, started_at: String(Date.now() - 60_000), ...body },
        { 'idempotency-key': key },
      ),
      { ...submitDeps(), provider: provider as ReturnType<typeof countingProvider>['provider'] },
    )

  test('two sends racing under different keys (a double click) store one lead and mark the application sent', async () => {
    const email = 'finance-race@example.com'
    const { token, id } = await completeDraft(email)
    const { provider } = countingProvider()
    const answers = await Promise.all([
      sendWith(provider, { token }, 'race-key-0000000001').then(json),
      sendWith(provider, { token, opt_in: true }, 'race-key-0000000002').then(json),
    ])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 201])
    const leads = await leadsOf(email)
    expect(leads).toHaveLength(1)
    expect(answers.map((a) => a.body.lead_id)).toEqual([leads[0].reference, leads[0].reference])
    const row = await rowOf(id)
    expect(row).toMatchObject({ status: 'submitted', lead_id: leads[0].id, provider_reference: `FA-COUNT-${id}` })
  })

  test('a resend after the provider took it reuses its reference instead of filing it again', async () => {
    const email = 'finance-resend@example.com'
    const { token, id } = await completeDraft(email)
    // As if the first send stopped after the provider answered: the reference is kept, no lead yet.
    await submitDeps().applications.referenced((await submitDeps().findTenant(HARBOUR))!, id, 'FA-EARLIER-1')
    const { asked, provider } = countingProvider()
    expect((await json(await sendWith(provider, { token }, 'resend-key-000000001'))).status).toBe(201)
    expect(asked).toEqual([])
    const [lead] = await leadsOf(email)
    expect(lead.financeApplication?.reference).toBe('FA-EARLIER-1')
  })

  test('when marking the application sent fails, the lead is not kept either, and a resend sends it once', async () => {
    const email = 'finance-rollback@example.com'
    const { token, id } = await completeDraft(email)
    const { provider } = countingProvider()
    const real = submitDeps()
    // The lead is written, then marking the application fails inside the same transaction.
    const failing = {
      ...real.applications,
      send: (tenant: TenantConfig, _id: string, sending: ApplicationSending) =>
        storeLead(tenant, sending.lead, sending.key, sending.hold, async () => {
          throw new Error('test: the application could not be marked sent')
        }),
    }
    const broken = await handleApplicationSubmit(
      request('POST', '/api/finance-application/submit', HARBOUR, { token, consent: true, started_at: String(Date.now() - 60_000) }),
      { ...real, applications: failing, provider },
    ).catch((error: unknown) => error)
    expect(broken).toBeInstanceOf(Error)
    expect(await leadsOf(email)).toHaveLength(0)
    expect(await rowOf(id)).toMatchObject({ status: 'draft', lead_id: null })

    expect((await json(await sendWith(provider, { token }, 'rollback-key-0000001'))).status).toBe(201)
    expect(await leadsOf(email)).toHaveLength(1)
    expect(await rowOf(id)).toMatchObject({ status: 'submitted' })
  })
})

describe('finance application: refusals write nothing', () => {
  test('bad steps are a 400 naming each field by step, and store nothing', async () => {
    const before = await applicationCount()
    const bad = await save(HARBOUR, {
      personal: { ...STEPS.personal, date_of_birth: '', mobile: '02 9555 0123' },
      car: { ...STEPS.car, term_years: 9 },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.fields).toEqual({
      'personal.date_of_birth': DOB_MESSAGES.missing,
      'personal.mobile': 'Please enter an Australian mobile number, e.g. 0412 345 678.',
      'car.term_years': 'Please choose a loan term of 1 to 7 years.',
    })
    expect((await save(HARBOUR, { nothing: 'here' })).body).toEqual({ error: NOTHING_TO_SAVE })
    expect((await save(HARBOUR, { personal: 'Tia' })).body.fields).toEqual({ personal: 'Please complete the "About you" step.' })
    expect(await applicationCount()).toBe(before)
  })

  test('a forged, edited or other kind of token is a 400; an unsent application missing steps or consent is a 400 and no lead', async () => {
    const email = 'finance-incomplete@example.com'
    const first = await save(HARBOUR, { personal: personal(email) })
    const { token } = first.body
    const [body, signature] = (token as string).split('.')
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString())
    const edited = `${Buffer.from(JSON.stringify({ ...claims, application: String(Number(claims.application) - 1) })).toString('base64url')}.${signature}`
    for (const forged of [edited, `${body}.forged`, 'made-up']) {
      expect((await read(HARBOUR, forged)).body.fields).toEqual({ token: LINK_NOT_VERIFIED })
      expect((await save(HARBOUR, { token: forged, money: STEPS.money })).body.fields).toEqual({ token: LINK_NOT_VERIFIED })
    }
    const incomplete = await submit(HARBOUR, { token })
    expect(incomplete.status).toBe(400)
    expect(incomplete.body.fields).toEqual({
      employment: 'Please complete the "Your work" step.',
      money: 'Please complete the "Income and expenses" step.',
      car: 'Please complete the "The car" step.',
      consent: CONSENT_MESSAGE,
    })
    // The missing steps sent with the submit count, but consent is still needed.
    const noConsent = await submit(HARBOUR, { token, employment: STEPS.employment, money: STEPS.money, car: STEPS.car })
    expect(noConsent.body.fields).toEqual({ consent: CONSENT_MESSAGE })
    expect(await leadsOf(email)).toHaveLength(0)
    expect((await read(HARBOUR, token)).body.status).toBe('draft')
  })

  test('another dealer’s host cannot read, change or send this dealer’s application', async () => {
    const email = 'finance-other-dealer@example.com'
    const { token, id } = await completeDraft(email)
    const before = await rowOf(id)
    expect((await read(GROUP, token)).body.fields).toEqual({ token: LINK_NOT_VERIFIED })
    expect((await save(GROUP, { token, money: STEPS.money })).body.fields).toEqual({ token: LINK_NOT_VERIFIED })
    const sent = await submit(GROUP, { token, consent: true })
    expect(sent.status).toBe(400)
    expect(sent.body.fields).toEqual({ token: LINK_NOT_VERIFIED })
    // A token signed for the other dealer naming this application finds nothing there either.
    const group = (await loadDemoStock()).group
    const forOther = applicationSigner.sign({ tenant: String(group.id), application: id })
    expect((await read(GROUP, forOther)).status).toBe(404)
    expect(await leadsOf(email)).toHaveLength(0)
    expect(await rowOf(id)).toEqual(before)
  })
})

describe('finance application: erasure', () => {
  test('a draft lapses 30 days after its last save: its link answers 404 and the erasure job deletes it', async () => {
    const { token, id } = await completeDraft('finance-lapsed@example.com')
    const pool = testPool()
    try {
      await pool.query(`UPDATE finance_applications SET expires_at = now() - interval '1 minute' WHERE id = $1`, [id])
    } finally {
      await pool.end()
    }
    expect((await read(HARBOUR, token)).body).toEqual({ error: APPLICATION_GONE })
    expect(await eraseExpiredApplicationDrafts(await createLocalReq({}, payload))).toBeGreaterThanOrEqual(1)
    expect(await rowOf(id)).toBeNull()
    expect((await read(HARBOUR, token)).status).toBe(404)
  })

  test('an application goes with its lead: when the retention job erases the lead, and when staff delete it', async () => {
    const erasedBy = async (email: string) => {
      const { token, id } = await completeDraft(email)
      expect((await submit(HARBOUR, { token, consent: true })).status).toBe(201)
      const [lead] = await leadsOf(email)
      return { id, lead, token }
    }
    const retained = await erasedBy('finance-retention@example.com')
    const pool = testPool()
    try {
      await pool.query(`UPDATE lead_inbox SET created_at = now() - interval '25 months' WHERE id = $1`, [retained.lead.id])
    } finally {
      await pool.end()
    }
    await eraseExpiredLeads(await createLocalReq({}, payload))
    expect(await rowOf(retained.id)).toBeNull()
    expect((await read(HARBOUR, retained.token)).status).toBe(404)

    const deleted = await erasedBy('finance-deleted@example.com')
    await payload.delete({ collection: 'lead-inbox', id: deleted.lead.id, overrideAccess: true })
    expect(await rowOf(deleted.id)).toBeNull()
  })
})
