// Every search for cards retrieves only cardAttributes (CARD_ATTRIBUTES, with only the site's
// lender's CARD_LENDER_FIELDS of finance_lenders): a card built from those attributes must be the
// card built from the whole search record, for every kind of demo stock, every card switch, every
// lender rule and a lender key the stock lacks. (search-card.test.ts checks the list against the types.)
import { describe, expect, it } from 'vitest'
import { DEMO_TENANTS } from '@/tenants/demo'
import { cardContext } from '@/src/domain/inventory/card-context'
import { CARD_FEATURES, type CardContext, type CardHit, cardAttributes, searchCardView } from '@/src/domain/inventory/search-card'
import { LENDER_KINDS } from '@/src/domain/finance/constants'
import { toSearchRecord } from '@/src/domain/inventory/search-record'
import { parseTenantConfig } from '@/src/domain/tenant/tenant-config'
import { retrieve } from '@/src/search/engine/respond'
import { generatedVehicles } from '../helpers/inventory'

function tenantWith(overrides: Record<string, unknown>) {
  const parsed = parseTenantConfig({ id: 1, slug: 'harbour', name: 'Harbour', domains: ['harbour.localhost'], ...overrides })
  if (!parsed.ok) throw new Error(parsed.error)
  return cardContext(parsed.tenant)
}

/** A plain site whose finance settings differ as given. */
function withFinance(finance: Partial<CardContext['finance']>): CardContext {
  const plain = tenantWith({})
  return { ...plain, finance: { ...plain.finance, ...finance } }
}

describe('cardAttributes, what every card search retrieves', () => {
  // The demo stock of a car dealer and a caravan dealer, as the search index holds it.
  const now = new Date('2026-11-22T00:00:00Z')
  const records = [
    ...generatedVehicles({ dealership: 'harbour-city-motors', count: 300, now }),
    ...generatedVehicles({ dealership: 'red-centre-caravans', count: 80, now, kind: 'caravans' }),
  ].map((vehicle) => toSearchRecord(vehicle, now) as unknown as CardHit & Record<string, unknown>)
  // What the search engine answers for a card search on the site (respond.ts).
  const retrieved = (record: Record<string, unknown>, ctx: CardContext) =>
    retrieve(record, cardAttributes(ctx.finance.lenderKey)) as unknown as CardHit
  const everyCardFeature = Object.fromEntries(CARD_FEATURES.filter((f) => f !== 'buyOnlinePath').map((f) => [f, true]))
  const contexts = [
    ...DEMO_TENANTS.map((t) => tenantWith(t as Record<string, unknown>)),
    tenantWith({ features: everyCardFeature, inventory: { certifiedMake: 'Toyota' }, reservation: { depositAmount: 500 } }),
    tenantWith({ features: { watchlist: true } }),
    tenantWith({ features: { favourites: true } }),
    // Each lender rule reads its own figures (eligibility.ts); a lender the stock lacks leaves the quote alone.
    ...LENDER_KINDS.map((lenderKind) => withFinance({ lenderKind })),
    withFinance({ lenderKey: 'lender-we-lack' }),
  ]

  it('builds the same card from the retrieved attributes as from the whole record', () => {
    expect(records.length).toBe(380)
    for (const ctx of contexts) {
      for (const record of records) expect(searchCardView(retrieved(record, ctx), ctx, now)).toEqual(searchCardView(record, ctx, now))
    }
    // About 4,000 cards compared: 2 s alone, over 6 s on a busy 2-core machine.
  }, 30_000)

  it('is tested on cards that show every part, and leaves most of the record behind', () => {
    const views = contexts.flatMap((ctx) => records.map((r) => searchCardView(r, ctx, now)))
    expect(views.some((v) => v.finance !== null)).toBe(true)
    expect(new Set(views.map((v) => v.action.kind))).toEqual(new Set(['enquire', 'reserve', 'test-drive', 'find-similar']))
    expect(new Set(views.map((v) => v.save?.mode))).toEqual(new Set([undefined, 'browser', 'garage', 'browser-then-garage']))
    expect(new Set(views.map((v) => v.tag.kind)).size).toBeGreaterThanOrEqual(5)
    expect(new Set(views.map((v) => v.strip.kind))).toEqual(new Set(['details', 'similar']))
    const bytes = (value: unknown) => JSON.stringify(value).length
    const whole = records.reduce((sum, r) => sum + bytes(r), 0)
    const kept = records.reduce((sum, r) => sum + bytes(retrieved(r, contexts[0])), 0)
    expect(kept / whole).toBeLessThan(0.8)
    // Of the lender's entry, only the figures a card reads.
    const lenders = records.filter((r) => r.finance_lenders?.default)
    expect(lenders.length).toBeGreaterThan(100)
    for (const r of lenders) {
      const entry = (retrieved(r, contexts[0]).finance_lenders?.default ?? {}) as Record<string, unknown>
      expect(Object.keys(entry).sort()).toEqual(['comparisonRate', 'interestRate', 'paymentMonth', 'paymentWeek'])
    }
  })
})
