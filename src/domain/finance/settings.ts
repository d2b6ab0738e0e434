/**
 * Every tenant or provider variant of the finance rules as data (DESIGN convention 2):
 * the cases that differ on some tenants or for one provider are named settings here, with
 * the common behaviour as the default. Rules take `Pick<FinanceSettings, ...>` so a
 * caller only supplies what a rule reads. Field names match TenantConfig.finance where
 * they overlap (defaultRate, termYears, frequency, financePagePath).
 */
import { z } from 'zod'
import { FREQUENCIES, LENDER_KINDS, ROUNDING_RULES } from './constants'

export * from './constants'

const money = z.number().min(0)

/** A fee schedule, for example $395, $6, $8/month, $912.25. */
export const feeScheduleSchema = z.object({
  establishment: money.default(0),
  securityRegistration: money.default(0),
  monthlyAdmin: money.default(0),
  dealerAgency: money.default(0),
})
export type FeeSchedule = z.infer<typeof feeScheduleSchema>

export const deliveryRegionSchema = z.object({
  name: z.string().min(1),
  postcodeRanges: z.array(z.tuple([z.number().int(), z.number().int()])),
  price: money,
})
export type DeliveryRegion = z.infer<typeof deliveryRegionSchema>

const range = z.object({ min: z.number(), max: z.number() })

export const financeSettingsSchema = z.object({
  // calculator defaults
  defaultRate: z.number().min(0).max(30).default(10),
  termYears: z.number().min(0.5).max(10).default(5),
  frequency: z.enum(FREQUENCIES).default('week'),
  monthlyOnly: z.boolean().default(false),
  showFrequencySelector: z.boolean().default(true),
  // calculator limits
  amountMin: money.default(1000),
  amountMaxTab: money.default(100000),
  amountMaxSidebar: money.default(250000),
  amountCapFromPrice: z.boolean().default(false),
  termMinYears: z.number().min(0.5).default(1),
  termMaxYears: z.number().min(0.5).default(7),
  termOptions: z.array(z.number().positive()).default([]),
  interestRange: range.default({ min: 0.5, max: 15 }),
  // fees and rounding
  establishmentFee: money.default(0),
  feeSchedule: feeScheduleSchema.nullable().default(null),
  rounding: z.enum(ROUNDING_RULES).default('up'),
  // display eligibility
  lenderKey: z.string().default('default'),
  lenderKind: z.enum(LENDER_KINDS).default('lender-b'),
  excludedMakes: z.array(z.string()).default([]),
  excludedDealershipSlugs: z.array(z.string()).default([]),
  financeEstimateDisabled: z.boolean().default(false),
  // links
  financePagePath: z.string().default('/finance'),
  gatedFinance: z.boolean().default(false),
  // comparison-rate placeholder range for a lender (e.g. "8.38% to 19.42%")
  comparisonRateRange: range.nullable().default(null),
  // budget widget money presets
  budgetPresets: z.array(money).min(1).optional(),
  // delivery calculator regions
  deliveryRegions: z.array(deliveryRegionSchema).default([]),
  // offline quote provider: advertised rate per self-assessed credit score
  quoteRatesByCreditScore: z.record(z.string(), z.number().min(0)).default({}),
})

export type FinanceSettings = z.infer<typeof financeSettingsSchema>
export type FinanceSettingsInput = z.input<typeof financeSettingsSchema>

/** Settings with every default applied; `overrides` is validated like admin input. */
export function financeSettings(overrides: FinanceSettingsInput = {}): FinanceSettings {
  return financeSettingsSchema.parse(overrides)
}

export const DEFAULT_FINANCE_SETTINGS: FinanceSettings = financeSettings()
