import { beforeAll, describe, expect, test } from 'vitest'
import { GET } from '@/src/app/api/cars/[slug]/autogauge/route'
import { getTenantByHost } from '@/src/cms/tenants'
import { type ShowcaseRow, switchShowcase } from '@/src/demo/site/switch-showcase'
import { shouldShowPriceComparison } from '@/src/domain/inventory/price-comparison'
import { tenantInventoryFilter } from '@/src/domain/inventory/tenant-filter'
import { findRecordBySlug } from '@/src/search/engine/postgres/lookup'
import { sharedInventoryDb } from '@/src/search/engine/postgres/pool'
import { testPayload } from '../helpers/payload'

/** The demo index's "Switches on show" links, against the seeded demo sites and stock. */
let rows: ShowcaseRow[]
const now = new Date()

beforeAll(async () => {
  await testPayload()
  rows = switchShowcase(now)
})

describe('switches on show', () => {
  test('every car a switch links to is on that dealer’s site, with the switch on', async () => {
    const cars = rows.filter((r) => r.path?.startsWith('/cars/'))
    expect(cars.length).toBeGreaterThan(5)
    for (const row of cars) {
      const tenant = (await getTenantByHost(row.site!.domain))!
      expect(tenant.features[row.key], row.key).toBe(true)
      const slug = row.path!.slice('/cars/'.length)
      const found = await findRecordBySlug(sharedInventoryDb(), slug, tenantInventoryFilter(tenant, now))
      expect(found?.slug, `${row.key}: ${row.path}`).toBe(slug)
    }
  })

  test('the market price comparison link is to a car whose comparison the panel shows', async () => {
    const row = rows.find((r) => r.key === 'priceComparison')!
    const slug = row.path!.slice('/cars/'.length)
    const host = row.site!.domain
    const res = await GET(new Request(`http://${host}/api/cars/${slug}/autogauge`, { headers: { host } }), {
      params: Promise.resolve({ slug }),
    })
    expect(res.status).toBe(200)
    expect(shouldShowPriceComparison(await res.json())).toBe(true)
  })
})
