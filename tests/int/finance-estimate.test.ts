// A dealer's finance settings, saved in the admin, decide the estimate every page shows for the same
// stored car: its lender kind and exclusions travel from the Tenants row (read as the site reads it,
// getTenantByHost) through the one finance rule to the car page's teaser and calculator and to the
// cards of a Search grid. And the Budget finder's lower limit and cap are the site's own live stock.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { loadCar } from '@/src/app/(site)/[host]/cars/[slug]/load'
import { getTenantByHost } from '@/src/cms/tenants'
import { BUDGET_MIN_PRICE_EXCLUSIVE } from '@/src/domain/finance/budget'
import { financeEstimate } from '@/src/domain/finance/estimate'
import { financeSettingsFromTenant } from '@/src/domain/finance/tenant-settings'
import { cardContext } from '@/src/domain/inventory/card-context'
import { searchCardView } from '@/src/domain/inventory/search-card'
import { type SearchRecord, objectIdOf } from '@/src/domain/inventory/search-record'
import type { FinanceConfig } from '@/src/domain/tenant/finance-config'
import { sharedInventoryDb } from '@/src/search/engine/postgres/pool'
import { deleteVehicles } from '@/src/search/engine/postgres/store'
import { inventoryChanged } from '@/src/search/engine/inventory-changes'
import { loadStockBlocks } from '@/src/search/server'
import { visibleTo } from '../helpers/demo-stock'
import { generatedVehicles, loadVehicles } from '../helpers/inventory'
import { testPayload } from '../helpers/payload'

const DEALERSHIP = 'lender-rules-motors'
const HOST = 'lender-rules-motors.localhost'

let payload: Payload
let tenantId: number | string
let records: SearchRecord[]
/** A 2013 BMW with the site lender's figures, and a 2022 one. */
let oldBmw: SearchRecord
let youngBmw: SearchRecord

beforeAll(async () => {
  ;({ payload } = await testPayload())
  const tenant = await payload.create({
    collection: 'tenants',
    data: { name: 'Lender Rules Motors', slug: DEALERSHIP, domains: [{ domain: HOST }], inventory: { dealerships: [DEALERSHIP] } },
  })
  tenantId = tenant.id
  const now = new Date()
  const stock = generatedVehicles({ dealership: DEALERSHIP, count: 40, now, seed: 'lender-rules' }).map((v) => ({
    ...v,
    status: 'in_stock' as const,
    sold_date: undefined,
    show_on_dealer_website: true,
  }))
  const financed = stock.filter((v) => v.finance_lenders?.default && (v.price ?? 0) > 5000)
  const bmw = (v: (typeof stock)[number], year: number) => ({ ...v, make: 'BMW', model: '3 Series', year, youxQuote: undefined })
  const [a, b] = [bmw(financed[0], 2013), bmw(financed[1], 2022)]
  records = await loadVehicles(sharedInventoryDb(), [a, b, ...stock.filter((v) => v !== financed[0] && v !== financed[1])], now)
  inventoryChanged()
  oldBmw = records.find((r) => r.objectID === objectIdOf(DEALERSHIP, a.id))!
  youngBmw = records.find((r) => r.objectID === objectIdOf(DEALERSHIP, b.id))!
  expect([oldBmw.year, youngBmw.year]).toEqual([2013, 2022])
})

afterAll(async () => {
  const db = sharedInventoryDb()
  if (records)
    await deleteVehicles(
      db.pool,
      db,
      records.map((r) => r.objectID),
    )
  inventoryChanged()
  if (tenantId !== undefined) await payload.delete({ collection: 'tenants', id: tenantId })
})

/** Saves the dealer's finance settings as the admin does, then reads the site as a page does. */
async function dealerChooses(finance: Partial<FinanceConfig>) {
  await payload.update({ collection: 'tenants', id: tenantId, data: { finance } })
  const tenant = (await getTenantByHost(HOST))!
  return { tenant, settings: financeSettingsFromTenant(tenant) }
}

async function weeklyOnCarPage(record: SearchRecord, settings: ReturnType<typeof financeSettingsFromTenant>) {
  const found = (await loadCar(HOST, record.slug))!
  const estimate = financeEstimate(found.car, settings, found.now)
  return { weekly: estimate?.weekly ?? null, calculatorStartsFromLender: estimate?.lender != null }
}

