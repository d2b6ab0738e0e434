import { describe, expect, test } from 'vitest'
import { type FilterNode, and, facet, not, numeric, or, range, tag } from '@/src/domain/inventory/filter-ast'
import { parseFilters } from './filter-parser'

function ast(input: string): FilterNode {
  const result = parseFilters(input)
  if (!result.ok) throw new Error(`expected ${input} to parse: ${result.error.message}`)
  return result.ast
}

describe('parseFilters: single filters (Algolia filters syntax)', () => {
  test.each<[string, FilterNode]>([
    ['make:Toyota', facet('make', 'Toyota')],
    ['make_model.lvl0:Toyota', facet('make_model.lvl0', 'Toyota')],
    ['model:C-Class', facet('model', 'C-Class')],
    ['make:"Land Rover"', facet('make', 'Land Rover')],
    ["make:'Land Rover'", facet('make', 'Land Rover')],
    ['"body type":SUV', facet('body type', 'SUV')],
    ['tag:"Say \\"hi\\""', facet('tag', 'Say "hi"')],
    ['name:"back\\\\slash"', facet('name', 'back\\slash')],
    ['status:"AND"', facet('status', 'AND')],
    ['make:"a:b"', facet('make', 'a:b')],
    ['km:-5', facet('km', '-5')],
    ['year:2020', facet('year', '2020')],
    ['certified:true', facet('certified', 'true')],
    ['reserved:false', facet('reserved', 'false')],
    ['price > 10', numeric('price', '>', 10)],
    ['price>=10', numeric('price', '>=', 10)],
    ['price<10.5', numeric('price', '<', 10.5)],
    ['price <= -3', numeric('price', '<=', -3)],
    ['year = 3', numeric('year', '=', 3)],
    ['year != 3', numeric('year', '!=', 3)],
    ['ts > 1e3', numeric('ts', '>', 1000)],
    ['"sale price" > 0', numeric('sale price', '>', 0)],
    ['price:10 TO 20', range('price', 10, 20)],
    ['price:-5.5 TO 5', range('price', -5.5, 5)],
    ['_tags:published', tag('published')],
    ['published', tag('published')],
    ['"Runout Sale"', tag('Runout Sale')],
    ['  make:Toyota  ', facet('make', 'Toyota')],
  ])('%s', (input, expected) => {
    expect(ast(input)).toEqual(expected)
  })
})

describe('parseFilters: boolean operators and precedence (NOT > AND > OR)', () => {
  const a = facet('a', '1')
  const b = facet('b', '2')
  const c = facet('c', '3')
  test.each<[string, FilterNode]>([
    ['a:1 AND b:2', and(a, b)],
    ['a:1 OR b:2', or(a, b)],
    ['a:1 AND b:2 AND c:3', and(a, b, c)],
    ['a:1 OR b:2 AND c:3', or(a, and(b, c))],
    ['a:1 AND b:2 OR c:3', or(and(a, b), c)],
    ['a:1 AND (b:2 OR c:3)', and(a, or(b, c))],
    ['(a:1 OR b:2) AND c:3', and(or(a, b), c)],
    ['NOT a:1', not(a)],
    ['NOT a:1 AND b:2', and(not(a), b)],
    ['NOT a:1 OR b:2', or(not(a), b)],
    ['NOT (a:1 OR b:2)', not(or(a, b))],
    ['NOT NOT a:1', not(not(a))],
    ['((a:1))', a],
    ['(a:1 AND b:2) AND c:3', and(and(a, b), c)],
    ['a:1 AND NOT b:2', and(a, not(b))],
    ['(a:1)AND(b:2)', and(a, b)],
  ])('%s', (input, expected) => {
    expect(ast(input)).toEqual(expected)
  })

  test('the stock-status filter, with visibility precomputed (DESIGN search notes)', () => {
    expect(ast('(status:in_stock OR status:coming_soon OR visible_until > 1700000000) AND show_on_dealer_website:true')).toEqual(
      and(
        or(facet('status', 'in_stock'), facet('status', 'coming_soon'), numeric('visible_until', '>', 1700000000)),
        facet('show_on_dealer_website', 'true'),
      ),
    )
  })
})

