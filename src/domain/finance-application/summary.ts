// What the dealer's finance staff read of an application: the lead's message (e-mail, ADF
// comments, the inbox) and the figures the ADF's <finance> element carries. Pure, from the
// checked answers and what the server found (the car in the site's stock, the provider's reference).
import { formatMoney } from '@/src/domain/finance/money'
import { ageOn, EMPLOYMENT_STATUSES, hasJob, LICENCE_TYPES, MARITAL_STATUSES, RESIDENTIAL_STATUSES, sydneyDay } from './steps'
import type { ApplicationAnswers, CarAnswers } from './schema'

export interface SummaryContext {
  /** The car of the site's stock the shopper chose, as the server found it. */
  car: { name: string; stockNumber?: string } | null
  /** The finance provider's reference for the submission; null when it did not take it (staff send it on). */
  providerReference: string | null
  now: Date
}

/** The lead's subcategory: which kind of finance lead this is. */
export const APPLICATION_SUBCATEGORY = 'Pre-approval application'

const years = (n: number) => `${n} ${n === 1 ? 'year' : 'years'}`

/** The amount to finance: the price less the deposit. */
export const amountToFinance = (car: Pick<CarAnswers, 'purchase_price' | 'deposit'>) => Math.max(0, car.purchase_price - car.deposit)

function carLine(car: CarAnswers, found: SummaryContext['car']): string {
  if (found) return `Car: ${found.name}${found.stockNumber ? ` (stock ${found.stockNumber})` : ''}.`
  return `Car: ${car.car_description ?? car.car_slug ?? 'not chosen yet'} (as the shopper described it).`
}

/** The application as lines staff read top to bottom: who, where they live, work, money, then the car and the loan. */
export function applicationSummary(answers: ApplicationAnswers, context: SummaryContext): string {
  const { personal: p, employment: e, money: m, car } = answers
  const name = [p.title, p.first_name, p.last_name].filter(Boolean).join(' ')
  const job = hasJob(e.employment_status)
    ? `${EMPLOYMENT_STATUSES[e.employment_status]}, ${e.occupation} at ${e.employer}, ${years(e.years_in_job ?? 0)} in the job.`
    : `${EMPLOYMENT_STATUSES[e.employment_status]}.`
  const expenses = [
    `rent or mortgage ${formatMoney(m.housing_cost)}`,
    `living expenses ${formatMoney(m.living_expenses)}`,
    `other loan repayments ${formatMoney(m.loan_repayments)}`,
  ]
  const loan = [
    `price ${formatMoney(car.purchase_price)}`,
    `deposit ${formatMoney(car.deposit)}`,
    `to finance ${formatMoney(amountToFinance(car))}`,
    `over ${years(car.term_years)}`,
    car.balloon ? `balloon ${formatMoney(car.balloon)}` : 'no balloon',
  ]
  return [
    'Finance pre-approval application.',
    context.providerReference
      ? `Finance provider reference: ${context.providerReference}.`
      : 'Not sent to the finance provider (it did not take the application): please send it on.',
    `Applicant: ${name}, born ${p.date_of_birth} (age ${ageOn(p.date_of_birth, sydneyDay(context.now))}).`,
    `Contact: ${p.email}, ${p.mobile}.`,
    `Address: ${p.street}, ${p.suburb} ${p.state} ${p.postcode}; ${RESIDENTIAL_STATUSES[p.residential_status]}, ${years(p.years_at_address)} there.`,
    `Household: ${MARITAL_STATUSES[p.marital_status]}, ${p.dependants} ${p.dependants === 1 ? 'dependant' : 'dependants'}; ${LICENCE_TYPES[p.licence_type]}.`,
    `Employment: ${job}`,
    `Monthly income after tax: ${formatMoney(m.monthly_income)}; other income ${formatMoney(m.other_income)}.`,
    `Monthly expenses: ${expenses.join('; ')}.`,
    `Credit card limits: ${formatMoney(m.credit_card_limits)}.`,
    carLine(car, context.car),
    `Loan: ${loan.join(', ')}.`,
  ].join('\n')
}

/** The loan's figures the lead keeps (and the ADF's <finance> carries): none of them personal. */
export interface ApplicationLoan {
  reference: string | null
  purchasePrice: number
  deposit: number
  amountToFinance: number
  termYears: number
  balloon: number | null
  carDescription: string | null
}

export function applicationLoan(car: CarAnswers, providerReference: string | null): ApplicationLoan {
  return {
    reference: providerReference,
    purchasePrice: car.purchase_price,
    deposit: car.deposit,
    amountToFinance: amountToFinance(car),
    termYears: car.term_years,
    balloon: car.balloon ?? null,
    carDescription: car.car_description ?? null,
  }
}