describe("the dealer's lender kind decides the estimate of the same car", () => {
  test('lender B (the loosest rule) shows the 2013 BMW a weekly estimate; lender A shows none, and its calculator starts from the price', async () => {
    const loose = await dealerChooses({ lenderKind: 'lender-b', estimateExcludedMakes: [], estimatesOff: false })
    expect(loose.settings.lenderKind).toBe('lender-b')
    const lenderWeekly = Math.ceil(Number(oldBmw.finance_lenders?.default?.paymentWeek))
    expect(await weeklyOnCarPage(oldBmw, loose.settings)).toEqual({ weekly: lenderWeekly, calculatorStartsFromLender: true })

    const strict = await dealerChooses({ lenderKind: 'lender-a' })
    expect(strict.settings.lenderKind).toBe('lender-a')
    expect(await weeklyOnCarPage(oldBmw, strict.settings)).toEqual({ weekly: null, calculatorStartsFromLender: false })
    expect((await weeklyOnCarPage(youngBmw, strict.settings)).weekly).toBeGreaterThan(0)
  })

  test('the cards of a Search grid follow the same setting', async () => {
    const grid = { id: 'g', blockType: 'searchGrid', filter: { make: 'BMW' }, count: 6 }
    const cardsOf = async (finance: Partial<FinanceConfig>) => {
      const { tenant } = await dealerChooses(finance)
      const result = (await loadStockBlocks(HOST, [grid])).g
      if (result.kind !== 'grid' || !result.hits) throw new Error('expected grid hits')
      const now = new Date()
      return Object.fromEntries(result.hits.map((hit) => [hit.year, searchCardView(hit, cardContext(tenant), now).finance?.weekly ?? null]))
    }
    const loose = await cardsOf({ lenderKind: 'lender-b' })
    expect(loose[2013]).toBeGreaterThan(0)
    expect(loose[2022]).toBeGreaterThan(0)
    const strict = await cardsOf({ lenderKind: 'lender-a' })
    expect(strict[2013]).toBeNull()
    expect(strict[2022]).toBe(loose[2022])
  })

  test('exclusions: a make, a dealership, or estimates off for the site', async () => {
    for (const finance of [
      { lenderKind: 'lender-b' as const, estimateExcludedMakes: ['bmw'] },
      { estimateExcludedMakes: [], estimateExcludedDealerships: [DEALERSHIP] },
      { estimateExcludedDealerships: [], estimatesOff: true },
    ]) {
      const { settings } = await dealerChooses(finance)
      expect((await weeklyOnCarPage(youngBmw, settings)).weekly, JSON.stringify(finance)).toBeNull()
    }
    const { settings } = await dealerChooses({ estimatesOff: false })
    expect((await weeklyOnCarPage(youngBmw, settings)).weekly).toBeGreaterThan(0)
  })

  test('an unknown lender kind is refused on save and nothing is written', async () => {
    await expect(
      payload.update({ collection: 'tenants', id: tenantId, data: { finance: { lenderKind: 'lender-z' as never } } }),
    ).rejects.toThrow()
    expect((await getTenantByHost(HOST))!.finance.lenderKind).toBe('lender-b')
  })
})

describe("the Budget finder's bounds are the site's live stock priced above $1,000", () => {
  test('the cheapest and the dearest of those cars, never another dealer’s', async () => {
    const tenant = (await getTenantByHost(HOST))!
    const counted = records
      .filter(visibleTo(tenant))
      .map((r) => r.price ?? 0)
      .filter((price) => price > BUDGET_MIN_PRICE_EXCLUSIVE)
    expect(counted.length).toBeGreaterThan(10)
    const result = (await loadStockBlocks(HOST, [{ id: 'b', blockType: 'budgetFinder' }])).b
    expect(result).toEqual({ kind: 'prices', prices: { min: Math.min(...counted), max: Math.max(...counted) } })
  })

  test('a site whose stock has no car priced above $1,000: no bounds, so every budget finds none', async () => {
    await payload.update({ collection: 'tenants', id: tenantId, data: { inventory: { dealerships: ['lender-rules-empty-yard'] } } })
    const result = (await loadStockBlocks(HOST, [{ id: 'b', blockType: 'budgetFinder' }])).b
    expect(result).toEqual({ kind: 'prices', prices: null })
  })
})
