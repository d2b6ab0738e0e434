// Lead delivery end to end on this machine: a real SMTP server (smtp-server) and a
// real HTTP server standing in for the dealer's CRM and webhook receiver. The lead and its job
// are stored together; the job e-mails once (ADF attached), POSTs the ADF to the CRM, signs the
// webhook; a failing CRM is retried through Payload's queue and the lead is delivered once.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { type LeadRouteDeps, handleLeadRequest } from '@/src/api/leads'
import { runLeadDeliveries, storeLead } from '@/src/cms/leads'
import { getBookingOffer } from '@/src/cms/locations'
import { getTenantByHost } from '@/src/cms/tenants'
import { DELIVERY_ATTEMPTS } from '@/src/domain/leads/delivery'
import { leadAnswers } from '@/src/domain/leads/answers'
import { LEAD_FORMS, type LeadForm } from '@/src/domain/leads/forms'
import type { LeadCar } from '@/src/domain/leads/record'
import { escapeMarkup } from '@/src/domain/leads/text'
import { adfDtdErrors, fullLeadBody } from '../helpers/lead-samples'
import { setMailSender, smtpSender, verifyWebhook } from '@/src/providers/lead-delivery'
import { HARBOUR } from '../helpers/demo-stock'
import { tenantBySlug, testPayload } from '../helpers/payload'
import { testPool } from '../helpers/fuzz'
import { login, restClient } from '../helpers/rest'
import { TEST_PASSWORD } from '../helpers/payload'
import { editorEmail } from '@/src/demo/site'
import { eraseExpiredLeads } from '@/src/cms/lead-admin'
import { createLocalReq } from 'payload'

let payload: Payload
let smtp: SMTPServer
let http: Server
let base = ''
let harbourDelivery: { id: number | string; leadDelivery: unknown } | null = null
const mails: ParsedMail[] = []
const crm: { key: string | null; body: string }[] = []
const hooks: { body: string; signature: string | null }[] = []
let crmFailures = 0
const SECRET = 'whsec_test_1'

const deps: LeadRouteDeps = {
  findTenant: getTenantByHost,
  findCar: async () => null,
  store: storeLead,
  limitAddress: async () => ({ ok: true, hold: false }),
  bookingSlots: async (tenant, kind, car, now) => (await getBookingOffer(tenant, kind, car?.locationName, now))?.slots ?? null,
  now: () => new Date(),
}

async function sendLead(email: string, extra: Record<string, unknown> = {}) {
  const request = new Request(`http://${HARBOUR}/api/leads`, {
    method: 'POST',
    headers: { host: HARBOUR, 'content-type': 'application/json' },
    body: JSON.stringify({
      form: 'contact',
      name: 'Mia',
      last_name: 'Chen',
      email,
      phone: '0412 345 678',
      postcode: '3000',
      message: 'Please call me about finance & trade-in <soon>',
      started_at: String(Date.now() - 60_000),
      ...extra,
    }),
  })
  const response = await handleLeadRequest(request, deps)
  expect(response.status).toBe(201)
  return idOf((await response.json()).lead_id)
}

/** The lead's number (staff's, and the deliveries') from the reference the shopper was given. */
async function idOf(reference: string): Promise<string> {
  const { docs } = await payload.find({ collection: 'lead-inbox', where: { reference: { equals: reference } }, depth: 0, limit: 1 })
  expect(docs).toHaveLength(1)
  return String(docs[0].id)
}

const leadById = async (id: string) => (await payload.findByID({ collection: 'lead-inbox', id, depth: 0 })) as any

/** Runs the queue until no lead job is left; backoff waits are skipped by making retries due now. */
async function drain(maxRounds = 40) {
  const pool = testPool()
  try {
    for (let i = 0; i < maxRounds; i++) {
      const { rowCount } = await pool.query(
        `UPDATE payload_jobs SET wait_until = now() - interval '1 second' WHERE queue = 'leads' AND completed_at IS NULL AND has_error IS NOT TRUE`,
      )
      if (!rowCount) return
      await runLeadDeliveries()
    }
  } finally {
    await pool.end()
  }
}

