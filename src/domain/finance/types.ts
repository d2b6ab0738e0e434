/**
 * The car and lender shapes the finance rules read. Feed values are loose
 * (numbers may arrive as strings or null), so numeric fields are `unknown`-tolerant and
 * every rule parses them with `toNumber`.
 */
export type Loose = number | string | null | undefined

/** One entry of `finance_lenders`, keyed by provider. */
export interface FinanceLender {
  interestRate?: Loose
  comparisonRate?: Loose
  paymentWeek?: Loose
  paymentMonth?: Loose
  deposit?: Loose
  totalPayable?: Loose
  termMonths?: Loose
  termWeeks?: Loose
  termYears?: Loose
  balloon?: Loose
  establishmentFees?: Loose
  financeProvider?: string | null
  disclaimer?: string | null
}

export type CarStatus = 'in_stock' | 'coming_soon' | 'sold' | (string & {})

export interface FinanceCar {
  id: number | string
  slug?: string | null
  year?: Loose
  make?: string | null
  price?: Loose
  status?: CarStatus | null
  sold?: boolean | null
  reserved?: boolean | null
  car_type?: string | null
  vin?: string | null
  nvic?: string | null
  dealership_slug?: string | null
  finance_lenders?: Record<string, FinanceLender | null | undefined> | null
}
