/**
 * Loan repayment: standard amortisation over term × periods per year; the
 * principal is amount − trade-in + establishment fee; a residual (balloon) is discounted
 * to present value; the result is rounded up to the cent unless the lender's rounding
 * setting says otherwise. Invalid input gives a typed failure, never NaN or Infinity.
 */
import { ceilCents, ceilDollars, floorCents, roundCents, toNumber } from './money'
import { PERIODS_PER_YEAR, type Frequency, type RoundingRule } from './constants'

export interface RepaymentInput {
  amount: number
  /** Trade-in or deposit, subtracted from the amount. */
  deposit?: number
  establishmentFee?: number
  annualRatePercent: number
  termYears: number
  frequency: Frequency
  /** Balloon / final payment in dollars, due with the last period. */
  residual?: number
  rounding?: RoundingRule
  /** The lender's own repayment for the same frequency; only read by 'toward-lender-figure'. */
  lenderFigure?: number | null
}

export type RepaymentFailure = 'invalid-term' | 'invalid-rate' | 'out-of-range'

export type RepaymentResult =
  | {
      ok: true
      /** Repayment per period, in dollars and cents. */
      payment: number
      periods: number
      periodsPerYear: number
      principal: number
      /** Regular repayments plus the balloon: everything the buyer pays back. */
      totalRepayments: number
      /** The same repayment expressed per week; the ≤ 25 "Enquire for Finance" rule reads it. */
      weeklyEquivalent: number
    }
  | { ok: false; reason: RepaymentFailure }

/** A weekly repayment of 25 or less shows "Enquire for Finance" instead. */
export const ENQUIRE_FOR_FINANCE = 'Enquire for Finance'
export const ENQUIRE_THRESHOLD_WEEKLY = 25

const nonNegative = (value: unknown): number => Math.max(0, toNumber(value))

/** No loan, no fee: a trade-in that covers the car leaves nothing to establish. */
function principalOf(input: RepaymentInput): number {
  const net = nonNegative(input.amount) - nonNegative(input.deposit)
  return net > 0 ? net + nonNegative(input.establishmentFee) : 0
}

/**
 * Level payment that repays `principal` and leaves `residual` owing after `n` periods.
 * expm1/log1p keep 1 − (1+r)^−n accurate for tiny rates and finite for huge ones.
 */
export function amortisedPayment(principal: number, residual: number, rate: number, n: number): number {
  if (rate === 0) return (principal - residual) / n
  const discount = Math.exp(-n * Math.log1p(rate)) // (1+r)^−n
  const annuityFactor = -Math.expm1(-n * Math.log1p(rate)) / rate
  return (principal - residual * discount) / annuityFactor
}

function applyRounding(raw: number, rule: RoundingRule, lenderFigure: number | null | undefined): number {
  if (rule === 'nearest-cent') return roundCents(raw)
  const figure = toNumber(lenderFigure)
  if (rule === 'toward-lender-figure' && figure > 0 && raw > figure) return floorCents(raw)
  return ceilCents(raw)
}

export function repayment(input: RepaymentInput): RepaymentResult {
  const rate = input.annualRatePercent
  const termYears = input.termYears
  if (!Number.isFinite(termYears) || termYears <= 0) return { ok: false, reason: 'invalid-term' }
  if (!Number.isFinite(rate) || rate < 0) return { ok: false, reason: 'invalid-rate' }
  const periodsPerYear = PERIODS_PER_YEAR[input.frequency]
  // Half-year terms give whole periods at 52/26/12 a year; anything odder rounds to the nearest period.
  const periods = Math.round(termYears * periodsPerYear)
  if (periods < 1) return { ok: false, reason: 'invalid-term' }
  const principal = principalOf(input)
  const residual = principal > 0 ? nonNegative(input.residual) : 0
  const raw = Math.max(0, amortisedPayment(principal, residual, rate / 100 / periodsPerYear, periods))
  // Checked before rounding: the money helpers turn an overflow into 0, which would look valid.
  if (!Number.isFinite(raw * periods + residual)) return { ok: false, reason: 'out-of-range' }
  const payment = applyRounding(raw, input.rounding ?? 'up', input.lenderFigure)
  const totalRepayments = roundCents(payment * periods + residual)
  const weeklyEquivalent = ceilCents((payment * periodsPerYear) / 52)
  return {
    ok: true,
    payment,
    periods,
    periodsPerYear,
    principal: roundCents(principal),
    totalRepayments,
    weeklyEquivalent,
  }
}

/** The repayment as a plain number for display code: 0 when the inputs cannot give one. */
export function repaymentAmount(input: RepaymentInput): number {
  const result = repayment(input)
  return result.ok ? result.payment : 0
}

/** Weekly figures are displayed as whole dollars (rounded up, like the repayment). */
export function displayWeekly(weekly: number): number {
  return ceilDollars(Math.max(0, toNumber(weekly)))
}

export function showsEnquireForFinance(weekly: number): boolean {
  return toNumber(weekly) <= ENQUIRE_THRESHOLD_WEEKLY
}

/** The total repayments figure is blank when the weekly repayment is 25 or less. */
export function totalRepaymentsDisplay(result: RepaymentResult): number | null {
  if (!result.ok || showsEnquireForFinance(result.weeklyEquivalent)) return null
  return result.totalRepayments
}

/** "Only $X /wk*" teaser, or the "Enquire for Finance" text. */
export function weeklyTeaser(weekly: number): { kind: 'amount'; dollars: number } | { kind: 'enquire'; text: string } {
  if (showsEnquireForFinance(weekly)) return { kind: 'enquire', text: ENQUIRE_FOR_FINANCE }
  return { kind: 'amount', dollars: displayWeekly(weekly) }
}

/** Monthly repayment shown = weekly × term weeks ÷ term months (a lender's own figures). */
export function monthlyFromWeekly(weekly: number, termWeeks: number, termMonths: number): number {
  const months = toNumber(termMonths)
  if (months <= 0) return 0
  return ceilCents((Math.max(0, toNumber(weekly)) * Math.max(0, toNumber(termWeeks))) / months)
}
