import { describe, expect, test } from 'vitest'
import { attributeValues, matches } from './evaluate'
import { parseFacetFilters } from './facet-filters'
import { parseFilters } from './filter-parser'

const hilux = {
  objectID: '1',
  make: 'Toyota',
  model: 'HiLux',
  car_type: 'used',
  status: 'in_stock',
  price: 45990,
  km: 52000,
  year: 2021,
  certified: true,
  reserved: false,
  categories: ['Ute', '4x4'],
  seats: [2, 5],
  make_model: { lvl0: 'Toyota', lvl1: 'Toyota > HiLux' },
  images: [{ tag: 'front' }, { tag: 'rear' }],
  stocknum: '-12',
  doors: 4,
  _tags: ['Runout Sale'],
}

const bare = { objectID: '2', make: 'Mazda', price: 0 }

function run(filter: string, record: Record<string, unknown>): boolean {
  const parsed = parseFilters(filter)
  if (!parsed.ok) throw new Error(parsed.error.message)
  return matches(parsed.ast, record)
}

describe('matches: facets (case-insensitive, arrays, nesting, booleans)', () => {
  test.each<[string, boolean]>([
    ['make:Toyota', true],
    ['make:toyota', true],
    ['make:TOYOTA', true],
    ['make:Toyot', false],
    ['model:hilux', true],
    ['categories:ute', true],
    ['categories:"4X4"', true],
    ['categories:Sedan', false],
    ['make_model.lvl0:toyota', true],
    ['make_model.lvl1:"toyota > hilux"', true],
    ['make_model.lvl2:Toyota', false],
    ['images.tag:rear', true],
    ['certified:true', true],
    ['certified:TRUE', true],
    ['certified:false', false],
    ['reserved:false', true],
    ['year:2021', true],
    ['year:2021.0', true],
    ['year:"2021"', true],
    ['seats:5', true],
    ['seats:4', false],
    ['stocknum:-12', true],
    ['doors:four', false],
    ['constructor:x', false],
    ['"__proto__":x', false],
  ])('%s -> %s', (filter, expected) => {
    expect(run(filter, hilux)).toBe(expected)
  })
})

describe('matches: numeric comparisons and ranges', () => {
  test.each<[string, boolean]>([
    ['price > 45989', true],
    ['price > 45990', false],
    ['price >= 45990', true],
    ['price < 45990', false],
    ['price <= 45990', true],
    ['price = 45990', true],
    ['price != 45990', false],
    ['price != 1', true],
    ['price:45990 TO 45990', true],
    ['price:40000 TO 50000', true],
    ['price:46000 TO 50000', false],
    ['price:50000 TO 40000', false],
    ['seats > 4', true],
    ['seats < 2', false],
    ['make > 1', false],
    ['stocknum < 0', false],
    ['certified = 1', false],
  ])('%s -> %s', (filter, expected) => {
    expect(run(filter, hilux)).toBe(expected)
  })
})

describe('matches: missing attributes', () => {
  test.each<[string, boolean]>([
    ['colour:white', false],
    ['NOT colour:white', true],
    ['km > 0', false],
    ['km < 0', false],
    ['km != 5', false],
    ['km:0 TO 1000000', false],
    ['NOT km > 0', true],
    ['NOT car_type:new', true],
    ['NOT make:mazda', false],
    ['Runout', false],
  ])('%s on a record without the attribute -> %s', (filter, expected) => {
    expect(run(filter, bare)).toBe(expected)
  })
})

describe('matches: boolean structure and tags', () => {
  test.each<[string, boolean]>([
    ['make:Toyota AND price < 50000', true],
    ['make:Toyota AND price < 40000', false],
    ['make:Mazda OR price < 50000', true],
    ['make:Mazda OR price < 40000', false],
    ['NOT make:Mazda AND (car_type:new OR car_type:used)', true],
    ['NOT (make:Toyota OR make:Mazda)', false],
    ['"Runout Sale"', true],
    ['_tags:"runout sale"', false],
    ['_tags:"Runout Sale"', true],
  ])('%s -> %s', (filter, expected) => {
    expect(run(filter, hilux)).toBe(expected)
  })

  test('null filter matches everything', () => {
    expect(matches(null, bare)).toBe(true)
  })

  test('facetFilters negation keeps records without the attribute', () => {
    const parsed = parseFacetFilters(['make:-Toyota'])
    expect(parsed.ok).toBe(true)
    if (!parsed.ok) return
    expect([hilux, bare, { objectID: '3' }].filter((r) => matches(parsed.ast, r)).map((r) => r.objectID)).toEqual(['2', '3'])
  })
})

describe('attributeValues', () => {
  test.each<[string, unknown[]]>([
    ['make', ['Toyota']],
    ['categories', ['Ute', '4x4']],
    ['make_model.lvl1', ['Toyota > HiLux']],
    ['images.tag', ['front', 'rear']],
    ['missing.path', []],
    ['toString', []],
  ])('%s', (path, expected) => {
    expect(attributeValues(hilux, path)).toEqual(expected)
  })

  test('nulls and nested arrays', () => {
    expect(attributeValues({ a: [null, [1, [2]], undefined] }, 'a')).toEqual([1, 2])
  })
})
