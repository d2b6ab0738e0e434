import { describe, expect, test } from 'vitest'
import { INDEX_NAMES } from '@/src/search/index-config'
import { parseMultiQueryBody } from '@/src/search/protocol'
import { planGuests } from './shared-counting'

const main = {
  indexName: 'cars',
  query: 'hilux',
  hitsPerPage: 21,
  facets: ['*'],
  facetFilters: [['make:Toyota'], ['car_type:used']],
  numericFilters: ['price>=10000'],
}
const refined = (facet: string, facetFilters: string[][], extra: Record<string, unknown> = {}) => ({
  indexName: 'cars',
  query: 'hilux',
  hitsPerPage: 0,
  facets: [facet],
  facetFilters,
  numericFilters: ['price>=10000'],
  ...extra,
})

function plan(requests: Record<string, unknown>[]) {
  const parsed = parseMultiQueryBody({ requests }, INDEX_NAMES)
  if (!parsed.ok) throw new Error(parsed.error.message)
  const { guestOf } = planGuests(parsed.value)
  return Object.fromEntries(guestOf)
}

describe('planGuests: which requests are counted inside another request statement', () => {
  test("InstantSearch's refined-facet requests are guests of the main request", () => {
    expect(plan([main, refined('make', [['car_type:used']]), refined('car_type', [['make:Toyota']])])).toEqual({ 1: 0, 2: 0 })
  })

  test('the main request is a host even when it comes last', () => {
    expect(plan([refined('make', [['car_type:used']]), main])).toEqual({ 0: 1 })
  })

  test('a request with a condition the main request lacks counts apart', () => {
    expect(plan([main, refined('make', [['car_type:used'], ['body:SUV']])])).toEqual({})
  })

  test('another query text counts apart', () => {
    expect(plan([main, refined('make', [['car_type:used']], { query: 'camry' })])).toEqual({})
  })

  test('a request that wants hits, stats or list facets counts apart', () => {
    expect(
      plan([
        main,
        refined('make', [['car_type:used']], { hitsPerPage: 5 }),
        refined('price', [['make:Toyota'], ['car_type:used']], { numericFilters: [] }),
        refined('year', [['make:Toyota'], ['car_type:used']]),
        refined('categories', [['make:Toyota'], ['car_type:used']]),
      ]),
    ).toEqual({})
  })

  test('two counts-only requests do not host each other', () => {
    expect(plan([refined('make', [['car_type:used']]), refined('car_type', [['car_type:used']])])).toEqual({})
  })
})
