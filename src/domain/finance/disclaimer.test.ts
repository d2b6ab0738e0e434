import { describe, expect, test } from 'vitest'
import { REPAYMENT_DISCLAIMER, comparisonRateRange, formatRateRange, percentagesIn, truncateDisclaimer } from './disclaimer'
import { financeSettings } from './settings'

const lenderText =
  'Finance is provided by Acme Motor Finance Pty Ltd ACL 123456 to approved applicants only. Rates from 7.49% p.a. ' +
  '(comparison rate 8.38% p.a.) up to 18.99% p.a. (comparison rate 19.42 % p.a.). Fees and charges apply. Terms and conditions available on request.'

describe('truncateDisclaimer (Show More/Less at 197 characters)', () => {
  test('a long lender disclaimer keeps its first 197 characters', () => {
    const { short, isTruncated } = truncateDisclaimer(lenderText)
    expect(lenderText.length).toBeGreaterThan(197)
    expect(isTruncated).toBe(true)
    expect(short).toBe(`${lenderText.slice(0, 197).trimEnd()}...`)
  })

  test.each([
    ['197 characters exactly is shown in full', 'x'.repeat(197), false],
    ['198 characters is truncated', 'x'.repeat(198), true],
  ])('%s', (_name, text, truncated) => {
    expect(truncateDisclaimer(text).isTruncated).toBe(truncated)
  })
})

describe('comparison-rate range placeholder', () => {
  test('taken from the percentages in the lender disclaimer', () => {
    expect(percentagesIn(lenderText)).toEqual([7.49, 8.38, 18.99, 19.42])
    expect(comparisonRateRange(lenderText, financeSettings())).toEqual({ min: 7.49, max: 19.42 })
  })

  test('a configured lender range (8.38% to 19.42%) wins', () => {
    const range = comparisonRateRange('Rates from 5%', financeSettings({ comparisonRateRange: { min: 8.38, max: 19.42 } }))
    expect(range && formatRateRange(range)).toBe('8.38% to 19.42%')
  })

  test('no percentages and no setting: no placeholder', () => {
    expect(comparisonRateRange('Fees and charges apply.', financeSettings())).toBeNull()
  })
})

test('repayment disclaimer says indicative, not a binding quote, approved applicants only', () => {
  expect(REPAYMENT_DISCLAIMER).toMatch(/indicative/)
  expect(REPAYMENT_DISCLAIMER).toMatch(/not a binding quote/)
  expect(REPAYMENT_DISCLAIMER).toMatch(/approved applicants only/)
})
