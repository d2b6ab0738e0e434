import { describe, expect, test } from 'vitest'
import { comparisonRateFees, establishmentFee, feeTotals } from './establishment-fee'
import type { FeeSchedule } from './settings'

describe('establishmentFee (from the lender, else the provider setting, else 0)', () => {
  test.each([
    ['establishment fee from lender', 499.99, 1360.5, 499.99],
    ['lender fee wins over the provider setting', 250, 1300, 250],
    ['no lender fee: provider setting 1360.5', null, 1360.5, 1360.5],
    ['no lender fee: tenant/provider setting 1300', undefined, 1300, 1300],
    ['neither: 0', null, 0, 0],
    ['lender 0 counts as not supplied', 0, 1300, 1300],
    ['lender sends a string figure', '1,050.25', 0, 1050.25],
    ['lender sends junk', 'n/a', 1300, 1300],
  ])('%s', (_name, lender, configured, expected) => {
    expect(establishmentFee(lender, { establishmentFee: configured })).toBe(expected)
  })
})

const brand: FeeSchedule = { establishment: 395, securityRegistration: 6, monthlyAdmin: 8, dealerAgency: 912.25 }

describe('feeTotals (brand fee schedule)', () => {
  test.each([
    // 395 + 6 + 912.25 = 1313.25 upfront; 8 × 60 = 480; 1313.25 + 480 = 1793.25
    ['brand schedule over 5 years', brand, 60, { upfront: 1313.25, monthly: 8, monthlyOverTerm: 480, total: 1793.25 }],
    // 8 × 84 = 672; 1313.25 + 672 = 1985.25
    ['brand schedule over 7 years', brand, 84, { upfront: 1313.25, monthly: 8, monthlyOverTerm: 672, total: 1985.25 }],
    ['a zero term has only the upfront fees', brand, 0, { upfront: 1313.25, monthly: 8, monthlyOverTerm: 0, total: 1313.25 }],
    ['a negative term counts as zero months', brand, -12, { upfront: 1313.25, monthly: 8, monthlyOverTerm: 0, total: 1313.25 }],
  ])('%s', (_name, schedule, months, expected) => {
    expect(feeTotals(schedule, months)).toEqual(expected)
  })
})

describe('comparisonRateFees (NCC reg 100 excludes government fees)', () => {
  test.each([
    // 395 + 912.25 = 1307.25; the $6 PPSR registration is a government fee
    ['brand schedule without the security registration', brand, { upfront: 1307.25, monthly: 8 }],
    ['no schedule, no fees', null, { upfront: 0, monthly: 0 }],
  ])('%s', (_name, schedule, expected) => {
    expect(comparisonRateFees(schedule)).toEqual(expected)
  })
})
