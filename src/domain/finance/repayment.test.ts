import { describe, expect, test } from 'vitest'
import {
  ENQUIRE_FOR_FINANCE,
  displayWeekly,
  monthlyFromWeekly,
  repayment,
  repaymentAmount,
  totalRepaymentsDisplay,
  weeklyTeaser,
  type RepaymentInput,
} from './repayment'

const base: RepaymentInput = { amount: 30000, annualRatePercent: 10, termYears: 5, frequency: 'month' }

// Expected figures were computed independently with 40-digit decimal arithmetic:
// P·r / (1 − (1+r)^−n), with the residual's present value R·(1+r)^−n taken off P.
describe('repayment (standard amortisation, rounded up)', () => {
  test.each<[string, Partial<RepaymentInput>, number]>([
    ['$30,000 at 10% over 5 years monthly: 637.4113 rounds up to 637.42', {}, 637.42],
    ['weekly, 260 periods: 146.7333 rounds up to 146.74', { frequency: 'week' }, 146.74],
    ['fortnightly, 130 periods: 293.6837 rounds up to 293.69', { frequency: 'fortnight' }, 293.69],
    ['residual discounted: $9,000 balloon gives 521.1879 -> 521.19', { residual: 9000 }, 521.19],
    [
      'principal = amount − trade-in + establishment fee (31,360.50 weekly)',
      { amount: 32000, deposit: 2000, establishmentFee: 1360.5, frequency: 'week' },
      153.39,
    ],
    ['zero interest: 30000 / 60', { annualRatePercent: 0 }, 500],
    ['zero interest with residual: (30000 − 6000) / 60', { annualRatePercent: 0, residual: 6000 }, 400],
    ['half-year term: $20,000 at 8.5% over 3 years', { amount: 20000, annualRatePercent: 8.5, termYears: 3 }, 631.36],
    ['trade-in covering the car leaves nothing to pay (no fee either)', { deposit: 31000, establishmentFee: 500 }, 0],
    ['negative amount becomes 0', { amount: -5000 }, 0],
    ['residual above the principal never gives a negative repayment', { residual: 250000 }, 0],
  ])('%s', (_name, overrides, expected) => {
    const result = repayment({ ...base, ...overrides })
    expect(result.ok && result.payment).toBe(expected)
  })

  test.each<[string, Partial<RepaymentInput>, string]>([
    ['term of 0 years', { termYears: 0 }, 'invalid-term'],
    ['negative term', { termYears: -2 }, 'invalid-term'],
    ['NaN term', { termYears: Number.NaN }, 'invalid-term'],
    ['a term shorter than half a period', { termYears: 0.01 }, 'invalid-term'],
    ['negative rate', { annualRatePercent: -1 }, 'invalid-rate'],
    ['infinite rate', { annualRatePercent: Number.POSITIVE_INFINITY }, 'invalid-rate'],
    ['an amount too big for a double once in cents', { amount: 1.7e308 }, 'out-of-range'],
  ])('invalid input gives a typed failure: %s', (_name, overrides, reason) => {
    expect(repayment({ ...base, ...overrides })).toEqual({ ok: false, reason })
    expect(repaymentAmount({ ...base, ...overrides })).toBe(0)
  })
})

describe('lender rounding setting ("rounds down or up depending on the car finance figure")', () => {
  test.each<[string, Partial<RepaymentInput>, number]>([
    ['default rounds up', {}, 637.42],
    ['nearest-cent setting', { rounding: 'nearest-cent' }, 637.41],
    ['computed above the lender figure rounds down toward it', { rounding: 'toward-lender-figure', lenderFigure: 637 }, 637.41],
    ['computed below the lender figure rounds up toward it', { rounding: 'toward-lender-figure', lenderFigure: 640 }, 637.42],
    ['no lender figure falls back to rounding up', { rounding: 'toward-lender-figure', lenderFigure: null }, 637.42],
  ])('%s', (_name, overrides, expected) => {
    expect(repaymentAmount({ ...base, ...overrides })).toBe(expected)
  })
})

describe('totals and the "Enquire for Finance" rule', () => {
  test.each<[string, Partial<RepaymentInput>, number | null, number]>([
    ['monthly total 637.42 × 60', {}, 38245.2, 147.1],
    ['weekly total 146.74 × 260', { frequency: 'week' }, 38152.4, 146.74],
    ['balloon is part of the total: 521.19 × 60 + 9000', { residual: 9000 }, 40271.4, 120.28],
    ['weekly 19.12 (≤ 25) leaves the total blank', { amount: 5000, termYears: 7, frequency: 'week' }, null, 19.12],
    ['weekly 4.45 leaves the total blank', { amount: 1000, annualRatePercent: 15, termYears: 7, frequency: 'week' }, null, 4.45],
  ])('%s', (_name, overrides, total, weekly) => {
    const result = repayment({ ...base, ...overrides })
    expect(totalRepaymentsDisplay(result)).toBe(total)
    expect(result.ok && result.weeklyEquivalent).toBe(weekly)
  })

  test('an invalid calculation has no total', () => {
    expect(totalRepaymentsDisplay(repayment({ ...base, termYears: 0 }))).toBeNull()
  })

  test.each([
    ['weekly 25 exactly shows Enquire for Finance', 25, { kind: 'enquire', text: ENQUIRE_FOR_FINANCE }],
    ['weekly 0 shows Enquire for Finance', 0, { kind: 'enquire', text: 'Enquire for Finance' }],
    ['weekly 25.01 shows whole dollars, rounded up', 25.01, { kind: 'amount', dollars: 26 }],
    ['weekly 146.74 shows $147', 146.74, { kind: 'amount', dollars: 147 }],
  ])('%s', (_name, weekly, expected) => {
    expect(weeklyTeaser(weekly)).toEqual(expected)
  })

  test('displayWeekly never shows a negative figure', () => {
    expect([displayWeekly(-3), displayWeekly(99.2), displayWeekly(99)]).toEqual([0, 100, 99])
  })
})

describe('monthlyFromWeekly (weekly × term weeks ÷ term months)', () => {
  test.each([
    ['146.74 × 260 ÷ 60 = 635.8733 -> 635.88', 146.74, 260, 60, 635.88],
    ['100 × 156 ÷ 36 = 433.3333 -> 433.34', 100, 156, 36, 433.34],
    ['zero term months gives 0, not Infinity', 100, 260, 0, 0],
    ['zero term weeks gives 0', 100, 0, 60, 0],
  ])('%s', (_name, weekly, weeks, months, expected) => {
    expect(monthlyFromWeekly(weekly, weeks, months)).toBe(expected)
  })
})