beforeAll(async () => {
  ;({ payload } = await testPayload())
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          mails.push(mail)
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  const smtpPort = (smtp.server.address() as AddressInfo).port
  setMailSender(smtpSender(`smtp://127.0.0.1:${smtpPort}`))

  http = createServer((req, res) => {
    let body = ''
    req.on('data', (c) => (body += c))
    req.on('end', () => {
      if (req.url === '/crm') {
        crm.push({ key: req.headers['idempotency-key'] as string, body })
        if (crmFailures > 0) {
          crmFailures--
          res.writeHead(503).end('busy')
          return
        }
      } else {
        hooks.push({ body, signature: (req.headers['x-lead-signature'] as string) ?? null })
      }
      res.writeHead(200).end('ok')
    })
  })
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`
  // Leads other test files left queued belong to those tests: this file counts only its own deliveries.
  const pool = testPool()
  await pool.query(`DELETE FROM payload_jobs WHERE queue = 'leads'`).finally(() => pool.end())
  const tenant = await tenantBySlug(payload, 'harbour-city-motors')
  harbourDelivery = { id: tenant.id, leadDelivery: tenant.leadDelivery }
  await payload.update({
    collection: 'tenants',
    id: tenant.id,
    overrideAccess: true,
    data: {
      leadDelivery: {
        emails: ['sales@harbour.example'],
        routes: [],
        crmUrl: `${base}/crm`,
        webhookUrl: `${base}/hook`,
        webhookSecret: SECRET,
      },
    } as never,
  })
})

afterAll(async () => {
  // Later files see Harbour City as the demo has it (e-mail only), not with this file's CRM.
  if (harbourDelivery)
    await payload.update({
      collection: 'tenants',
      id: harbourDelivery.id,
      overrideAccess: true,
      data: { leadDelivery: harbourDelivery.leadDelivery } as never,
    })
  setMailSender(null)
  await new Promise<void>((resolve) => smtp?.close(() => resolve()))
  await new Promise<void>((resolve) => http?.close(() => resolve()))
})

beforeEach(() => {
  mails.length = 0
  crm.length = 0
  hooks.length = 0
  crmFailures = 0
})

describe('lead delivery', () => {
  test('stored with its job in one go; delivered once by e-mail (ADF attached), CRM and signed webhook', async () => {
    const id = await sendLead('deliver-once@example.com')
    const jobs = await payload.find({ collection: 'payload-jobs', where: { 'input.leadId': { equals: id } }, depth: 0 })
    expect(jobs.totalDocs).toBe(1)
    expect((await leadById(id)).delivery.status).toBe('pending')

    await drain()
    expect(mails).toHaveLength(1)
    const [mail] = mails
    expect(mail.subject).toBe('Contact Us: Mia Chen')
    expect(mail.messageId).toBe(`<lead-${id}@harbour-city-motors.localhost>`)
    expect(mail.text).toContain('Please call me about finance & trade-in <soon>')
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('sales@harbour.example')
    const attachment = mail.attachments.find((a) => a.filename === `lead-${id}.adf.xml`)!
    expect(attachment.contentType).toBe('application/xml')
    const adf = attachment.content.toString('utf8')
    expect(adf).toContain('<?adf version="1.0"?>')
    expect(adf).toContain(`<id sequence="1" source="harbour-city-motors">${id}</id>`)
    expect(adf).toContain('finance &amp; trade-in &lt;soon&gt;')

    expect(crm).toEqual([{ key: `lead-${id}`, body: adf }])
    expect(hooks).toHaveLength(1)
    expect(verifyWebhook(SECRET, hooks[0].body, hooks[0].signature, Math.floor(Date.now() / 1000))).toBe(true)
    expect(JSON.parse(hooks[0].body)).toMatchObject({
      event: 'lead.created',
      lead: { lead_id: id, email: 'deliver-once@example.com', last_name: 'Chen' },
    })
    expect((await leadById(id)).delivery).toMatchObject({
      status: 'delivered',
      attempts: 1,
      emailAt: expect.any(String),
      crmAt: expect.any(String),
    })
  })

  test('the CRM failing 3 times then recovering: retried, delivered once, the e-mail not repeated', async () => {
    crmFailures = 3
    const id = await sendLead('crm-flaky@example.com')
    await runLeadDeliveries()
    // The retry waits (exponential backoff, 30 s first); drain() below makes it due at once.
    const [job] = (await payload.find({ collection: 'payload-jobs', where: { 'input.leadId': { equals: id } }, depth: 0 })).docs as any[]
    expect(new Date(job.waitUntil).getTime() - Date.now()).toBeGreaterThan(20_000)
    expect((await leadById(id)).delivery).toMatchObject({ status: 'retrying', attempts: 1 })
    await drain()
    expect(crm.map((c) => c.key)).toEqual([`lead-${id}`, `lead-${id}`, `lead-${id}`, `lead-${id}`])
    expect(mails).toHaveLength(1)
    expect(hooks).toHaveLength(1)
    expect((await leadById(id)).delivery).toMatchObject({ status: 'delivered', attempts: 4, lastError: null })
  })

  test('a CRM that never answers: marked failed after the last attempt (the dead letter), no more tries', async () => {
    crmFailures = 1000
    const id = await sendLead('crm-down@example.com')
    await drain()
    expect(crm).toHaveLength(DELIVERY_ATTEMPTS)
    const lead = await leadById(id)
    expect(lead.delivery).toMatchObject({ status: 'failed', attempts: DELIVERY_ATTEMPTS })
    expect(lead.delivery.lastError).toContain('503')
    expect(mails).toHaveLength(1)

    // Staff resend it once the CRM is back: only the CRM is sent again.
    crmFailures = 0
    const { config } = await testPayload()
    const editorB = restClient(config, await login(config, editorEmail('southern-cross-auto-group'), TEST_PASSWORD))
    expect((await editorB.post(`lead-inbox/${id}/resend`, {})).status).toBe(404)
    const editorA = restClient(config, await login(config, editorEmail('harbour-city-motors'), TEST_PASSWORD))
    const resent = await editorA.post(`lead-inbox/${id}/resend`, {})
    expect(resent.status).toBe(202)
    await drain()
    expect((await leadById(id)).delivery).toMatchObject({ status: 'delivered', attempts: 1, lastError: null })
    expect(crm).toHaveLength(DELIVERY_ATTEMPTS + 1)
    expect(mails).toHaveLength(1)
    expect((await restClient(config).post(`lead-inbox/${id}/resend`, {})).status).toBe(401)
  })

  test('a job left "processing" by a killed process is picked up again and the lead delivered once', async () => {
    const id = await sendLead('killed-mid-run@example.com')
    const pool = testPool()
    try {
      await pool.query(
        `UPDATE payload_jobs SET processing = true, updated_at = now() - interval '10 minutes' WHERE input->>'leadId' = $1`,
        [id],
      )
    } finally {
      await pool.end()
    }
    await drain()
    expect((await leadById(id)).delivery.status).toBe('delivered')
    expect(crm.filter((c) => c.key === `lead-${id}`)).toHaveLength(1)
  })

  test('overlapping delivery runs never hand one lead to two of them (the jobs are claimed atomically)', async () => {
    const ids = await Promise.all(Array.from({ length: 12 }, (_, i) => sendLead(`overlap-${i}@example.com`)))
    await Promise.all(Array.from({ length: 6 }, () => runLeadDeliveries()))
    await drain()
    const keys = crm.map((c) => c.key)
    expect(keys.sort()).toEqual(ids.map((id) => `lead-${id}`).sort())
    expect(mails).toHaveLength(12)
    for (const id of ids) expect((await leadById(id)).delivery).toMatchObject({ status: 'delivered', attempts: 1 })
  })

  test('spam is stored, never queued and never delivered', async () => {
    const response = await handleLeadRequest(
      new Request(`http://${HARBOUR}/api/leads`, {
        method: 'POST',
        headers: { host: HARBOUR, 'content-type': 'application/json' },
        body: JSON.stringify({
          form: 'contact',
          name: 'B',
          last_name: 'Ot',
          email: 'bot@spam.example',
          phone: '0412345678',
          postcode: '2000',
          message: 'x',
          company_website: 'x',
        }),
      }),
      deps,
    )
    const lead_id = await idOf((await response.json()).lead_id)
    await drain()
    expect((await payload.find({ collection: 'payload-jobs', where: { 'input.leadId': { equals: lead_id } } })).totalDocs).toBe(0)
    expect((await leadById(lead_id)).delivery.status).toBe('spam')
    expect(mails.concat()).toHaveLength(0)
  })
})

