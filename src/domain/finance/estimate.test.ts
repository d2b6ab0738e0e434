import { describe, expect, test } from 'vitest'
import { type EstimateCar, financeEstimate, quoteCanShow } from './estimate'
import { LENDER_KINDS, type LenderKind } from './constants'
import { financeSettings, type FinanceSettingsInput } from './settings'
import type { FinanceLender } from './types'

const now = new Date('2026-03-15T00:00:00Z')
const lender: FinanceLender = { interestRate: 6.29, comparisonRate: 8.19, paymentWeek: 46.2, paymentMonth: 200, disclaimer: 'Demo' }
const quote = { weeklyRepaymentAmount: 51.5, comparisonRate: 9.1, advertisedRate: 7.9 }
/** A 2013 BMW at $9,990 with the site's lender figures: $47/wk on the loosest rule. */
const oldBmw = (over: Partial<EstimateCar> = {}): EstimateCar => ({
  year: 2013,
  make: 'BMW',
  price: 9990,
  status: 'in_stock',
  dealership_slug: 'harbour-city-motors',
  finance_lenders: { default: lender },
  ...over,
})
const young = (over: Partial<EstimateCar> = {}) => oldBmw({ year: 2022, ...over })
const settings = (over: FinanceSettingsInput = {}) => financeSettings(over)
const weekly = (car: EstimateCar, over: FinanceSettingsInput = {}) => financeEstimate(car, settings(over), now)?.weekly ?? null

describe('financeEstimate: the same car under each lender kind', () => {
  test.each<[LenderKind, EstimateCar, number | null]>([
    ['lender-a', oldBmw(), null],
    ['lender-a', young(), 47],
    ['lender-b', oldBmw(), 47],
    ['lender-b', oldBmw({ price: 0 }), 47],
    ['lender-c', oldBmw(), 47],
    ['manual', oldBmw(), 47],
    ['manual', oldBmw({ price: 500 }), null],
    ['manual', oldBmw({ finance_lenders: { default: { ...lender, paymentWeek: null } } }), null],
    ['angle', oldBmw(), 47],
    ['power-train', oldBmw({ status: 'coming_soon' }), 47],
    ['manufacturer', oldBmw(), 47],
    ['manufacturer', oldBmw({ finance_lenders: { default: { ...lender, paymentMonth: 0 } } }), null],
  ])('%s: %o shows %s a week', (lenderKind, car, expected) => {
    expect(weekly(car, { lenderKind })).toBe(expected)
  })

  test('a sold car shows nothing under any kind', () => {
    for (const lenderKind of LENDER_KINDS) expect(financeEstimate(young({ status: 'sold' }), settings({ lenderKind }), now)).toBeNull()
  })
})

describe("financeEstimate: the dealer's exclusions", () => {
  test.each<[string, FinanceSettingsInput, number | null]>([
    ['no exclusions', {}, 47],
    ['excluded make, any capitals', { excludedMakes: ['bmw'] }, null],
    ['another make excluded', { excludedMakes: ['Kia'] }, 47],
    ['excluded dealership', { excludedDealershipSlugs: ['harbour-city-motors'] }, null],
    ['estimates off for the site', { financeEstimateDisabled: true }, null],
  ])('%s', (_name, over, expected) => {
    expect(weekly(young(), over)).toBe(expected)
    // A stored quote does not get round an exclusion either.
    if (expected === null) expect(weekly(young({ finance_lenders: {}, youxQuote: quote }), over)).toBeNull()
  })
})

describe('financeEstimate: a quote fills in only where the lender has no figures', () => {
  test.each<[string, EstimateCar, FinanceSettingsInput, ReturnType<typeof financeEstimate>]>([
    [
      'lender figures, with the quote’s newer weekly figure',
      young({ youxQuote: quote }),
      {},
      { weekly: 52, rates: { interest: 6.29, comparison: 8.19 }, lender },
    ],
    [
      'no lender entry: the quote’s own figures, no lender to start the calculator from',
      young({ finance_lenders: null, youxQuote: quote }),
      {},
      { weekly: 52, rates: { interest: 7.9, comparison: 9.1 }, lender: null },
    ],
    [
      'lender entry without rates: the quote',
      young({ finance_lenders: { default: { paymentWeek: 40 } }, youxQuote: quote }),
      {},
      { weekly: 52, rates: { interest: 7.9, comparison: 9.1 }, lender: null },
    ],
    ['lender A refuses the old car: its quote is refused too', oldBmw({ youxQuote: quote }), { lenderKind: 'lender-a' }, null],
    [
      'lender A, old car, quote only: the age rule reads the car',
      oldBmw({ finance_lenders: null, youxQuote: quote }),
      { lenderKind: 'lender-a' },
      null,
    ],
    [
      'lender A, quote without a comparison rate',
      young({ finance_lenders: null, youxQuote: { weeklyRepaymentAmount: 50, advertisedRate: 7 } }),
      { lenderKind: 'lender-a' },
      null,
    ],
    [
      'a quote has no monthly figure for the manufacturer lender',
      young({ finance_lenders: null, youxQuote: quote }),
      { lenderKind: 'manufacturer' },
      null,
    ],
    ['a quote needs a price above 500 whatever the kind', young({ price: 500, finance_lenders: null, youxQuote: quote }), {}, null],
    [
      'an advertised rate never shows without its comparison rate',
      young({ finance_lenders: null, youxQuote: { weeklyRepaymentAmount: 50, advertisedRate: 7 } }),
      {},
      { weekly: 50, rates: null, lender: null },
    ],
    ['neither figures nor quote', young({ finance_lenders: null }), {}, null],
  ])('%s', (_name, car, over, expected) => {
    expect(financeEstimate(car, settings(over), now)).toEqual(expected)
  })
})

describe('quoteCanShow: the car page asks for a quote only when one would be shown', () => {
  test.each<[string, EstimateCar, FinanceSettingsInput, boolean]>([
    ['no lender figures, the site’s rules allow the car', young({ finance_lenders: null }), {}, true],
    ['lender figures shown: a quote updates the weekly figure', young(), {}, true],
    ['lender A and an old car', oldBmw({ finance_lenders: null }), { lenderKind: 'lender-a' }, false],
    ['excluded make', young({ finance_lenders: null }), { excludedMakes: ['BMW'] }, false],
    ['estimates off', young({ finance_lenders: null }), { financeEstimateDisabled: true }, false],
    ['sold', young({ finance_lenders: null, status: 'sold' }), {}, false],
  ])('%s: %s', (_name, car, over, expected) => {
    expect(quoteCanShow(car, settings(over), now)).toBe(expected)
  })
})
