import { describe, expect, test } from 'vitest'
import { DELIVERY_ERRORS } from '@/src/domain/finance/delivery'
import { parseTenantConfig, type TenantConfig } from '@/src/domain/tenant/tenant-config'
import { handleDeliveryRequest } from './delivery-estimate'

function tenant(slug: string, domain: string, regions: unknown[]): TenantConfig {
  const parsed = parseTenantConfig({ id: slug, slug, name: slug, domains: [domain], finance: { deliveryRegions: regions } })
  if (!parsed.ok) throw new Error(parsed.error)
  return parsed.tenant
}

const SYDNEY = tenant('sydney-dealer', 'syd.localhost', [{ name: 'Sydney Metro', price: 0, postcodes: '2000-2234' }])
const DARWIN = tenant('darwin-dealer', 'drw.localhost', [{ name: 'Top End', price: 1450.5, postcodes: '0800-0899' }])
const findTenant = async (host: string) => [SYDNEY, DARWIN].find((t) => t.domains.includes(host)) ?? null

async function get(host: string, query: string) {
  const response = await handleDeliveryRequest(
    new Request(`http://internal/api/delivery-estimate${query}`, { headers: { host } }),
    findTenant,
  )
  return { status: response.status, json: await response.json() }
}

describe('GET /api/delivery-estimate (per-tenant region table)', () => {
  test.each([
    [
      'a postcode in the tenant’s table',
      'syd.localhost',
      '?postcode=2010',
      200,
      { ok: true, region: 'Sydney Metro', price: 0, postcode: '2010' },
    ],
    [
      'each tenant has its own table',
      'drw.localhost:3000',
      '?postcode=0810',
      200,
      { ok: true, region: 'Top End', price: 1450.5, postcode: '0810' },
    ],
    [
      'another tenant’s region is not offered',
      'drw.localhost',
      '?postcode=2010',
      200,
      { ok: false, error: 'noEstimate', message: DELIVERY_ERRORS.noEstimate },
    ],
    ['empty postcode', 'syd.localhost', '?postcode=', 400, { ok: false, error: 'empty', message: 'Please enter a postcode.' }],
    ['no postcode parameter', 'syd.localhost', '', 400, { ok: false, error: 'empty', message: 'Please enter a postcode.' }],
    ['malformed postcode', 'syd.localhost', '?postcode=20a0', 400, { ok: false, error: 'invalid', message: DELIVERY_ERRORS.invalid }],
  ])('%s', async (_name, host, query, status, json) => {
    expect(await get(host, query)).toEqual({ status, json })
  })

  test('unknown host is a 404 JSON answer', async () => {
    const { status, json } = await get('nobody.localhost', '?postcode=2000')
    expect(status).toBe(404)
    expect(json.error).toMatch(/No dealer site/)
  })

  // Every odd postcode is a 400 with the malformed-postcode message, never a 5xx.
  test.each([
    ['a percent-encoded NUL', '?postcode=%00'],
    ['an invalid UTF-8 escape', '?postcode=%ED%A0%80'],
    ['a lone %', '?postcode=20%'],
    ['a huge number', `?postcode=${'9'.repeat(5000)}`],
    ['full-width digits', '?postcode=%EF%BC%92%EF%BC%90%EF%BC%90%EF%BC%90'],
    ['a negative number', '?postcode=-200'],
    ['a fraction', '?postcode=2000.5'],
    ['exponent notation', '?postcode=2e3'],
  ])('%s is a 400 with the malformed-postcode message', async (_name, query) => {
    expect(await get('syd.localhost', query)).toEqual({
      status: 400,
      json: { ok: false, error: 'invalid', message: DELIVERY_ERRORS.invalid },
    })
  })
})
