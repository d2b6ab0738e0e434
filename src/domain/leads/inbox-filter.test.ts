import { expect, test } from 'vitest'
import { filterFromWhere, inboxWhere, parseInboxFilter, rangeStart, whereFromSearchParams, whereQueryString } from './inbox-filter'

const SYDNEY = 'Australia/Sydney'
// 11:00 on Monday 7 December in Sydney (AEDT, UTC+11).
const NOW = new Date('2026-12-07T00:00:00.000Z')

test.each([
  ['today starts at midnight in Sydney', 'today', NOW, '2026-12-06T13:00:00.000Z'],
  ['last 7 days: today and the 6 before', '7d', NOW, '2026-11-30T13:00:00.000Z'],
  ['last 30 days', '30d', NOW, '2026-11-07T13:00:00.000Z'],
  ['just before midnight UTC it is already tomorrow in Sydney', 'today', new Date('2026-12-06T13:30:00.000Z'), '2026-12-06T13:00:00.000Z'],
  ['across the change from AEST to AEDT (4 October)', '7d', new Date('2026-10-06T00:00:00.000Z'), '2026-09-29T14:00:00.000Z'],
] as const)('rangeStart: %s', (_name, range, now, start) => {
  expect(rangeStart(range, now, SYDNEY).toISOString()).toBe(start)
})

test('rangeStart follows the zone it is given (Perth, UTC+8)', () => {
  expect(rangeStart('today', NOW, 'Australia/Perth').toISOString()).toBe('2026-12-06T16:00:00.000Z')
})

test.each([
  [
    'everything chosen',
    { status: 'new', form: 'enquiry', car: '  Kia   Rio ', range: '7d' },
    { status: 'new', form: 'enquiry', car: 'Kia Rio', range: '7d' },
  ],
  ['"All" and empty inputs are no filter', { status: 'all', form: '', car: '   ', range: '' }, {}],
  ['unknown values are dropped, not errors', { status: 'deleted', form: 'x', range: '1y', car: ['a'] }, {}],
  ['a very long car text is cut', { car: 'k'.repeat(500) }, { car: 'k'.repeat(80) }],
])('parseInboxFilter: %s', (_name, raw, expected) => {
  const parsed = parseInboxFilter(raw)
  expect(Object.fromEntries(Object.entries(parsed).filter(([, v]) => v !== undefined))).toEqual(expected)
})

test.each([
  ['nothing chosen: no where at all', {}, null],
  ['status only', { status: 'new' }, { or: [{ and: [{ status: { equals: 'new' } }] }] }],
  [
    'status, form and date',
    { status: 'won', form: 'test-drive', range: 'today' },
    {
      or: [
        {
          and: [
            { status: { equals: 'won' } },
            { form: { equals: 'test-drive' } },
            { createdAt: { greater_than_equal: '2026-12-06T13:00:00.000Z' } },
          ],
        },
      ],
    },
  ],
  [
    'a car matches its stock number or its name, each with the other filters',
    { status: 'new', car: 'K1' },
    {
      or: [
        { and: [{ status: { equals: 'new' } }, { 'car.stockNumber': { like: 'K1' } }] },
        { and: [{ status: { equals: 'new' } }, { 'car.name': { like: 'K1' } }] },
      ],
    },
  ],
] as const)('inboxWhere: %s', (_name, filter, where) => {
  expect(inboxWhere(filter, NOW, SYDNEY)).toEqual(where)
})

test.each([
  [{ status: 'new' }],
  [{ form: 'finance', range: '30d' }],
  [{ status: 'lost', form: 'contact', car: 'Rio', range: 'today' }],
] as const)('filterFromWhere reads back what inboxWhere wrote, through the URL: %j', (filter) => {
  const query = whereQueryString(inboxWhere(filter, NOW, SYDNEY))
  const params = Object.fromEntries(new URLSearchParams(query))
  expect(filterFromWhere(whereFromSearchParams(params), NOW, SYDNEY)).toEqual(filter)
})

test.each([
  ['no where', null],
  ['a where someone built in Payload’s filter panel', { or: [{ and: [{ email: { like: 'ann' } }] }] }],
  ['our status plus another condition', { or: [{ and: [{ status: { equals: 'new' } }, { spam: { equals: 'true' } }] }] }],
  ['a date range from yesterday', { or: [{ and: [{ createdAt: { greater_than_equal: '2026-12-05T13:00:00.000Z' } }] }] }],
  ['not an object', 'where'],
])('filterFromWhere: %s is no quick filter', (_name, where) => {
  expect(filterFromWhere(where, NOW, SYDNEY)).toEqual({})
})

test('whereQueryString writes the brackets Payload’s list reads, values encoded', () => {
  expect(whereQueryString({ or: [{ and: [{ 'car.name': { like: 'Rio & co' } }] }] })).toBe(
    'where%5Bor%5D%5B0%5D%5Band%5D%5B0%5D%5Bcar.name%5D%5Blike%5D=Rio%20%26%20co',
  )
})

test('whereFromSearchParams ignores other params, prototype keys and a key that clashes with its parent', () => {
  expect(
    whereFromSearchParams({
      page: '2',
      'where[status][equals]': 'new',
      'where[__proto__][polluted]': 'yes',
      'where[form]': 'x',
      'where[form][equals]': 'enquiry',
    }),
  ).toEqual({ status: { equals: 'new' }, form: 'x' })
  expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  expect(whereFromSearchParams({ page: '1' })).toBeNull()
})
