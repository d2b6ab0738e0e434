import { describe, expect, test } from 'vitest'
import { retrieve } from './respond'

/** A record as an engine holds it, frozen all the way down: retrieving must never write to it. */
function frozen<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) frozen(inner)
    Object.freeze(value)
  }
  return value
}

const record = frozen({
  objectID: 'dealer:1',
  make: 'Toyota',
  finance_lenders: {
    default: { interestRate: 9.5, paymentWeek: 75, disclaimer: 'Indicative only' },
    other: { interestRate: 7 },
  },
  images: [{ url: '/a.png' }],
  year: 2020,
})

describe('retrieve (attributesToRetrieve)', () => {
  test('top-level attributes, always with the objectID; null and * give the whole record', () => {
    expect(retrieve(record, ['make', 'missing'])).toEqual({ objectID: 'dealer:1', make: 'Toyota' })
    expect(retrieve(record, null)).toEqual(record)
    expect(retrieve(record, ['make', '*'])).toEqual(record)
  })

  test('a nested attribute brings only that part of its attribute, under the same path', () => {
    expect(retrieve(record, ['finance_lenders.default.paymentWeek', 'finance_lenders.default.interestRate', 'year'])).toEqual({
      objectID: 'dealer:1',
      year: 2020,
      finance_lenders: { default: { paymentWeek: 75, interestRate: 9.5 } },
    })
    expect(retrieve(record, ['finance_lenders.other'])).toEqual({ objectID: 'dealer:1', finance_lenders: { other: { interestRate: 7 } } })
  })

  test('a path the record does not have brings nothing, not empty objects', () => {
    for (const path of [
      'finance_lenders.nobody.paymentWeek',
      'finance_lenders.default.nothing',
      'year.value',
      'images.0.url',
      'make.length',
    ])
      expect(retrieve(record, [path])).toEqual({ objectID: 'dealer:1' })
    for (const odd of ['finance_lenders.', '.make', 'finance_lenders..default', '.'])
      expect(retrieve(record, [odd])).toEqual({ objectID: 'dealer:1' })
  })

  test('the whole attribute, or a shorter path, wins over a deeper one, in any order, and the record is left as it was', () => {
    const whole = { objectID: 'dealer:1', finance_lenders: record.finance_lenders }
    expect(retrieve(record, ['finance_lenders.default.paymentWeek', 'finance_lenders'])).toEqual(whole)
    expect(retrieve(record, ['finance_lenders', 'finance_lenders.default.paymentWeek'])).toEqual(whole)
    const shorter = { objectID: 'dealer:1', finance_lenders: { default: record.finance_lenders.default } }
    expect(retrieve(record, ['finance_lenders.default', 'finance_lenders.default.paymentWeek'])).toEqual(shorter)
    expect(retrieve(record, ['finance_lenders.default.paymentWeek', 'finance_lenders.default'])).toEqual(shorter)
    expect(record.finance_lenders.default).toEqual({ interestRate: 9.5, paymentWeek: 75, disclaimer: 'Indicative only' })
  })

  test('a key named __proto__ is data: the answer gets an own property and no prototype changes', () => {
    const hostile = frozen(JSON.parse('{"objectID":"x","__proto__":{"polluted":true,"inner":{"a":1}}}') as Record<string, unknown>)
    for (const attributes of [['__proto__'], ['__proto__.polluted'], ['__proto__.inner.a', '__proto__.polluted']]) {
      const hit = retrieve(hostile, attributes)
      expect(Object.getPrototypeOf(hit)).toBe(Object.prototype)
      expect(Object.hasOwn(hit, '__proto__')).toBe(true)
      expect(({} as Record<string, unknown>).polluted).toBeUndefined()
      expect((hit as { polluted?: unknown }).polluted).toBeUndefined()
    }
    expect(JSON.parse(JSON.stringify(retrieve(hostile, ['__proto__.inner.a'])))).toEqual(
      JSON.parse('{"objectID":"x","__proto__":{"inner":{"a":1}}}'),
    )
  })
})
