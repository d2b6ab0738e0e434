/**
 * Finance constants with no dependencies, so browser components can import the rules
 * without pulling the settings schema (and zod) into the client bundle.
 */
export const FREQUENCIES = ['week', 'fortnight', 'month'] as const
export type Frequency = (typeof FREQUENCIES)[number]

/** Weekly 52, fortnightly 26, monthly 12 periods per year. */
export const PERIODS_PER_YEAR: Record<Frequency, number> = { week: 52, fortnight: 26, month: 12 }

/** Unit suffixes shown after amounts and terms. */
export const UNIT_SUFFIX = { week: 'wk', fortnight: 'fn', month: 'mo', year: 'yr' } as const

/** Lender kinds: each has its own display-eligibility rule. */
export const LENDER_KINDS = ['lender-a', 'lender-b', 'lender-c', 'manual', 'angle', 'power-train', 'manufacturer'] as const
export type LenderKind = (typeof LENDER_KINDS)[number]

/**
 * Each kind in a dealer's words: who the lender is and which cars it shows an estimate for
 * (the rules in eligibility.ts). Every kind also needs the car in stock or coming soon.
 */
export const LENDER_KIND_LABELS: Readonly<Record<LenderKind, string>> = {
  'lender-a': 'Lender A: cars under 12 years old, priced over $500, with a comparison rate',
  'lender-b': 'Lender B: every car in stock or coming soon',
  'lender-c': 'Lender C: every car in stock or coming soon',
  manual: 'Manual lender: cars priced over $500 with a weekly repayment in the feed',
  angle: 'Angle lender: cars priced over $500 with a weekly repayment in the feed',
  'power-train': 'Power-train lender: cars priced over $500 with a weekly repayment in the feed',
  manufacturer: "Manufacturer's finance: cars priced over $500 with a monthly repayment in the feed",
}

/**
 * How the calculated repayment is rounded: up by default; one lender rounds
 * down or up depending on the car's own finance figure, modelled as "toward the lender's figure".
 */
export const ROUNDING_RULES = ['up', 'nearest-cent', 'toward-lender-figure'] as const
export type RoundingRule = (typeof ROUNDING_RULES)[number]
