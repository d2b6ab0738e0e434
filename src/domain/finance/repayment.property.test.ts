import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { FREQUENCIES } from './settings'
import { repayment, repaymentAmount, type RepaymentInput } from './repayment'

// Realistic calculator ranges (the calculator's bounds, widened): monotonicity is a promise about
// the loans shoppers can enter, with the balloon kept within the amount financed (a
// balloon larger than the loan would make a longer term cost more per period, correctly).
const amount = fc.integer({ min: 0, max: 500_000 })
const rate = fc.double({ min: 0, max: 30, noNaN: true })
const term = fc.integer({ min: 1, max: 20 }).map((halfYears) => halfYears / 2)
const frequency = fc.constantFrom(...FREQUENCIES)

const loan = fc
  .record({
    amount,
    deposit: amount,
    fee: fc.integer({ min: 0, max: 2000 }),
    residualShare: fc.double({ min: 0, max: 1, noNaN: true }),
    annualRatePercent: rate,
    termYears: term,
    frequency,
  })
  .map(({ residualShare, fee, ...rest }): RepaymentInput => ({
    ...rest,
    establishmentFee: fee,
    residual: Math.floor(Math.max(0, rest.amount - rest.deposit) * residualShare),
  }))

const pay = repaymentAmount

describe('repayment properties', () => {
  test('rises (non-strictly) with the amount', () => {
    fc.assert(
      fc.property(loan, fc.integer({ min: 0, max: 100_000 }), (input, extra) => {
        expect(pay({ ...input, amount: input.amount + extra })).toBeGreaterThanOrEqual(pay(input))
      }),
    )
  })

  test('rises (non-strictly) with the interest rate', () => {
    fc.assert(
      fc.property(loan, fc.double({ min: 0, max: 10, noNaN: true }), (input, extra) => {
        expect(pay({ ...input, annualRatePercent: input.annualRatePercent + extra })).toBeGreaterThanOrEqual(pay(input))
      }),
    )
  })

  test('falls (non-strictly) with a longer term', () => {
    fc.assert(
      fc.property(loan, fc.integer({ min: 0, max: 10 }), (input, extraHalfYears) => {
        expect(pay({ ...input, termYears: input.termYears + extraHalfYears / 2 })).toBeLessThanOrEqual(pay(input))
      }),
    )
  })

  test('falls (non-strictly) with a bigger deposit or trade-in', () => {
    fc.assert(
      fc.property(loan, fc.integer({ min: 0, max: 100_000 }), (input, extra) => {
        expect(pay({ ...input, deposit: (input.deposit ?? 0) + extra })).toBeLessThanOrEqual(pay(input))
      }),
    )
  })

  test('zero rate is the limit of tiny rates (no jump at 0%)', () => {
    fc.assert(
      fc.property(loan, (input) => {
        const atZero = pay({ ...input, annualRatePercent: 0 })
        expect(Math.abs(pay({ ...input, annualRatePercent: 1e-9 }) - atZero)).toBeLessThanOrEqual(0.01 + 1e-9)
      }),
    )
  })
})

// Anything a form, a feed or a parse can produce, including NaN, ±Infinity, negatives and huge values.
const anyNumber = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.constantFrom(0, -0, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1e308, -1e308, Number.MIN_VALUE),
)

describe('repayment never throws and never yields NaN or Infinity', () => {
  test('for any input combination', () => {
    fc.assert(
      fc.property(
        fc.record({
          amount: anyNumber,
          deposit: anyNumber,
          establishmentFee: anyNumber,
          annualRatePercent: anyNumber,
          termYears: anyNumber,
          frequency,
          residual: anyNumber,
          rounding: fc.constantFrom('up', 'nearest-cent', 'toward-lender-figure' as const),
          lenderFigure: fc.oneof(anyNumber, fc.constant(null)),
        }),
        (input) => {
          const result = repayment(input)
          if (!result.ok) {
            expect(['invalid-term', 'invalid-rate', 'out-of-range']).toContain(result.reason)
            return
          }
          for (const value of [result.payment, result.totalRepayments, result.weeklyEquivalent, result.principal]) {
            expect(Number.isFinite(value)).toBe(true)
            expect(value).toBeGreaterThanOrEqual(0)
          }
        },
      ),
      { numRuns: 2000 },
    )
  })
})
