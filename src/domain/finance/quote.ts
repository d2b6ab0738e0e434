/**
 * The finance quote call (POST /api/youx/quote): its request and response
 * shapes, when to make it, and an offline indicative quote computed with this module's
 * own engine (DESIGN convention 4: the default provider works without the network).
 */
import { z } from 'zod'
import { comparisonRate } from './comparison-rate'
import { comparisonRateFees } from './establishment-fee'
import { repayment } from './repayment'
import type { FinanceSettings } from './settings'

/** The quote call always asks for a 5-year term unless told otherwise. */
export const QUOTE_LOAN_TERM_YEARS = 5

export const quoteRequestSchema = z.object({
  selfAssessedCreditScore: z.string().trim().min(1),
  purchasePrice: z.number().positive(),
  loanTerm: z.number().positive().max(10).default(QUOTE_LOAN_TERM_YEARS),
  year: z.number().int().min(1900).max(2100),
  vin: z.string().trim().default(''),
  nvic: z.string().trim().default(''),
  whoIsHelping: z.string().trim().default(''),
})
export type QuoteRequest = z.output<typeof quoteRequestSchema>
export type QuoteRequestInput = z.input<typeof quoteRequestSchema>

/** Providers send numbers or numeric strings; null or junk is a missing figure, never 0. */
const figure = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d+(\.\d+)?$/)
      .transform(Number),
  ])
  .pipe(z.number().min(0))

export const quoteResponseSchema = z.object({
  weeklyRepaymentAmount: figure,
  comparisonRate: figure,
  advertisedRate: figure,
})
export type QuoteResponse = z.output<typeof quoteResponseSchema>

/** A non-OK or malformed answer is ignored silently, so it becomes null. */
export function parseQuoteResponse(body: unknown): QuoteResponse | null {
  const parsed = quoteResponseSchema.safeParse(body)
  return parsed.success ? parsed.data : null
}

export { shouldRequestQuote } from './quote-rules'

export type QuoteSettings = Pick<
  FinanceSettings,
  'quoteRatesByCreditScore' | 'defaultRate' | 'establishmentFee' | 'feeSchedule' | 'rounding'
>

/** The advertised rate for a credit score band; bands are matched case-insensitively. */
export function quoteRate(score: string, settings: Pick<QuoteSettings, 'quoteRatesByCreditScore' | 'defaultRate'>): number {
  const wanted = score.trim().toLowerCase()
  const match = Object.entries(settings.quoteRatesByCreditScore).find(([band]) => band.trim().toLowerCase() === wanted)
  return match ? match[1] : settings.defaultRate
}

/**
 * Offline quote: the weekly repayment on the price plus financed upfront fees over the
 * loan term, and the comparison rate on the regulated example basis. Monthly fees are not
 * in the weekly figure (they are charged monthly); the comparison rate is where they show.
 */
export function indicativeQuote(request: QuoteRequest, settings: QuoteSettings): QuoteResponse | null {
  const rate = quoteRate(request.selfAssessedCreditScore, settings)
  const fees = settings.feeSchedule ? comparisonRateFees(settings.feeSchedule) : { upfront: settings.establishmentFee, monthly: 0 }
  const weekly = repayment({
    amount: request.purchasePrice,
    establishmentFee: fees.upfront,
    annualRatePercent: rate,
    termYears: request.loanTerm,
    frequency: 'week',
    rounding: settings.rounding === 'nearest-cent' ? 'nearest-cent' : 'up',
  })
  const comparison = comparisonRate({ annualRatePercent: rate, upfrontFees: fees.upfront, monthlyFees: fees.monthly })
  if (!weekly.ok || comparison === null) return null
  return { weeklyRepaymentAmount: weekly.payment, comparisonRate: comparison, advertisedRate: rate }
}
