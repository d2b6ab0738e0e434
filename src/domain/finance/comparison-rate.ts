/**
 * Australian comparison rate (National Credit Code s 166, Regulations reg 100) on the
 * regulated example basis: $30,000 secured over 5 years with monthly repayments.
 *
 * Reg 100 makes the comparison rate n × r, where r equates the amount of credit with the
 * present value of the repayments plus the credit fees (government fees excluded) and n
 * is the number of repayments a year (12 here). Choice made: upfront fees are FINANCED,
 * as this calculator does (principal = amount + establishment fee). The amount of credit
 * stays $30,000 (a financed fee is not credit the borrower receives); the repayments are
 * those on $30,000 + fees, rounded up to the cent like every repayment here; monthly fees
 * are paid with each repayment. Upfront fees paid in cash instead would lower the rate a little.
 */
import { amortisedPayment } from './repayment'
import { ceilCents, roundCents, toNumber } from './money'

export const COMPARISON_RATE_WARNING =
  'WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. ' +
  'Different terms, fees or other loan amounts might result in a different comparison rate.'

export const COMPARISON_RATE_BASIS = 'Comparison rate based on a 5 year secured fixed rate loan of $30,000.'

export const COMPARISON_EXAMPLE = { amount: 30000, termYears: 5 } as const

export interface ComparisonRateInput {
  annualRatePercent: number
  /** Credit fees due at the start (financed). */
  upfrontFees?: number
  /** Credit fees due with every monthly repayment. */
  monthlyFees?: number
  amount?: number
  termYears?: number
}

/** Value today of `payment` at the end of each of `n` months, at monthly rate `rate`. */
export function presentValue(payment: number, rate: number, n: number): number {
  if (rate === 0) return payment * n
  return (payment * -Math.expm1(-n * Math.log1p(rate))) / rate
}

/**
 * The monthly rate at which `payment` for `n` months is worth `amount` today. Bisection:
 * present value falls as the rate rises, so it always converges, unlike Newton near 0%.
 */
export function solveMonthlyRate(amount: number, payment: number, n: number): number | null {
  if (payment * n < amount) return null // pays back less than borrowed: no non-negative rate
  let low = 0
  let high = 1
  while (presentValue(payment, high, n) > amount) {
    high *= 2
    if (high > 1e6) return null
  }
  for (let i = 0; i < 200 && high - low > 1e-15; i++) {
    const mid = (low + high) / 2
    if (presentValue(payment, mid, n) > amount) low = mid
    else high = mid
  }
  return (low + high) / 2
}

/** Computed comparison rate in percent, 2 decimals; null when inputs give none. */
export function comparisonRate(input: ComparisonRateInput): number | null {
  const rate = input.annualRatePercent
  const amount = toNumber(input.amount ?? COMPARISON_EXAMPLE.amount)
  const months = Math.round(toNumber(input.termYears ?? COMPARISON_EXAMPLE.termYears) * 12)
  if (!Number.isFinite(rate) || rate < 0 || amount <= 0 || months < 1) return null
  const upfront = Math.max(0, toNumber(input.upfrontFees))
  const monthlyFee = Math.max(0, toNumber(input.monthlyFees))
  const repayment = ceilCents(amortisedPayment(amount + upfront, 0, rate / 1200, months))
  const monthlyRate = solveMonthlyRate(amount, repayment + monthlyFee, months)
  return monthlyRate === null ? null : roundCents(monthlyRate * 12 * 100)
}

/** The lender's own comparison rate when it supplies one, else the computed rate. */
export function chooseComparisonRate(lenderRate: unknown, computed: number | null): number | null {
  const own = toNumber(lenderRate)
  return own > 0 ? roundCents(own) : computed
}
