import { describe, expect, test } from 'vitest'
import { type QuoteFigures, financeEstimateEligibility, isAvailable, isPurchasable, quoteIneligibility } from './eligibility'
import { financeSettings, type FinanceSettingsInput } from './settings'
import type { FinanceCar, FinanceLender } from './types'

const now = new Date('2026-03-15T00:00:00Z')
const lender: FinanceLender = { interestRate: 6.29, comparisonRate: 8.19, paymentWeek: 120, paymentMonth: 520 }
const car = (over: Partial<FinanceCar> = {}, l: FinanceLender | null = lender): FinanceCar => ({
  id: 7,
  year: 2020,
  make: 'Toyota',
  price: 25990,
  status: 'in_stock',
  dealership_slug: 'harbour-city-motors',
  finance_lenders: l ? { acme: l } : {},
  ...over,
})
const settings = (over: FinanceSettingsInput = {}) => financeSettings({ lenderKey: 'acme', ...over })

describe('financeEstimateEligibility common rules', () => {
  test.each<[string, FinanceCar, FinanceSettingsInput, string | true]>([
    ['eligible with a lender entry and both rates', car(), {}, true],
    ['no lender entry for the provider', car({ finance_lenders: { other: lender } }), {}, 'no-lender'],
    ['empty lender entry', car({}, {}), {}, 'no-lender'],
    ['no finance_lenders at all', car({ finance_lenders: null }), {}, 'no-lender'],
    ['interestRate null', car({}, { ...lender, interestRate: null }), {}, 'missing-rates'],
    ['comparisonRate null', car({}, { ...lender, comparisonRate: null }), {}, 'missing-rates'],
    ['excluded make (setting, any case)', car({ make: 'TOYOTA' }), { excludedMakes: ['toyota'] }, 'excluded-make'],
    ['excluded dealership slug (setting)', car(), { excludedDealershipSlugs: ['harbour-city-motors'] }, 'excluded-dealership'],
    ['flagged site (setting)', car(), { financeEstimateDisabled: true }, 'site-disabled'],
    ['lender B: available is enough', car({ price: 0 }), { lenderKind: 'lender-b' }, true],
    ['lender C: sold is not available', car({ status: 'sold' }), { lenderKind: 'lender-c' }, 'not-available'],
    ['coming_soon counts as available', car({ status: 'coming_soon' }), { lenderKind: 'lender-c' }, true],
  ])('%s', (_name, c, over, expected) => {
    const result = financeEstimateEligibility(c, settings(over), now)
    expect(result.eligible || result.reason).toBe(expected)
  })
})

describe('financeEstimateEligibility per lender kind', () => {
  test.each<[string, FinanceSettingsInput['lenderKind'], FinanceCar, string | true]>([
    ['lender A: 2015 is newer than 2026 − 12', 'lender-a', car({ year: 2015 }), true],
    ['lender A: 2014 is not newer than 2014', 'lender-a', car({ year: 2014 }), 'too-old'],
    ['lender A: price 500 is not above 500', 'lender-a', car({ price: 500 }), 'no-price'],
    ['lender A: price 501', 'lender-a', car({ price: 501 }), true],
    ['lender A: comparison rate 0 is not present', 'lender-a', car({}, { ...lender, comparisonRate: 0 }), 'no-comparison-rate'],
    ['lender A: sold car', 'lender-a', car({ status: 'sold' }), 'not-available'],
    ['manual: weekly payment present', 'manual', car(), true],
    ['manual: no weekly payment', 'manual', car({}, { ...lender, paymentWeek: null }), 'no-weekly-payment'],
    ['angle: price 500', 'angle', car({ price: 500 }), 'no-price'],
    ['power-train: coming soon with weekly payment', 'power-train', car({ status: 'coming_soon' }), true],
    ['manufacturer: monthly payment present', 'manufacturer', car({}, { ...lender, paymentWeek: null }), true],
    ['manufacturer: no monthly payment', 'manufacturer', car({}, { ...lender, paymentMonth: 0 }), 'no-monthly-payment'],
  ])('%s', (_name, kind, c, expected) => {
    const result = financeEstimateEligibility(c, settings({ lenderKind: kind }), now)
    expect(result.eligible || result.reason).toBe(expected)
  })

  test('lender A age moves with `now`', () => {
    const s = settings({ lenderKind: 'lender-a' })
    expect(financeEstimateEligibility(car({ year: 2014 }), s, new Date('2025-06-01T00:00:00Z')).eligible).toBe(true)
    expect(financeEstimateEligibility(car({ year: 2014 }), s, now).eligible).toBe(false)
  })

  test('an eligible result hands back the lender entry it used', () => {
    const result = financeEstimateEligibility(car(), settings(), now)
    expect(result.eligible && result.lender.paymentWeek).toBe(120)
  })
})

describe('quoteIneligibility: a quote read by the same rules', () => {
  const quote: QuoteFigures = { weeklyRepaymentAmount: 110, comparisonRate: 8.5, advertisedRate: 7.2 }
  test.each<[string, FinanceCar, QuoteFigures, FinanceSettingsInput, string | null]>([
    ['lender B: available and priced', car({}, null), quote, {}, null],
    ['price 500 is not above 500, whatever the kind', car({ price: 500 }, null), quote, {}, 'no-price'],
    ['flagged site', car({}, null), quote, { financeEstimateDisabled: true }, 'site-disabled'],
    ['excluded make', car({}, null), quote, { excludedMakes: ['toyota'] }, 'excluded-make'],
    ['excluded dealership', car({}, null), quote, { excludedDealershipSlugs: ['Harbour-City-Motors'] }, 'excluded-dealership'],
    ['lender A: too old', car({ year: 2014 }, null), quote, { lenderKind: 'lender-a' }, 'too-old'],
    [
      'lender A: the quote’s comparison rate',
      car({}, null),
      { ...quote, comparisonRate: undefined },
      { lenderKind: 'lender-a' },
      'no-comparison-rate',
    ],
    [
      'manual: the quote’s weekly figure',
      car({}, null),
      { ...quote, weeklyRepaymentAmount: 0 },
      { lenderKind: 'manual' },
      'no-weekly-payment',
    ],
    ['manufacturer: a quote has no monthly figure', car({}, null), quote, { lenderKind: 'manufacturer' }, 'no-monthly-payment'],
  ])('%s', (_name, c, q, over, expected) => {
    expect(quoteIneligibility(c, q, settings(over), now)).toBe(expected)
  })
})

describe('isAvailable and isPurchasable', () => {
  test.each([
    ['in_stock', true],
    ['coming_soon', true],
    ['sold', false],
    ['archived', false],
    [null, false],
  ])('status %s available: %s', (status, expected) => {
    expect(isAvailable(status)).toBe(expected)
  })

  test.each<[string, Partial<FinanceCar>, boolean]>([
    ['in stock, priced above 200', {}, true],
    ['coming soon is not purchasable', { status: 'coming_soon' }, false],
    ['sold flag', { sold: true }, false],
    ['reserved', { reserved: true }, false],
    ['price 200 is not above 200', { price: 200 }, false],
    ['price 201', { price: 201 }, true],
  ])('%s', (_name, over, expected) => {
    expect(isPurchasable(car(over))).toBe(expected)
  })
})
