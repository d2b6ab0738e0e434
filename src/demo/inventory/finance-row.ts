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

/**
 * The lender's full wording, as some feeds send it: longer than the page's collapsed disclaimer,
 * so the car page shows its first lines and "Read more".
 */
const fullDisclaimer = (rate: number, comparison: number) =>
  `Indicative only at ${rate}% p.a. (comparison rate ${comparison}% p.a.), based on a secured fixed rate consumer loan over 5 years with no deposit and no balloon. ` +
  'Comparison rate based on a secured loan of $30,000 over 5 years. WARNING: This comparison rate is true only for the example given and may not include all fees and charges. ' +
  "Different terms, fees or other loan amounts might result in a different comparison rate. Finance is subject to the lender's credit approval; fees, charges, terms and conditions apply."

export function financeFields(rng: Rng, price: number, options: { fullDisclaimer?: boolean } = {}) {
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
    disclaimer: options.fullDisclaimer
      ? fullDisclaimer(interestRate, comparisonRate)
      : `Comparison rate based on a 5 year secured fixed rate loan of $30,000. Indicative only at ${interestRate}% p.a.`,
  }
  return {
    finance_lenders: { default: lender },
    ...(rng.chance(0.5) ? { youxQuote: { weeklyRepaymentAmount: paymentWeek, comparisonRate, advertisedRate: interestRate } } : {}),
  }
}
