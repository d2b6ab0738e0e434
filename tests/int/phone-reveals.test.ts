// POST /api/cars/{slug}/phone-reveal on the demo stock: each reveal stored with the ids the page
// reported, countable per car; bad input a 400 with a readable message, another dealer's car a
// 404, and neither writes a row.
import { beforeAll, describe, expect, test } from 'vitest'
import { createPhoneRevealHandler } from '@/src/api/phone-reveals'
import { POST } from '@/src/app/api/cars/[slug]/phone-reveal/route'
import { getTenantByHost } from '@/src/cms/tenants'
import { carAnalytics } from '@/src/domain/analytics/car'
import type { SearchRecord } from '@/src/domain/inventory/search-record'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { phoneRevealPath, phoneRevealReport } from '@/src/domain/vehicle-detail/phone-reveal-report'
import { findCarBySlug, phoneReveals, recordPhoneReveal } from '@/src/search/engine'
import { sharedInventoryDb } from '@/src/search/engine/postgres/pool'
import { table } from '@/src/search/engine/postgres/schema'
import { GROUP, HARBOUR, loadDemoStock, visibleTo } from '../helpers/demo-stock'

const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36'
const AT = new Date('2026-11-23T01:00:00Z')
let harbour: TenantConfig
let group: TenantConfig
let records: SearchRecord[]

const handler = createPhoneRevealHandler({ findTenant: getTenantByHost, findCar: findCarBySlug, record: recordPhoneReveal, now: () => AT })

/** What the vehicle page sends for this car on this site. */
const reportOf = (car: SearchRecord, site: TenantConfig) => phoneRevealReport(carAnalytics(car, site.id))

async function reveal(host: string, slug: string, body: unknown, options: { agent?: string; raw?: string } = {}) {
  const request = new Request(`http://${host}${phoneRevealPath(slug)}`, {
    method: 'POST',
    headers: { host, 'user-agent': options.agent ?? BROWSER, 'content-type': 'application/json' },
    body: options.raw ?? JSON.stringify(body),
  })
  const response = await handler(request, slug)
  return { status: response.status, body: await response.json() }
}

