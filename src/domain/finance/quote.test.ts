import { describe, expect, test } from 'vitest'
import { indicativeQuote, parseQuoteResponse, quoteRequestSchema, shouldRequestQuote, type QuoteRequestInput } from './quote'
import { financeSettings, type FinanceSettingsInput } from './settings'

const request: QuoteRequestInput = {
  selfAssessedCreditScore: 'Excellent',
  purchasePrice: 30000,
  year: 2021,
  vin: 'JTMBFREV10D012345',
  nvic: '0AB21A',
  whoIsHelping: 'dealer',
}

describe('quote request schema', () => {
  test('loan term defaults to 5', () => {
    expect(quoteRequestSchema.parse(request).loanTerm).toBe(5)
  })

  test.each<[string, Partial<QuoteRequestInput>]>([
    ['price of 0 is not quoted', { purchasePrice: 0 }],
    ['empty credit score', { selfAssessedCreditScore: ' ' }],
    ['year not an integer', { year: 2021.5 }],
  ])('rejects %s', (_name, over) => {
    expect(quoteRequestSchema.safeParse({ ...request, ...over }).success).toBe(false)
  })
})

describe('parseQuoteResponse (reads weeklyRepaymentAmount, comparisonRate, advertisedRate)', () => {
  test.each([
    [
      'numbers',
      { weeklyRepaymentAmount: 134.55, comparisonRate: 8.19, advertisedRate: 6.29 },
      { weeklyRepaymentAmount: 134.55, comparisonRate: 8.19, advertisedRate: 6.29 },
    ],
    [
      'numeric strings are read',
      { weeklyRepaymentAmount: '134.55', comparisonRate: '8.19', advertisedRate: '6.29', extra: 1 },
      { weeklyRepaymentAmount: 134.55, comparisonRate: 8.19, advertisedRate: 6.29 },
    ],
    ['a null figure is ignored, not read as 0', { weeklyRepaymentAmount: 134.55, comparisonRate: null, advertisedRate: 6.29 }, null],
    ['an error body is ignored', { error: 'Bad Request' }, null],
    ['no body is ignored', undefined, null],
  ])('%s', (_name, body, expected) => {
    expect(parseQuoteResponse(body)).toEqual(expected)
  })
})

describe('shouldRequestQuote', () => {
  test.each([
    ['feature on, no quote, priced', true, false, 25990, true],
    ['feature off', false, false, 25990, false],
    ['already has a quote', true, true, 25990, false],
    ['price 0', true, false, 0, false],
    ['no price', true, false, null, false],
  ])('%s', (_name, featureOn, hasQuote, price, expected) => {
    expect(shouldRequestQuote({ featureOn, hasQuote, price })).toBe(expected)
  })
})

describe('indicativeQuote (offline provider with the finance engine)', () => {
  test.each<[string, Partial<QuoteRequestInput>, FinanceSettingsInput, object | null]>([
    [
      'score band rate 6.29%, no fees: weekly 134.5475 -> 134.55, comparison = nominal',
      {},
      { quoteRatesByCreditScore: { excellent: 6.29 } },
      { weeklyRepaymentAmount: 134.55, comparisonRate: 6.29, advertisedRate: 6.29 },
    ],
    [
      'unknown band uses the default rate 10%: weekly 146.7333 -> 146.74',
      { selfAssessedCreditScore: 'fair' },
      { quoteRatesByCreditScore: { excellent: 6.29 } },
      { weeklyRepaymentAmount: 146.74, comparisonRate: 10, advertisedRate: 10 },
    ],
    [
      'brand fees financed at 8%: weekly on 31,307.25 = 146.1876 -> 146.19, comparison 10.36',
      {},
      {
        defaultRate: 8,
        feeSchedule: { establishment: 395, securityRegistration: 6, monthlyAdmin: 8, dealerAgency: 912.25 },
      },
      { weeklyRepaymentAmount: 146.19, comparisonRate: 10.36, advertisedRate: 8 },
    ],
    [
      'provider fee 1300 at 12.5% over 7 years on 45,000: weekly 191.0041 -> 191.01, comparison 14.39 (704.19 a month on 31,300)',
      { purchasePrice: 45000, loanTerm: 7 },
      { defaultRate: 12.5, establishmentFee: 1300 },
      { weeklyRepaymentAmount: 191.01, comparisonRate: 14.39, advertisedRate: 12.5 },
    ],
  ])('%s', (_name, over, settings, expected) => {
    expect(indicativeQuote(quoteRequestSchema.parse({ ...request, ...over }), financeSettings(settings))).toEqual(expected)
  })
})