describe('parseFilters: keywords are upper case only', () => {
  test.each<[string, string]>([
    ['a:1 and b:2', "Unexpected token 'and' at position 4; expected AND, OR or end of filter"],
    ['a:1 Or b:2', "Unexpected token 'Or' at position 4; expected AND, OR or end of filter"],
  ])('%s is an error', (input, message) => {
    expect(parseFilters(input)).toEqual({ ok: false, error: { message, position: 4 } })
  })

  test('lower-case words are ordinary values', () => {
    expect(ast('not')).toEqual(tag('not'))
    expect(ast('a:and')).toEqual(facet('a', 'and'))
  })
})

describe('parseFilters: errors are values with a position', () => {
  test.each<[string, string, number]>([
    ['', 'Empty filter at position 0', 0],
    ['   ', 'Empty filter at position 0', 0],
    ['(a:1 OR b:2', "Unexpected end of filter at position 11; expected ')' to close '(' at position 0", 11],
    ['a:1 OR b:2)', "Unexpected token ')' at position 10; expected AND, OR or end of filter", 10],
    ['a:1 AND', 'Unexpected end of filter at position 7; expected a filter', 7],
    ['OR a:1', 'Unexpected token \'OR\' at position 0; expected a filter (quote "OR" to use it as a value)', 0],
    ['a:1 AND AND b:2', 'Unexpected token \'AND\' at position 8; expected a filter (quote "AND" to use it as a value)', 8],
    ['NOT', 'Unexpected end of filter at position 3; expected a filter', 3],
    [':Toyota', "Unexpected token ':' at position 0; expected a filter", 0],
    ['"":Toyota', 'Empty attribute name at position 0', 0],
    ['"" > 3', 'Empty attribute name at position 0', 0],
    ['make:', "Unexpected end of filter at position 5; expected a value after ':'", 5],
    ['make:AND', "Unexpected token 'AND' at position 5; expected a value after ':' (quote \"AND\" to use it as a value)", 5],
    ['make:"Land Rover', 'Unterminated quoted string starting at position 5', 5],
    ["make:'Land", 'Unterminated quoted string starting at position 5', 5],
    ['price > ten', "Unexpected token 'ten' at position 8; expected a number after '>'", 8],
    ['price > "10"', 'Unexpected string "10" at position 8; expected a number after \'>\'', 8],
    ['price >', "Unexpected end of filter at position 7; expected a number after '>'", 7],
    ['price:10 TO', "Unexpected end of filter at position 11; expected a number after 'TO'", 11],
    ['price:10 TO x', "Unexpected token 'x' at position 12; expected a number after 'TO'", 12],
    ['price:1e999 TO 2', "Unexpected token 'TO' at position 12; expected AND, OR or end of filter", 12],
    ['price ! 3', "Unexpected character '!' at position 6; expected '!='", 6],
    ['a:1 b:2', "Unexpected token 'b' at position 4; expected AND, OR or end of filter", 4],
    ['()', "Unexpected token ')' at position 1; expected a filter", 1],
    ['a:1 OR', 'Unexpected end of filter at position 6; expected a filter', 6],
  ])('%j', (input, message, position) => {
    expect(parseFilters(input)).toEqual({ ok: false, error: { message, position } })
  })
})

describe('parseFilters: abuse limits', () => {
  test('a filter longer than maxLength is refused before tokenizing', () => {
    const result = parseFilters('a:1 OR '.repeat(10) + 'a:1', { maxLength: 20, maxDepth: 32 })
    expect(result).toEqual({ ok: false, error: { message: 'Filter is too long (73 characters, at most 20)', position: 20 } })
  })

  test.each([
    ['parentheses', (n: number) => '('.repeat(n) + 'a:1' + ')'.repeat(n)],
    ['NOTs', (n: number) => 'NOT '.repeat(n) + 'a:1'],
  ])('%s nested up to maxDepth parse, one deeper is refused', (_name, build) => {
    expect(parseFilters(build(32)).ok).toBe(true)
    const deeper = parseFilters(build(33))
    expect(deeper.ok).toBe(false)
    if (!deeper.ok) expect(deeper.error.message).toMatch(/^Filter nests deeper than 32 levels at position \d+$/)
  })

  test('long AND chains are not nesting: 500 excluded stock numbers parse as one flat AND', () => {
    const input = Array.from({ length: 500 }, (_, i) => `NOT stocknum:S${i}`).join(' AND ')
    const result = parseFilters(input)
    expect(result.ok && result.ast.kind === 'and' && result.ast.children.length).toBe(500)
  })

  test('messages clip very long tokens', () => {
    const result = parseFilters(`a:1 ${'x'.repeat(5000)}`)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.error.message.length).toBeLessThan(200)
  })
})
