// Through the real route on the demo stock: a sample history report is drawn
// only for a car the visited site shows that links it, and requests are counted per IP.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { GET } from '@/src/app/api/inventory-files/[file]/route'
import type { SearchRecord } from '@/src/domain/inventory/search-record'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { type RateLimiter, createRateLimiter, setRateLimiter } from '@/src/lib/rate-limit'
import { HARBOUR, loadDemoStock, visibleTo } from '../helpers/demo-stock'

let harbour: TenantConfig
let group: TenantConfig
let records: SearchRecord[]
let limiter: RateLimiter

beforeAll(async () => {
  ;({ harbour, group, records } = await loadDemoStock())
  limiter = createRateLimiter({ databaseUrl: process.env.DATABASE_URL, policies: { historyReport: { points: 3 } } })
  setRateLimiter(limiter)
})

afterAll(async () => {
  setRateLimiter(null)
  await limiter.close()
})

let nextIp = 1
const get = (host: string, file: string, ip = `198.51.100.${nextIp++}`) =>
  GET(new Request(`http://${host}/api/inventory-files/${encodeURIComponent(file)}`, { headers: { host, 'x-forwarded-for': ip } }), {
    params: Promise.resolve({ file }),
  })

const fileName = (car: SearchRecord) => String(car.file).split('/').pop()!

describe('demo history reports', () => {
  test('a car the site shows with a report: its PDF, cacheable for a day', async () => {
    const car = records.find((r) => visibleTo(harbour)(r) && r.file?.startsWith('/api/inventory-files/history-'))!
    const response = await get(HARBOUR, fileName(car))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400, immutable')
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')
  })

  test('a well-formed stock number no car of the site has, or another site’s car: 404, not drawn', async () => {
    const stocks = new Set(records.map((r) => r.stocknum))
    const madeUp = ['HCM99999', 'ZZZ12345', 'SCAG1234567'].find((s) => !stocks.has(s))!
    const theirs = records.find((r) => visibleTo(group)(r) && !visibleTo(harbour)(r) && r.file?.startsWith('/api/inventory-files/history-'))
    const withoutReport = records.find((r) => visibleTo(harbour)(r) && !r.file && r.stocknum)!
    for (const file of [`history-${madeUp}.pdf`, `history-${withoutReport.stocknum}.pdf`, ...(theirs ? [fileName(theirs)] : [])]) {
      const response = await get(HARBOUR, file)
      expect(response.status, file).toBe(404)
      expect((await response.json()).error).toMatch(/no such file/)
    }
  })

  test('requests are counted per IP, made-up names too: 429 with Retry-After past the limit; the video is not counted', async () => {
    const ip = '203.0.113.77'
    for (let i = 0; i < 3; i++) expect((await get(HARBOUR, `history-HCM9999${i}.pdf`, ip)).status).toBe(404)
    const refused = await get(HARBOUR, 'history-HCM99990.pdf', ip)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await get(HARBOUR, 'walkaround.mp4', ip)).status).toBe(200)
    expect((await get(HARBOUR, 'history-HCM99990.pdf', '203.0.113.78')).status).toBe(404)
  })
})
