/**
 * The one place the CMS's tenant object becomes the finance rules' settings (DESIGN
 * convention 2): the Tenants › Finance group plus the finance feature switches. Nothing
 * else reads tenant finance fields, so a new admin setting is wired here and tested here.
 */
import type { FinanceConfig } from '../tenant/finance-config'
import type { FeatureKey } from '../tenant/features'
import { STANDARD_BUDGET_PRESETS, PRESTIGE_BUDGET_PRESETS } from './budget'
import { parsePostcodeRanges } from './delivery'
import { financeSettings, type FeeSchedule, type FinanceSettings } from './settings'

export interface TenantFinanceSource {
  finance: FinanceConfig
  features: Pick<Record<FeatureKey, boolean>, 'gatedFinance' | 'financeAmountCapFromPrice' | 'monthlyOnlyFinance'>
}

/** A schedule of all zeros is "no schedule": the single establishment fee setting applies. */
function feeSchedule(schedule: FinanceConfig['feeSchedule']): FeeSchedule | null {
  const total = schedule.establishment + schedule.securityRegistration + schedule.monthlyAdmin + schedule.dealerAgency
  return total > 0 ? { ...schedule } : null
}

function deliveryRegions(regions: FinanceConfig['deliveryRegions']): FinanceSettings['deliveryRegions'] {
  return regions.flatMap((region) => {
    const parsed = parsePostcodeRanges(region.postcodes)
    // The admin rejects bad lists on save; a region that still fails is left out, not guessed.
    return parsed.ok ? [{ name: region.name, price: region.price, postcodeRanges: parsed.ranges }] : []
  })
}

export function financeSettingsFromTenant(tenant: TenantFinanceSource): FinanceSettings {
  const f = tenant.finance
  return financeSettings({
    defaultRate: f.defaultRate,
    termYears: f.termYears,
    frequency: f.frequency,
    monthlyOnly: tenant.features.monthlyOnlyFinance,
    showFrequencySelector: f.showFrequencySelector,
    amountMin: f.amountMin,
    amountCapFromPrice: tenant.features.financeAmountCapFromPrice,
    termMaxYears: f.termMaxYears,
    termOptions: f.termOptions,
    interestRange: { min: f.interestMin, max: f.interestMax },
    establishmentFee: f.establishmentFee,
    feeSchedule: feeSchedule(f.feeSchedule),
    rounding: f.rounding,
    lenderKey: f.provider,
    lenderKind: f.lenderKind,
    excludedMakes: f.estimateExcludedMakes.filter((make) => make !== ''),
    excludedDealershipSlugs: f.estimateExcludedDealerships.filter((slug) => slug !== ''),
    financeEstimateDisabled: f.estimatesOff,
    financePagePath: f.financePagePath,
    gatedFinance: tenant.features.gatedFinance,
    budgetPresets: [...(f.budgetPresets === 'prestige' ? PRESTIGE_BUDGET_PRESETS : STANDARD_BUDGET_PRESETS)],
    deliveryRegions: deliveryRegions(f.deliveryRegions),
    quoteRatesByCreditScore: Object.fromEntries(f.quoteRates.map((row) => [row.creditScore, row.rate])),
  })
}
