import { describe, expect, test } from 'vitest'
import { parseFilters } from '@/src/search/protocol'
import { SqlParams, compileFilter } from './compile-filter'
import { buildDictionary } from './dictionary'

const dictionary = buildDictionary([
  { id: 1, attribute: 'make', value: 'Toyota' },
  { id: 2, attribute: 'make', value: 'TOYOTA' },
  { id: 3, attribute: 'make', value: 'Kia' },
  { id: 4, attribute: 'categories', value: 'Off Road' },
])

function sql(filters: string) {
  const parsed = parseFilters(filters)
  if (!parsed.ok) throw new Error(parsed.error.message)
  const params = new SqlParams()
  return { text: compileFilter(parsed.ast, params, dictionary), values: params.values }
}

describe('filter tree to SQL (DESIGN search notes)', () => {
  test.each<[string, string, string, unknown[]]>([
    ['facet values match every stored casing', 'make:toyota', '"make" = ANY($1::int4[])', [[1, 2]]],
    ['one code', 'make:KIA', '"make" = $1', [3]],
    ['a value nobody stocks never matches', 'make:Lada', 'FALSE', []],
    ['NOT keeps records without the attribute', 'NOT make:Kia', '(("make" = $1) IS NOT TRUE)', [3]],
    ['list attributes overlap', 'categories:"off road"', '"categories" && $1::int4[]', [[4]]],
    ['numbers', 'price >= 1000 AND year:2019 TO 2021', '("price" >= $1 AND ("year" >= $2 AND "year" <= $3))', [1000, 2019, 2021]],
    ['!= becomes <>', 'km != 5', '"km" <> $1', [5]],
    ['a number as a facet value', 'year:2020', '"year" = $1', [2020]],
    ['booleans', 'certified:TRUE OR reserved:false', '("certified" = TRUE OR "reserved" = FALSE)', []],
    ['undeclared attributes and tags never match', 'colour_code:x OR _tags:y OR make < 3', '(FALSE OR FALSE OR FALSE)', []],
    ['filter-only text compares lower-cased', 'stocknum:AB123', '"stocknum" = $1', ['ab123']],
  ])('%s', (_name, filters, text, values) => {
    expect(sql(filters)).toEqual({ text, values })
  })
})
