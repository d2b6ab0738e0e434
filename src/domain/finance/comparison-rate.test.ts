import { describe, expect, test } from 'vitest'
import {
  COMPARISON_RATE_BASIS,
  COMPARISON_RATE_WARNING,
  chooseComparisonRate,
  comparisonRate,
  solveMonthlyRate,
  type ComparisonRateInput,
} from './comparison-rate'

/** Independent brute-force present value: discount each month's payment one by one. */
function bruteForcePv(payment: number, annualPercent: number, months: number): number {
  const i = annualPercent / 1200
  let pv = 0
  for (let t = 1; t <= months; t++) pv += payment / (1 + i) ** t
  return pv
}

/** Monthly repayment the borrower makes, computed independently (rounded up to the cent). */
function borrowerRepayment(principal: number, annualPercent: number, months: number): number {
  const i = annualPercent / 1200
  const raw = i === 0 ? principal / months : (principal * i) / (1 - (1 + i) ** -months)
  return Math.ceil(Math.round(raw * 1e6) / 1e4) / 100
}

describe('comparisonRate (NCC reg 100 on $30,000 over 5 years monthly)', () => {
  test.each<[string, ComparisonRateInput, number]>([
    ['no fees: comparison equals nominal 10%', { annualRatePercent: 10 }, 10],
    ['no fees: comparison equals nominal 6.29%', { annualRatePercent: 6.29 }, 6.29],
    ['no fees at 0%: 0', { annualRatePercent: 0 }, 0],
    // 0%: repayment 500 + $10 fee = 510 a month; 510 × annuity(60, i) = 30000 at i ≈ 0.0651%/month
    ['$10 monthly fee at 0% is 0.78%', { annualRatePercent: 0, monthlyFees: 10 }, 0.78],
    // 1360.5 financed at 10%: 666.32 a month on 31,360.50 repaying 30,000 of credit
    ['lender fee 1360.5 at 10% gives 11.93%', { annualRatePercent: 10, upfrontFees: 1360.5 }, 11.93],
    // brand schedule: 395 + 912.25 upfront, $8 a month, at 8%: 634.80 + 8 a month
    ['brand fees at 8% give 10.36%', { annualRatePercent: 8, upfrontFees: 1307.25, monthlyFees: 8 }, 10.36],
    ['6.29% with $1,000 and $10 a month gives 8.36%', { annualRatePercent: 6.29, upfrontFees: 1000, monthlyFees: 10 }, 8.36],
  ])('%s', (_name, input, expected) => {
    expect(comparisonRate(input)).toBe(expected)
  })

  test.each<[string, ComparisonRateInput]>([
    ['brand fees at 8%', { annualRatePercent: 8, upfrontFees: 1307.25, monthlyFees: 8 }],
    ['establishment fee 1300 at 12.5%', { annualRatePercent: 12.5, upfrontFees: 1300 }],
    ['$395 and $8 a month at 14.5%', { annualRatePercent: 14.5, upfrontFees: 395, monthlyFees: 8 }],
    ['large fees at 19.95%', { annualRatePercent: 19.95, upfrontFees: 3000, monthlyFees: 15 }],
  ])('brute-force PV check: %s equates $30,000 with the repayments and fees', (_name, input) => {
    const rate = comparisonRate(input) as number
    const flow = borrowerRepayment(30000 + (input.upfrontFees ?? 0), input.annualRatePercent, 60) + (input.monthlyFees ?? 0)
    // The 2-decimal rate brackets the exact solution: half a basis point either side straddles $30,000.
    expect(bruteForcePv(flow, rate - 0.005, 60)).toBeGreaterThan(30000)
    expect(bruteForcePv(flow, rate + 0.005, 60)).toBeLessThan(30000)
    expect(rate).toBeGreaterThan(input.annualRatePercent)
  })

  test.each<[string, ComparisonRateInput]>([
    ['negative rate', { annualRatePercent: -1 }],
    ['NaN rate', { annualRatePercent: Number.NaN }],
    ['zero amount', { annualRatePercent: 10, amount: 0 }],
    ['zero term', { annualRatePercent: 10, termYears: 0 }],
  ])('no comparison rate for %s', (_name, input) => {
    expect(comparisonRate(input)).toBeNull()
  })

  test('a different example basis is honoured (3 years, $10,000, no fees)', () => {
    expect(comparisonRate({ annualRatePercent: 9.5, amount: 10000, termYears: 3 })).toBe(9.5)
  })

  test('solveMonthlyRate: repaying less than borrowed has no rate', () => {
    expect(solveMonthlyRate(30000, 400, 60)).toBeNull()
    expect(solveMonthlyRate(30000, 500, 60)).toBeCloseTo(0, 12)
  })
})

describe('chooseComparisonRate (lender figure else computed)', () => {
  test.each([
    ["lender's own comparison rate wins", 8.19, 10.36, 8.19],
    ['no lender rate: computed', null, 10.36, 10.36],
    ['lender sends 0: computed', 0, 10.36, 10.36],
    ['lender sends a string', '8.38', 10.36, 8.38],
    ['neither: null', undefined, null, null],
  ])('%s', (_name, lender, computed, expected) => {
    expect(chooseComparisonRate(lender, computed)).toBe(expected)
  })
})

test('comparison-rate texts', () => {
  expect(COMPARISON_RATE_BASIS).toBe('Comparison rate based on a 5 year secured fixed rate loan of $30,000.')
  expect(COMPARISON_RATE_WARNING).toMatch(/^WARNING: This comparison rate is true only for the examples given/)
  expect(COMPARISON_RATE_WARNING).toMatch(/might result in a different comparison rate\.$/)
})
