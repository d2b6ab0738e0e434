import { describe, expect, test } from 'vitest'
import { FEATURE_KEYS, type FeatureKey } from '@/src/domain/tenant/features'
import { DEMO_TENANTS } from '@/tenants/demo'
import { switchShowcase } from './switch-showcase'

const now = new Date('2026-12-07T00:00:00Z')
const rows = switchShowcase(now)
const featuresOf = (slug: string) =>
  ((DEMO_TENANTS as { tenant: { slug: string; features?: Record<string, boolean> } }[]).find((t) => t.tenant.slug === slug)?.tenant
    .features ?? {}) as Record<string, boolean>

/** The switches the demo dealers used to leave off; the motorcycle dealer shows each. */
const ONCE_OFF_EVERYWHERE: FeatureKey[] = [
  'buyOnlinePath',
  'certifiedOnlyFacet',
  'randomPromoPosition',
  'unregisteredText',
  'spinAutoRotate',
  'phoneStartsRevealed',
  'hideTestDriveForComingSoon',
  'financeAmountCapFromPrice',
  'monthlyOnlyFinance',
  'chatInsteadOfEnquire',
]

describe('switches on show (the demo index)', () => {
  test('lists every switch once, in the admin’s order', () => {
    expect(rows.map((r) => r.key)).toEqual(FEATURE_KEYS)
  })

  test('every switch is on for some demo dealer and has a page of it to look at', () => {
    expect(rows.filter((r) => !r.site || !r.path).map((r) => r.key)).toEqual([])
  })

  test.each(rows.map((r) => [r.key, r] as const))('%s is really on for the dealer it links to', (key, row) => {
    expect(featuresOf(row.site!.slug)[key]).toBe(true)
    expect(row.path).toMatch(/^\/[\w/?=-]*$/)
  })

  test('the switches no demo dealer used to have link to the motorcycle dealer (or the one that already had it)', () => {
    const shown = Object.fromEntries(rows.map((r) => [r.key, r.site?.slug]))
    expect(ONCE_OFF_EVERYWHERE.filter((key) => shown[key] !== 'coastline-motorcycles')).toEqual(['financeAmountCapFromPrice'])
    expect(shown.financeAmountCapFromPrice).toBe('harbour-city-motors')
  })

  test('a switch that needs a particular car links to one that has what it needs', () => {
    const path = (key: FeatureKey) => rows.find((r) => r.key === key)!.path!
    expect(path('unregisteredText')).toMatch(/^\/cars\/20\d\d-[a-z0-9-]+-1\d{5}$/)
    expect(path('hideTestDriveForComingSoon')).toMatch(/^\/cars\//)
    expect(path('spinAutoRotate')).toMatch(/^\/cars\/\d{4}-/)
    expect(path('priceComparison')).toMatch(/^\/cars\/\d{4}-/)
  })

  test('is the same for the same day (a pure function of the date)', () => {
    expect(switchShowcase(now)).toEqual(rows)
  })
})