describe('what reaches the dealer', () => {
  test("every form: each answer the shopper gave is in the e-mail (text and HTML), the CRM's ADF (valid ADF 1.0) and the webhook", async () => {
    const harbour = (await getTenantByHost(HARBOUR))!
    const dealerships = harbour.inventory.dealerships
    const car: LeadCar = {
      id: 'car-72',
      slug: 'car-72',
      name: '2021 Toyota Corolla Ascent',
      stockNumber: 'HC72',
      make: 'Toyota',
      model: 'Corolla',
      carType: 'used',
      dealershipSlug: dealerships[0],
      distributionLocations: ['Harbour City Parramatta'],
    }
    const withCar: LeadRouteDeps = { ...deps, findCar: async () => car, bookingSlots: async () => null }
    const sent: { kind: LeadForm; id: string; fields: string[] }[] = []
    for (const kind of LEAD_FORMS) {
      const carSlug = kind === 'contact' || kind === 'careers' || kind === 'service' ? undefined : car.slug
      const { body, fields } = fullLeadBody(kind, {
        dealerships,
        now: new Date(),
        carSlug,
        distributionLocations: car.distributionLocations,
      })
      const response = await handleLeadRequest(
        new Request(`http://${HARBOUR}/api/leads`, {
          method: 'POST',
          headers: { host: HARBOUR, 'content-type': 'application/json' },
          body: JSON.stringify({ ...body, email: `every-${kind}@example.com`, started_at: String(Date.now() - 60_000) }),
        }),
        withCar,
      )
      expect(response.status, kind).toBe(201)
      sent.push({ kind, id: await idOf((await response.json()).lead_id), fields })
    }
    await drain()
    for (const { kind, id, fields } of sent) {
      const mail = mails.find((m) => m.messageId === `<lead-${id}@harbour-city-motors.localhost>`)!
      const adf = crm.find((c) => c.key === `lead-${id}`)!.body
      expect(adfDtdErrors(adf), kind).toBe('')
      // The vendor (the dealer) is reachable: its lead address and its phone for used cars, from the site's settings.
      expect(adf, kind).toContain('<email>sales@harbour.example</email>')
      const answers = leadAnswers(await leadById(id))
      for (const field of fields)
        expect(
          answers.map((a) => a.field),
          `${kind}: ${field}`,
        ).toContain(field)
      // The webhook carries the same list beside its own fields.
      const hook = hooks.map((h) => JSON.parse(h.body).lead).find((l) => l.lead_id === id)
      expect(hook.answers, kind).toEqual(answers.map(({ field, label, value }) => ({ field, label, value })))
      for (const { label, value } of answers)
        for (const line of value.split('\n')) {
          expect(mail.text, `${kind} ${label} (text)`).toContain(line)
          expect(mail.html || '', `${kind} ${label} (html)`).toContain(escapeMarkup(line))
          expect(adf, `${kind} ${label} (ADF)`).toContain(escapeMarkup(line))
        }
    }
  })

  test('the e-mail: text and HTML parts, Reply-To the shopper, no control characters or bidi overrides, no forged lines', async () => {
    const id = await sendLead('reply-here@example.com', {
      name: 'Mia\u202Egnp.exe',
      last_name: 'Chen\nEmail: evil@attacker.example',
      message: 'Hello <b>there</b>\u0007\nPhone: 0400 000 000',
    })
    await drain()
    const mail = mails.find((m) => m.messageId === `<lead-${id}@harbour-city-motors.localhost>`)!
    expect(mail.replyTo?.value.map((a) => a.address)).toEqual(['reply-here@example.com'])
    expect(mail.subject).toBe('Contact Us: Miagnp.exe Chen Email: evil@attacker.example')
    const lines = mail.text!.split('\n')
    expect(lines.filter((l) => /^(Email|Phone):/.test(l))).toEqual(['Email: reply-here@example.com', 'Phone: 0412 345 678'])
    expect(mail.text).not.toMatch(/[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/)
    expect(mail.html).toContain('Hello &lt;b&gt;there&lt;/b&gt;')
    expect(mail.html).not.toContain('<b>there')
    expect(mail.html).not.toMatch(/[\u202A-\u202E\u2066-\u2069\u0007]/)
  })
})

describe('the inbox: export and retention', () => {
  test('CSV export: the editor’s own dealer’s leads only, formula-safe', async () => {
    await sendLead('export-me@example.com', { message: '=HYPERLINK("http://evil.example")' })
    const { config } = await testPayload()
    const editorA = restClient(config, await login(config, editorEmail('harbour-city-motors'), TEST_PASSWORD))
    const res = await editorA.get('lead-inbox/export.csv')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/csv')
    const csv = res.json.raw as string
    expect(csv.split('\r\n')[0]).toContain('"Received","Status","Form"')
    expect(csv).toContain('"export-me@example.com"')
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`)
    const editorB = restClient(config, await login(config, editorEmail('southern-cross-auto-group'), TEST_PASSWORD))
    expect((await editorB.get('lead-inbox/export.csv')).json.raw).not.toContain('export-me@example.com')
    expect((await restClient(config).get('lead-inbox/export.csv')).status).toBe(401)
  })

  test('retention: details of leads older than the dealer’s months are erased; newer ones kept', async () => {
    const oldId = await sendLead('old-lead@example.com')
    const newId = await sendLead('new-lead@example.com')
    const pool = testPool()
    try {
      await pool.query(`UPDATE lead_inbox SET created_at = now() - interval '25 months' WHERE id = $1`, [oldId])
    } finally {
      await pool.end()
    }
    const erased = await eraseExpiredLeads(await createLocalReq({}, payload))
    expect(erased).toBeGreaterThanOrEqual(1)
    expect(await leadById(oldId)).toMatchObject({
      name: 'Erased',
      email: 'erased@erased.invalid',
      message: null,
      erasedAt: expect.any(String),
    })
    expect(await leadById(newId)).toMatchObject({ email: 'new-lead@example.com', erasedAt: null })
  })
})
