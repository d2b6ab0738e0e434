import { describe, expect, test } from 'vitest'
import { type FilterNode, and, facet, not, numeric, or, range, tag } from '@/src/domain/inventory/filter-ast'
import { type FilterList, parseFacetFilters, parseNumericFilters, parseTagFilters } from './facet-filters'

describe('parseFacetFilters: outer AND, inner OR, negation (Algolia facetFilters)', () => {
  test.each<[string, FilterList | undefined, FilterNode | null]>([
    ['absent', undefined, null],
    ['empty array', [], null],
    ['empty inner group constrains nothing', [[]], null],
    ['single string', 'make:Toyota', facet('make', 'Toyota')],
    ['flat array ANDs', ['make:Toyota', 'body:SUV'], and(facet('make', 'Toyota'), facet('body', 'SUV'))],
    ['inner array ORs', [['make:Toyota', 'make:Mazda']], or(facet('make', 'Toyota'), facet('make', 'Mazda'))],
    [
      'mixed nesting (InstantSearch disjunctive + conjunctive refinements)',
      [['make:Toyota', 'make:Mazda'], 'car_type:used'],
      and(or(facet('make', 'Toyota'), facet('make', 'Mazda')), facet('car_type', 'used')),
    ],
    ['one-element group is the filter itself', [['make:Toyota']], facet('make', 'Toyota')],
    ['attr:-value negates', ['make:-Ford'], not(facet('make', 'Ford'))],
    ['\\- escapes a literal leading minus', ['code:\\-12'], facet('code', '-12')],
    ['only a leading minus negates', ['model:CX-5'], facet('model', 'CX-5')],
    ['negation inside an OR group', [['make:Toyota', 'make:-Ford']], or(facet('make', 'Toyota'), not(facet('make', 'Ford')))],
    ['value keeps later colons (hierarchical)', ['make_model.lvl1:Toyota > Hilux: SR5'], facet('make_model.lvl1', 'Toyota > Hilux: SR5')],
    ['spaces are part of the value', ['make:Land Rover'], facet('make', 'Land Rover')],
    ['_tags attribute is a tag filter', ['_tags:-sold'], not(tag('sold'))],
    [
      'JSON string (v4 params)',
      '[["make:Toyota","make:Mazda"],"body:SUV"]',
      and(or(facet('make', 'Toyota'), facet('make', 'Mazda')), facet('body', 'SUV')),
    ],
    [
      'legacy string: commas AND, parentheses OR',
      '(make:Toyota,make:Mazda),body:SUV',
      and(or(facet('make', 'Toyota'), facet('make', 'Mazda')), facet('body', 'SUV')),
    ],
    ['legacy string: a "(" inside a value is literal', 'model:Corolla (E210)', facet('model', 'Corolla (E210)')],
    ['legacy string: spaces around commas are trimmed', 'make:Toyota, body:SUV', and(facet('make', 'Toyota'), facet('body', 'SUV'))],
  ])('%s', (_name, input, expected) => {
    expect(parseFacetFilters(input)).toEqual({ ok: true, ast: expected })
  })

  test.each<[string, FilterList, string]>([
    ['no colon', ['Toyota'], "facetFilters: 'Toyota' is not of the form attribute:value"],
    ['empty attribute', [':Toyota'], "facetFilters: ':Toyota' is not of the form attribute:value"],
    ['bad JSON', '[["make:Toyota"', 'facetFilters is not valid JSON'],
    ['JSON entry that is not a string', '["a", 1]', 'facetFilters must be a string or an array of strings and arrays of strings'],
    [
      'nested too deep',
      [[['make:Toyota']]] as unknown as FilterList,
      'facetFilters must be a string or an array of strings and arrays of strings',
    ],
    ['unclosed legacy group', '(make:Toyota,make:Mazda', "facetFilters has an unclosed '('"],
  ])('%s is an error value', (_name, input, message) => {
    expect(parseFacetFilters(input)).toEqual({ ok: false, message })
  })
})

describe('parseNumericFilters', () => {
  test.each<[string, FilterList, FilterNode | null]>([
    ['InstantSearch range refinement', ['price>=1000', 'price<=2000'], and(numeric('price', '>=', 1000), numeric('price', '<=', 2000))],
    ['range syntax', ['price:1000 TO 2000'], range('price', 1000, 2000)],
    ['equality with spaces', ['year = 2020'], numeric('year', '=', 2020)],
    ['inequality', ['year!=2020'], numeric('year', '!=', 2020)],
    ['OR group', [['year=2019', 'year=2020']], or(numeric('year', '=', 2019), numeric('year', '=', 2020))],
    [
      'JSON string',
      '["price>=1000",["year=2019","year=2020"]]',
      and(numeric('price', '>=', 1000), or(numeric('year', '=', 2019), numeric('year', '=', 2020))),
    ],
    ['legacy comma string', 'price>=1000,price<=2000', and(numeric('price', '>=', 1000), numeric('price', '<=', 2000))],
    ['empty string', '', null],
  ])('%s', (_name, input, expected) => {
    expect(parseNumericFilters(input)).toEqual({ ok: true, ast: expected })
  })

  test.each([['price>=cheap'], ['make:Toyota'], ['price>=1 AND year=2'], ['NOT price>1']])('%s is not a numeric filter', (item) => {
    expect(parseNumericFilters([item])).toEqual({
      ok: false,
      message: `numericFilters: '${item}' is not of the form attribute<op>number or attribute:lower TO upper`,
    })
  })
})

describe('parseTagFilters', () => {
  test.each<[string, FilterList, FilterNode | null]>([
    ['empty string the helper sends', '', null],
    ['array', ['published', ['a', 'b']], and(tag('published'), or(tag('a'), tag('b')))],
    ['negation', ['-sold'], not(tag('sold'))],
    ['escaped minus', ['\\-sold'], tag('-sold')],
    ['legacy helper string', 'published,(a,b)', and(tag('published'), or(tag('a'), tag('b')))],
  ])('%s', (_name, input, expected) => {
    expect(parseTagFilters(input)).toEqual({ ok: true, ast: expected })
  })
})
