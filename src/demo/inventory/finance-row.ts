// Indicative finance figures for generated cars (a feed row's finance_lenders and youxQuote).
import { repaymentAmount } from '@/src/domain/finance/repayment'
import type { Frequency } from '@/src/domain/finance/settings'
import type { Rng } from './prng'

const round2 = (x: number) => Math.round(x * 100) / 100

/**
 * The demo lender's establishment fee. Its weekly and monthly figures are financed with it, as
 * the calculator finances the lender's fee, so the sidebar's "Only $X /wk" (the lender's figure)
 * and the calculator's first weekly figure on the same car agree.
 */
const ESTABLISHMENT_FEE = 495

export function financeFields(rng: Rng, price: number) {
  if (!(price > 5000)) return {}
  const interestRate = round2(6.29 + rng.int(0, 600) / 100)
  const comparisonRate = round2(interestRate + 1.2 + rng.int(0, 90) / 100)
  // The calculator's own repayment (5 years, no deposit or balloon), in whole dollars up.
  const payment = (frequency: Frequency) =>
    Math.ceil(
      repaymentAmount({ amount: price, establishmentFee: ESTABLISHMENT_FEE, annualRatePercent: interestRate, termYears: 5, frequency }),
    )
  const paymentWeek = payment('week')
  const paymentMonth = payment('month')
  const lender = {
    interestRate,
    comparisonRate,
    paymentWeek,
    paymentMonth,
    establishmentFees: ESTABLISHMENT_FEE,
    deposit: 0,
    termMonths: 60,
    termYears: 5,
    totalPayable: paymentMonth * 60,
    financeProvider: 'Demo Finance',
    disclaimer: `Comparison rate based on a 5 year secured fixed rate loan of $30,000. Indicative only at ${interestRate}% p.a.`,
  }
  return {
    finance_lenders: { default: lender },
    ...(rng.chance(0.5) ? { youxQuote: { weeklyRepaymentAmount: paymentWeek, comparisonRate, advertisedRate: interestRate } } : {}),
  }
}
