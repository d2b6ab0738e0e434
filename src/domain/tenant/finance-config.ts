import { z } from 'zod'
import { parsePostcodeRanges } from '../finance/delivery'
import { FREQUENCIES, LENDER_KINDS, ROUNDING_RULES } from '../finance/constants'

/**
 * The tenant's finance settings as the admin stores them (Tenants › Finance). Every finance
 * rule that differs on some tenants or for one provider is a field here, with the common
 * behaviour as its default; `financeSettingsFromTenant` turns this into the
 * domain's `FinanceSettings`. Kept in its own file so tenant-config.ts stays readable.
 */
const money = z.number().min(0)

const feeScheduleConfig = z
  .object({
    establishment: money.default(0),
    securityRegistration: money.default(0),
    monthlyAdmin: money.default(0),
    dealerAgency: money.default(0),
  })
  .prefault({})

const deliveryRegionConfig = z.object({
  name: z.string().trim().min(1, 'a delivery region needs a name'),
  price: money.default(0),
  postcodes: z.string().superRefine((text, ctx) => {
    const parsed = parsePostcodeRanges(text)
    if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.error })
  }),
})

const quoteRateConfig = z.object({
  creditScore: z.string().trim().min(1),
  rate: z.number().min(0).max(30),
})

export const BUDGET_PRESET_SETS = ['standard', 'prestige'] as const

export const financeConfigSchema = z
  .object({
    provider: z.string().default('default'),
    defaultRate: z.number().min(0).max(30).default(10),
    termYears: z.number().min(1).max(7).default(5),
    frequency: z.enum(FREQUENCIES).default('week'),
    financePagePath: z.string().default('/finance'),
    // which cars show a finance estimate: the lender's rules, then the dealer's exclusions
    lenderKind: z.enum(LENDER_KINDS).default('lender-b'),
    estimateExcludedMakes: z.array(z.string().trim()).default([]),
    estimateExcludedDealerships: z.array(z.string().trim()).default([]),
    estimatesOff: z.boolean().default(false),
    // limits
    amountMin: money.default(1000),
    termMaxYears: z.number().min(1).max(10).default(7),
    termOptions: z.array(z.number().min(0.5).max(10)).default([]),
    interestMin: z.number().min(0).max(30).default(0.5),
    interestMax: z.number().min(0).max(30).default(15),
    // selector, fees, rounding
    showFrequencySelector: z.boolean().default(true),
    establishmentFee: money.default(0),
    feeSchedule: feeScheduleConfig,
    rounding: z.enum(ROUNDING_RULES).default('up'),
    // budget presets, delivery and quote
    budgetPresets: z.enum(BUDGET_PRESET_SETS).default('standard'),
    deliveryRegions: z.array(deliveryRegionConfig).default([]),
    quoteRates: z.array(quoteRateConfig).default([]),
  })
  .superRefine((f, ctx) => {
    if (f.interestMin >= f.interestMax) {
      ctx.addIssue({ code: 'custom', path: ['interestMax'], message: 'must be above the minimum interest rate' })
    }
    if (f.termYears > f.termMaxYears) {
      ctx.addIssue({ code: 'custom', path: ['termYears'], message: 'must not be above the maximum term' })
    }
  })

export type FinanceConfig = z.infer<typeof financeConfigSchema>