const countOf = async (car: SearchRecord) => (await phoneReveals([car.objectID])).get(car.objectID)!
const totalRows = async () => {
  const db = sharedInventoryDb()
  return (await db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table(db, 'phone_reveals')}`)).rows[0].n
}

beforeAll(async () => {
  ;({ harbour, group, records } = await loadDemoStock())
})

describe('phone reveals', () => {
  test('each reveal is stored with its car, dealership and site, and counted per car', async () => {
    const [car, other] = records.filter((r) => visibleTo(harbour)(r) && !r.sold)
    const before = await phoneReveals([car.objectID, other.objectID])
    expect(await reveal(HARBOUR, car.slug, reportOf(car, harbour))).toEqual({ status: 201, body: { recorded: true } })
    expect(await reveal(HARBOUR, car.slug, reportOf(car, harbour))).toEqual({ status: 201, body: { recorded: true } })
    const after = await phoneReveals([car.objectID, other.objectID])
    expect(after.get(car.objectID)).toBe(before.get(car.objectID)! + 2)
    expect(after.get(other.objectID), "another car's count is its own").toBe(before.get(other.objectID))

    const db = sharedInventoryDb()
    const { rows } = await db.pool.query(
      `SELECT car_id, dealership_slug, dealership_id, website_id, revealed_at FROM ${table(db, 'phone_reveals')}
       WHERE object_id = $1 ORDER BY id DESC LIMIT 1`,
      [car.objectID],
    )
    expect(rows[0]).toEqual({
      car_id: car.id,
      dealership_slug: car.dealership_slug,
      dealership_id: car.dealership_id ?? null,
      website_id: String(harbour.id),
      revealed_at: AT,
    })
  })

  test("another site's car revealed there is stored with that site's id", async () => {
    const theirs = records.find((r) => visibleTo(group)(r) && !visibleTo(harbour)(r) && !r.sold)!
    const before = await countOf(theirs)
    expect((await reveal(GROUP, theirs.slug, reportOf(theirs, group))).status).toBe(201)
    const db = sharedInventoryDb()
    const { rows } = await db.pool.query(
      `SELECT website_id FROM ${table(db, 'phone_reveals')} WHERE object_id = $1 ORDER BY id DESC LIMIT 1`,
      [theirs.objectID],
    )
    expect(rows[0].website_id).toBe(String(group.id))
    expect(String(group.id)).not.toBe(String(harbour.id))
    expect(await countOf(theirs)).toBe(before + 1)
  })

  test("another dealer's car, an unknown slug and an unknown site are 404s and store nothing", async () => {
    const theirs = records.find((r) => visibleTo(group)(r) && !visibleTo(harbour)(r))!
    const rows = await totalRows()
    expect(await reveal(HARBOUR, theirs.slug, reportOf(theirs, harbour))).toMatchObject({
      status: 404,
      body: { error: expect.any(String) },
    })
    expect((await reveal(HARBOUR, theirs.slug, reportOf(theirs, group))).status).toBe(404)
    expect((await reveal(HARBOUR, 'no-such-car-1', reportOf(theirs, harbour))).status).toBe(404)
    expect((await reveal('nobody.localhost', theirs.slug, reportOf(theirs, group))).status).toBe(404)
    expect(await totalRows()).toBe(rows)
  })

  test('a report naming another car, dealership or site is a 400 saying which, and stores nothing', async () => {
    const [car, next] = records.filter((r) => visibleTo(harbour)(r) && !r.sold)
    const good = reportOf(car, harbour)
    const rows = await totalRows()
    for (const [body, message] of [
      [{ ...good, car_id: next.id }, /^car_id: /],
      [{ ...good, dealership_id: 'southern-cross-auto-group' }, /^dealership_id: /],
      [{ ...good, website_id: String(group.id) }, /^website_id: is not this site$/],
    ] as const) {
      const answer = await reveal(HARBOUR, car.slug, body)
      expect(answer.status).toBe(400)
      expect(answer.body.error).toMatch(message)
    }
    expect(await totalRows()).toBe(rows)
  })

  test('bad bodies are 4xx with a readable message and store nothing', async () => {
    const car = records.find((r) => visibleTo(harbour)(r) && !r.sold)!
    const good = reportOf(car, harbour)
    const rows = await totalRows()
    for (const [body, status, message] of [
      [{}, 400, /car_id: is required/],
      [{ ...good, car_id: 42 }, 400, /car_id: must be text/],
      [{ ...good, website_id: null }, 400, /website_id/],
      [[good], 400, /expected object/],
      [null, 400, /expected object/],
    ] as const) {
      const answer = await reveal(HARBOUR, car.slug, body)
      expect(answer.status, JSON.stringify(body)).toBe(status)
      expect(answer.body.error).toMatch(message)
    }
    expect((await reveal(HARBOUR, car.slug, null, { raw: '{"car_id":' })).body.error).toBe('The request body must be JSON.')
    expect((await reveal(HARBOUR, car.slug, null, { raw: JSON.stringify({ ...good, pad: 'x'.repeat(3000) }) })).status).toBe(413)
    expect(await totalRows()).toBe(rows)
  })

  test('bots and scripts are answered but not stored', async () => {
    const car = records.filter((r) => visibleTo(harbour)(r) && !r.sold)[2]
    const before = await countOf(car)
    for (const agent of ['Mozilla/5.0 (compatible; Googlebot/2.1)', 'curl/8.5.0', '']) {
      expect(await reveal(HARBOUR, car.slug, reportOf(car, harbour), { agent })).toEqual({ status: 200, body: { recorded: false } })
    }
    expect(await countOf(car)).toBe(before)
  })

  test('the route answers POST on the dealer host through the rate limit, and 405 to other methods', async () => {
    const car = records.filter((r) => visibleTo(harbour)(r) && !r.sold)[3]
    const before = await countOf(car)
    const url = `http://${HARBOUR}${phoneRevealPath(car.slug)}`
    const headers = { host: HARBOUR, 'user-agent': BROWSER, 'x-forwarded-for': '198.51.100.200' }
    const context = { params: Promise.resolve({ slug: car.slug }) }
    const response = await POST(new Request(url, { method: 'POST', headers, body: JSON.stringify(reportOf(car, harbour)) }), context)
    expect(response.status).toBe(201)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await countOf(car)).toBe(before + 1)
    const { GET } = await import('@/src/app/api/cars/[slug]/phone-reveal/route')
    const refused = GET()
    expect(refused.status).toBe(405)
    expect(refused.headers.get('allow')).toBe('POST')
  })
})
