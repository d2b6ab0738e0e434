import { describe, expect, test } from 'vitest'
import { HISTORY_CHECKS, historyReportHref, usedCarChecks } from './used-checks'

const now = new Date('2026-06-01T00:00:00Z')
const options = { unregisteredText: true, enquireHref: '#enquire' }
const used = { car_type: 'used', status: 'in_stock', sold: false, km: 45210, rego_expiry: '2027-01-31T00:00:00.000Z' } as const

describe('usedCarChecks (used cars for sale only)', () => {
  test.each([
    ['a used car', used, true],
    ['a new car', { ...used, car_type: 'new' }, false],
    ['a demo car', { ...used, car_type: 'demo' }, false],
    ['a sold used car', { ...used, sold: true }, false],
    ['a used car with status sold', { ...used, status: 'sold' }, false],
  ] as const)('%s -> %s', (_name, car, shown) => {
    expect(usedCarChecks(car, now, options) !== null).toBe(shown)
  })

  test('the checks a history report answers, the car’s registration status and odometer', () => {
    expect(usedCarChecks(used, now, options)).toEqual({
      checks: HISTORY_CHECKS,
      report: { kind: 'ask', label: 'Ask us for the history report', href: '#enquire' },
      facts: [
        { label: 'Registration status', value: 'Expires on 31/01/2027' },
        { label: 'Odometer reading', value: '45,210 km' },
      ],
    })
  })

  test.each([
    [
      'a report file: opened',
      '/api/inventory-files/history-HCM10042.pdf',
      { kind: 'file', href: '/api/inventory-files/history-HCM10042.pdf' },
    ],
    ["the feed's 'null': ask for one", 'null', { kind: 'ask', href: '#enquire' }],
    ['blank: ask for one', '  ', { kind: 'ask', href: '#enquire' }],
  ])('%s', (_name, file, report) => {
    expect(usedCarChecks({ ...used, file }, now, options)?.report).toMatchObject(report)
  })

  test.each([
    ['expired rego with the Unregistered switch', { unregisteredText: true }, [{ label: 'Registration status', value: 'Unregistered' }]],
    ['expired rego without it: left out', { unregisteredText: false }, []],
  ])('%s', (_name, switches, facts) => {
    expect(usedCarChecks({ ...used, km: undefined, rego_expiry: '2020-01-01' }, now, { ...options, ...switches })?.facts).toEqual(facts)
  })
})

describe('historyReportHref', () => {
  test.each([
    ['/files/a.pdf', '/files/a.pdf'],
    [' /files/a.pdf ', '/files/a.pdf'],
    ['null', null],
    ['NULL', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j -> %j', (file, href) => {
    expect(historyReportHref(file)).toBe(href)
  })
})
