import { describe, expect, test } from 'vitest'
import type { TextPiece } from './extract'
import { financeRateProblems, ratesIn } from './finance-rate'

const WARNING =
  'WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.'

describe('ratesIn: what counts as an advertised annual rate (ASIC RG 178: any annual percentage rate)', () => {
  test.each([
    ['demo copy "2.99% p.a."', 'Summer Sale: 2.99% p.a. finance on selected demo cars', ['2.99% p.a.'], []],
    ['"pa" without dots', 'From 2.99%pa', ['2.99%pa'], []],
    ['"per annum" with a space', 'Only 2.99 % per annum', ['2.99 % per annum'], []],
    ['"interest rate of"', 'An interest rate of 2.99% on demo cars', ['2.99%'], []],
    ['"finance from"', 'Finance from 5.49% on off-road vans', ['5.49%'], []],
    ['"0% finance"', '0% finance on all Kias', ['0% finance'], []],
    ['comparison rate after the word', 'comparison rate 3.49% p.a.', [], ['3.49%']],
    ['comparison rate in brackets after the figure', '2.99% p.a. (3.49% p.a. comparison rate*)', ['2.99% p.a.'], ['3.49%']],
    ['"comparison rate of"', 'with a comparison rate of 3.49%', [], ['3.49%']],
    ['a refundable deposit is not a rate', 'The deposit is 100% refundable', [], []],
    ['a discount is not a rate', 'Save 20% on accessories', [], []],
  ])('%s', (_, text, rates, comparisons) => {
    expect(ratesIn(text)).toEqual({ rates, comparisons })
  })
})

const piece = (text: string, over: Partial<TextPiece> = {}): TextPiece => ({
  path: 'announcement.message',
  where: 'Announcement bar → Message',
  group: 'announcement',
  text,
  disclaimer: false,
  ...over,
})

describe('financeRateProblems (NCCP Act s164 / ASIC RG 178)', () => {
  test.each([
    [
      'the demo announcement bar, no comparison rate, no warning → blocked',
      [piece('Summer Sale: 2.99% p.a. finance on selected demo cars until 31 January.')],
      /comparison rate shown.*and the comparison-rate warning/,
    ],
    [
      'comparison rate beside it but no warning → blocked for the warning only',
      [piece('2.99% p.a. (comparison rate 3.49% p.a.*)')],
      /^Shows the rate "2.99% p.a." without the comparison-rate warning/,
    ],
    [
      'warning present but no comparison rate → blocked',
      [piece('2.99% p.a.*'), piece(WARNING, { path: 'x', group: 'other' })],
      /without a comparison rate/,
    ],
    [
      'comparison rate only in the disclaimer is not equal prominence → blocked',
      [piece('2.99% p.a.', { group: 'layout.0' }), piece(`Comparison rate 3.49% p.a. ${WARNING}`, { group: 'layout.0', disclaimer: true })],
      /without a comparison rate/,
    ],
    [
      'comparison rate in another block → blocked',
      [piece('2.99% p.a.', { group: 'layout.0' }), piece(`comparison rate 3.49% p.a. ${WARNING}`, { group: 'layout.1' })],
      /without a comparison rate/,
    ],
  ])('%s', (_, texts, message) => {
    const problems = financeRateProblems(texts)
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatchObject({ rule: 'finance-rate', severity: 'block', path: texts[0].path, where: texts[0].where })
    expect(problems[0].message).toMatch(message)
  })

  test.each([
    ['rate, comparison rate and warning in one piece (RG 178 example)', [piece(`2.99% p.a., comparison rate 3.49% p.a.* *${WARNING}`)]],
    [
      'comparison rate in the same block, warning in its disclaimer',
      [
        piece('From 2.99% p.a.', { group: 'layout.2' }),
        piece('comparison rate 3.49% p.a.*', { group: 'layout.2', path: 'layout.2.text' }),
        piece(WARNING, { group: 'layout.2', disclaimer: true }),
      ],
    ],
    [
      'loose warning match ("for the example given")',
      [piece('2.99% p.a. comparison rate 3.49% p.a. WARNING: This comparison rate is true only for the example given.')],
    ],
    ['no rate at all', [piece('Summer Sale: low-rate finance on selected demo cars.')]],
    ['a percentage that is not a rate', [piece('The deposit is 100% refundable.')]],
  ])('passes: %s', (_, texts) => {
    expect(financeRateProblems(texts)).toEqual([])
  })
})
