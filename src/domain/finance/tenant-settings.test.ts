import { describe, expect, test } from 'vitest'
import { parseTenantConfig, type TenantConfig } from '../tenant/tenant-config'
import { PRESTIGE_BUDGET_PRESETS, STANDARD_BUDGET_PRESETS } from './budget'
import { calculatorLimits } from './limits'
import { frequencyOptions } from './defaults'
import { DEFAULT_FINANCE_SETTINGS } from './settings'
import { financeSettingsFromTenant } from './tenant-settings'
import { type EstimateCar, financeEstimate } from './estimate'

const NOW = new Date('2026-03-15T00:00:00Z')
const OLD_BMW: EstimateCar = {
  year: 2013,
  make: 'BMW',
  price: 9990,
  status: 'in_stock',
  finance_lenders: { default: { interestRate: 6.29, comparisonRate: 8.19, paymentWeek: 46.2 } },
}

const minimal = { id: 1, slug: 'harbour-city-motors', name: 'Harbour City Motors', domains: ['hcm.localhost'] }

function tenant(overrides: Record<string, unknown> = {}): TenantConfig {
  const result = parseTenantConfig({ ...minimal, ...overrides })
  if (!result.ok) throw new Error(result.error)
  return result.tenant
}

describe('financeSettingsFromTenant: defaults', () => {
  const s = financeSettingsFromTenant(tenant())
  test.each([
    ['default rate 10', s.defaultRate, 10],
    ['term 5 years', s.termYears, 5],
    ['weekly', s.frequency, 'week'],
    ['amount minimum 1000', s.amountMin, 1000],
    ['term 1–7', [s.termMinYears, s.termMaxYears], [1, 7]],
    ['interest 0.5–15', s.interestRange, { min: 0.5, max: 15 }],
    ['establishment fee else 0', s.establishmentFee, 0],
    ['no fee schedule', s.feeSchedule, null],
    ['selector shown, all frequencies', frequencyOptions(s), { options: ['week', 'fortnight', 'month'], showSelector: true }],
    ['standard budget presets', s.budgetPresets, [...STANDARD_BUDGET_PRESETS]],
    ['finance page /finance, not gated', [s.financePagePath, s.gatedFinance], ['/finance', false]],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected)
  })

  test('an untouched tenant gives the domain defaults for every shared setting', () => {
    const { budgetPresets: _presets, ...rest } = s
    const { budgetPresets: _none, ...defaults } = DEFAULT_FINANCE_SETTINGS
    expect(rest).toEqual(defaults)
  })
})

