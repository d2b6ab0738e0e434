import { describe, expect, test } from 'vitest'
import {
  COMPARE_KEY,
  MAX_COMPARE,
  compareEntry,
  compareFacts,
  comparePath,
  compareSlugs,
  compareTable,
  isCompared,
  parseCompare,
  toggleCompare,
} from './compare'

const car = (n: number) => ({ id: `hcm:${n}`, name: `Car ${n}`, slug: `car-${n}`, primary_image_url: null })
const on = { compare: true, compareNeedsPriceAndImages: false }

describe('compare list', () => {
  test('adds, removes, and refuses a fifth car without changing the list', () => {
    let list = parseCompare(null)
    for (let n = 1; n <= MAX_COMPARE; n++) list = toggleCompare(list, car(n)).list
    expect(list.map((c) => c.id)).toEqual(['hcm:1', 'hcm:2', 'hcm:3', 'hcm:4'])
    const full = toggleCompare(list, car(5))
    expect(full).toEqual({ list, refused: true })
    const removed = toggleCompare(list, car(2))
    expect(removed.refused).toBe(false)
    expect(isCompared(removed.list, 'hcm:2')).toBe(false)
    expect(toggleCompare(removed.list, car(5)).list).toHaveLength(4)
    expect(COMPARE_KEY).toBe('compare')
  })

  test('what the browser kept is read tolerantly: junk, repeats and more than four are dropped', () => {
    expect(parseCompare('not json')).toEqual([])
    expect(parseCompare('{"a":1}')).toEqual([])
    const kept = JSON.stringify([car(1), { id: 'x' }, car(1), car(2), car(3), car(4), car(5), 'junk'])
    expect(parseCompare(kept).map((c) => c.id)).toEqual(['hcm:2', 'hcm:3', 'hcm:4', 'hcm:5'])
  })
})

describe('compare control visibility', () => {
  const priced = { objectID: 'hcm:1', slug: 'car-1', name: 'Car 1', price: 25_990, primary_image_url: '/a.jpg' }
  test('hidden when the feature is off', () => {
    expect(compareEntry({ ...on, compare: false }, priced)).toBeNull()
    expect(compareEntry(on, priced)).toEqual({ id: 'hcm:1', slug: 'car-1', name: 'Car 1', primary_image_url: '/a.jpg' })
  })
  test.each([
    ['a price of zero', { price: 0 }],
    ['a negative price', { price: -1 }],
    ['no price', { price: null }],
    ['no images', { primary_image_url: null, photos_count: 0, images: [] }],
  ])('with compareNeedsPriceAndImages, %s hides it; without the switch it shows', (_name, change) => {
    const strict = { compare: true, compareNeedsPriceAndImages: true }
    expect(compareEntry(strict, { ...priced, ...change })).toBeNull()
    expect(compareEntry(on, { ...priced, ...change })).not.toBeNull()
  })
  test('needs an id and a slug', () => {
    expect(compareEntry(on, { ...priced, slug: '' })).toBeNull()
    expect(compareEntry(on, { ...priced, objectID: undefined })).toBeNull()
  })
})

describe('the shareable address', () => {
  test('?cars= keeps well-formed slugs, each once, at most four', () => {
    expect(compareSlugs('a-1, b-2,,A-1,../etc,c%2F,d-4,e-5,f-6')).toEqual(['a-1', 'b-2', 'd-4', 'e-5'])
    expect(compareSlugs(['a-1', 'b-2'])).toEqual(['a-1', 'b-2'])
    expect(compareSlugs(undefined)).toEqual([])
    expect(compareSlugs(`${'x'.repeat(201)}`)).toEqual([])
  })
  test('the path from slugs', () => {
    expect(comparePath(['a-1', 'b-2'])).toBe('/compare?cars=a-1,b-2')
    expect(comparePath([])).toBe('/compare')
  })
})

describe('compareTable', () => {
  test('every label any car has, first-met order; rows where the cars disagree are marked', () => {
    const rows = compareTable([
      [
        { label: 'Year', value: '2021' },
        { label: 'Body', value: 'SUV' },
      ],
      [
        { label: 'Year', value: '2021' },
        { label: 'Body', value: 'Sedan' },
        { label: 'ANCAP Rating', value: '5 stars' },
      ],
    ])
    expect(rows).toEqual([
      { label: 'Year', values: ['2021', '2021'], differs: false },
      { label: 'Body', values: ['SUV', 'Sedan'], differs: true },
      { label: 'ANCAP Rating', values: [null, '5 stars'], differs: true },
    ])
  })
  test("a label only a later car has sits after the label it follows in that car's list", () => {
    const first = [
      { label: 'Year', value: '2016' },
      { label: 'Towing', value: '1,200 kg' },
    ]
    const second = [
      { label: 'Year', value: '2015' },
      { label: 'Engine Size', value: '2.0L' },
      { label: 'Cylinders', value: '4' },
      { label: 'Towing', value: '2,000 kg' },
      { label: 'Length', value: '4,700 mm' },
    ]
    expect(compareTable([first, second]).map((r) => r.label)).toEqual(['Year', 'Engine Size', 'Cylinders', 'Towing', 'Length'])
  })
  test('compareFacts: the summary, then only the details it does not already say', () => {
    const facts = compareFacts(
      [{ label: 'Fuel', value: 'Petrol' }],
      [
        { label: 'Make', value: 'BMW' },
        { label: 'Fuel Type', value: 'Petrol 2L' },
        { label: 'Year', value: '2015' },
        { label: 'ANCAP Rating', value: '5 stars' },
      ],
    )
    expect(facts.map((r) => r.label)).toEqual(['Fuel', 'Year', 'ANCAP Rating'])
  })
  test('one car: nothing differs; no cars: no rows', () => {
    expect(compareTable([[{ label: 'Year', value: '2021' }]])).toEqual([{ label: 'Year', values: ['2021'], differs: false }])
    expect(compareTable([])).toEqual([])
  })
})
