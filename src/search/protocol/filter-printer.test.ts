import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { type FilterNode, NUMERIC_OPS, and, facet, not, numeric, or, range, tag } from '@/src/domain/inventory/filter-ast'
import { parseFilters } from './filter-parser'
import { printFilter, quoteIfNeeded } from './filter-printer'

describe('printFilter', () => {
  test.each<[string, FilterNode, string]>([
    ['bare words stay bare', facet('make', 'Toyota'), 'make:Toyota'],
    ['spaces are quoted', facet('make', 'Land Rover'), 'make:"Land Rover"'],
    ['keywords are quoted', facet('status', 'AND'), 'status:"AND"'],
    ['quotes and backslashes are escaped', facet('a b', 'say "hi" \\o/'), '"a b":"say \\"hi\\" \\\\o/"'],
    ['empty values are quoted', facet('make', ''), 'make:""'],
    ['tags print with _tags', tag('Runout Sale'), '_tags:"Runout Sale"'],
    ['numeric', numeric('price', '>=', -1.5), 'price >= -1.5'],
    ['range', range('price', 1000, 2000), 'price:1000 TO 2000'],
    ['tiny numbers', numeric('x', '<', 5e-7), 'x < 5e-7'],
    ['nested groups keep parentheses', and(or(facet('a', '1'), facet('b', '2')), not(or(facet('c', '3')))), '(a:1 OR b:2) AND NOT (c:3)'],
    ['and inside and stays grouped', and(and(facet('a', '1'), facet('b', '2')), facet('c', '3')), '(a:1 AND b:2) AND c:3'],
  ])('%s', (_name, node, expected) => {
    expect(printFilter(node)).toBe(expected)
  })

  test.each([
    ['Toyota', 'Toyota'],
    ['C-Class', 'C-Class'],
    ['in_stock', 'in_stock'],
    ['TO', '"TO"'],
    ['a:b', '"a:b"'],
    ["O'Brien", '"O\'Brien"'],
    ['x>1', '"x>1"'],
    ['tab\there', '"tab\there"'],
  ])('quoteIfNeeded(%j) = %s', (text, expected) => {
    expect(quoteIfNeeded(text)).toBe(expected)
  })
})

// Attribute and value text drawn to hit the lexer's edge cases: delimiters, quotes, backslashes,
// keywords, numbers and unicode whitespace, as well as arbitrary strings.
const tricky = fc.constantFrom('AND', 'OR', 'NOT', 'TO', '10', '-5', '1e3', ':', '"', "'", '\\', '(', ')', ' ', '\u00a0', '!=', 'é', '😀')
const text = fc.oneof(
  fc.string(),
  fc.array(fc.oneof(tricky, fc.string({ maxLength: 3 })), { maxLength: 5 }).map((parts) => parts.join('')),
)
const attribute = text.filter((t) => t !== '' && t !== '_tags')
const number = fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => (n === 0 ? 0 : n))

const leaf: fc.Arbitrary<FilterNode> = fc.oneof(
  fc.tuple(attribute, text).map(([a, v]) => facet(a, v)),
  fc.tuple(attribute, fc.constantFrom(...NUMERIC_OPS), number).map(([a, op, v]) => numeric(a, op, v)),
  fc.tuple(attribute, number, number).map(([a, lo, hi]) => range(a, lo, hi)),
  text.map((v) => tag(v)),
)

const { node } = fc.letrec<{ node: FilterNode }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('node'), { minLength: 2, maxLength: 4 }).map((c) => and(...c)),
    fc.array(tie('node'), { minLength: 2, maxLength: 4 }).map((c) => or(...c)),
    tie('node').map((c) => not(c)),
  ),
}))

describe('properties', () => {
  test('parse(print(ast)) returns the same tree', () => {
    fc.assert(
      fc.property(node, (ast) => {
        expect(parseFilters(printFilter(ast))).toEqual({ ok: true, ast })
      }),
      { numRuns: 2000 },
    )
  })

  const soup = fc
    .array(fc.oneof(tricky, fc.constantFrom('a', 'price', '>', '>=', '<', '=', '!', '-', '.', '_tags'), fc.string({ maxLength: 2 })), {
      maxLength: 30,
    })
    .map((parts) => parts.join(' '))

  test.each([
    ['arbitrary strings', fc.string({ unit: 'binary', maxLength: 200 })],
    ['token soup', soup],
  ])('parseFilters never throws on %s and answers a value', (_name, input) => {
    fc.assert(
      fc.property(input, (s) => {
        const result = parseFilters(s)
        if (result.ok) expect(typeof printFilter(result.ast)).toBe('string')
        else {
          expect(result.error.message).toMatch(/at position \d+/)
          expect(result.error.position).toBeGreaterThanOrEqual(0)
          expect(result.error.position).toBeLessThanOrEqual(s.length)
        }
      }),
      { numRuns: 3000 },
    )
  })

  test('printing a parsed filter and parsing again is stable', () => {
    fc.assert(
      fc.property(soup, (s) => {
        const first = parseFilters(s)
        if (first.ok) expect(parseFilters(printFilter(first.ast))).toEqual(first)
      }),
      { numRuns: 3000 },
    )
  })
})