describe('financeSettingsFromTenant: tenant and provider variants are settings', () => {
  test.each<[string, Record<string, unknown>, (s: ReturnType<typeof financeSettingsFromTenant>) => unknown, unknown]>([
    ['5000 minimum for one provider', { finance: { amountMin: 5000 } }, (s) => calculatorLimits('tab', s).amount.min, 5000],
    [
      'interest 9.95–19.95 on one tenant',
      { finance: { interestMin: 9.95, interestMax: 19.95 } },
      (s) => s.interestRange,
      { min: 9.95, max: 19.95 },
    ],
    ['term maximum 5 on some tenants', { finance: { termMaxYears: 5 } }, (s) => calculatorLimits('tab', s).term.max, 5],
    ['configured list of years', { finance: { termOptions: [3, 5, 7] } }, (s) => calculatorLimits('tab', s).term.options, [3, 5, 7]],
    ['fee 1300 on one tenant', { finance: { establishmentFee: 1300 } }, (s) => s.establishmentFee, 1300],
    [
      'brand fee schedule',
      { finance: { feeSchedule: { establishment: 395, securityRegistration: 6, monthlyAdmin: 8, dealerAgency: 912.25 } } },
      (s) => s.feeSchedule,
      { establishment: 395, securityRegistration: 6, monthlyAdmin: 8, dealerAgency: 912.25 },
    ],
    ['selector hidden for one provider', { finance: { showFrequencySelector: false } }, (s) => frequencyOptions(s).showSelector, false],
    [
      'monthly only (feature)',
      { features: { monthlyOnlyFinance: true } },
      (s) => frequencyOptions(s),
      { options: ['month'], showSelector: false },
    ],
    [
      '1.05 × price cap (feature)',
      { features: { financeAmountCapFromPrice: true } },
      (s) => calculatorLimits('tab', s, 200000).amount.max,
      210000,
    ],
    ['gated finance (feature)', { features: { gatedFinance: true } }, (s) => s.gatedFinance, true],
    ['prestige presets', { finance: { budgetPresets: 'prestige' } }, (s) => s.budgetPresets, [...PRESTIGE_BUDGET_PRESETS]],
    ['lender kind from the admin', { finance: { lenderKind: 'lender-a' } }, (s) => s.lenderKind, 'lender-a'],
    [
      'estimate exclusions from the admin, blank entries dropped',
      { finance: { estimateExcludedMakes: [' BMW ', ''], estimateExcludedDealerships: ['southern-cross-kia'], estimatesOff: true } },
      (s) => [s.excludedMakes, s.excludedDealershipSlugs, s.financeEstimateDisabled],
      [['BMW'], ['southern-cross-kia'], true],
    ],
    [
      'a 2013 BMW: $47/wk on the loosest rule, none on lender A',
      { finance: { lenderKind: 'lender-a' } },
      (s) => [financeEstimate(OLD_BMW, { ...s, lenderKind: 'lender-b' }, NOW)?.weekly, financeEstimate(OLD_BMW, s, NOW)],
      [47, null],
    ],
    ['lender rounding', { finance: { rounding: 'toward-lender-figure' } }, (s) => s.rounding, 'toward-lender-figure'],
    [
      'delivery table from the admin',
      { finance: { deliveryRegions: [{ name: 'Sydney', price: 990, postcodes: '2000-2234, 2555' }] } },
      (s) => s.deliveryRegions,
      [
        {
          name: 'Sydney',
          price: 990,
          postcodeRanges: [
            [2000, 2234],
            [2555, 2555],
          ],
        },
      ],
    ],
    [
      'offline quote rates per credit score',
      {
        finance: {
          quoteRates: [
            { creditScore: 'Excellent', rate: 6.29 },
            { creditScore: 'Fair', rate: 11.5 },
          ],
        },
      },
      (s) => s.quoteRatesByCreditScore,
      { Excellent: 6.29, Fair: 11.5 },
    ],
  ])('%s', (_name, overrides, read, expected) => {
    expect(read(financeSettingsFromTenant(tenant(overrides)))).toEqual(expected)
  })
})

describe('tenant finance settings validation (admin input)', () => {
  test.each([
    ['interest range upside down', { finance: { interestMin: 15, interestMax: 5 } }, 'finance.interestMax'],
    ['default term above the maximum', { finance: { termYears: 7, termMaxYears: 5 } }, 'finance.termYears'],
    [
      'bad postcode list',
      { finance: { deliveryRegions: [{ name: 'Sydney', price: 990, postcodes: '2000-Sydney' }] } },
      'finance.deliveryRegions.0.postcodes',
    ],
    ['negative fee', { finance: { establishmentFee: -1 } }, 'finance.establishmentFee'],
    ['unknown lender kind', { finance: { lenderKind: 'lender-z' } }, 'finance.lenderKind'],
  ])('%s is reported with its path', (_name, overrides, path) => {
    const result = parseTenantConfig({ ...minimal, ...overrides })
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.error).toContain(path)
  })

  test('Payload nulls in the new finance fields fall back to defaults', () => {
    const s = financeSettingsFromTenant(
      tenant({
        finance: {
          amountMin: null,
          termOptions: null,
          feeSchedule: { establishment: null },
          deliveryRegions: null,
          lenderKind: null,
          estimateExcludedMakes: null,
          estimatesOff: null,
        },
      }),
    )
    expect([
      s.amountMin,
      s.termOptions,
      s.feeSchedule,
      s.deliveryRegions,
      s.lenderKind,
      s.excludedMakes,
      s.financeEstimateDisabled,
    ]).toEqual([1000, [], null, [], 'lender-b', [], false])
  })
})
