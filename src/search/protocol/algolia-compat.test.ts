import { describe, expect, test } from 'vitest'
import { algoliaCompatibilityIssues } from './algolia-compat'
import { parseFilters } from './filter-parser'

function issues(filter: string): string[] {
  const parsed = parseFilters(filter)
  if (!parsed.ok) throw new Error(parsed.error.message)
  return algoliaCompatibilityIssues(parsed.ast)
}

describe('algoliaCompatibilityIssues (Algolia filters restrictions)', () => {
  test.each([
    ['A AND (B OR C)', 'make:Toyota AND (body:SUV OR body:Ute)'],
    ['(A OR B) AND (C OR D) AND E', '(a:1 OR a:2) AND (price < 10 OR price > 20) AND c:3'],
    ['NOT of one filter inside OR', 'price < 10 AND (category:Book OR NOT category:Ebook)'],
    ['numeric OR numeric', 'price < 10 OR price:20 TO 30'],
    [
      'the stock-status filter with the sold rule precomputed',
      '(status:in_stock OR status:coming_soon) AND visible_until > 1700000000 AND show_on_dealer_website:true',
    ],
  ])('%s is valid on Algolia', (_name, filter) => {
    expect(issues(filter)).toEqual([])
  })

  test.each([
    [
      'the stock-status filter as written (DESIGN search notes)',
      'status:in_stock OR status:coming_soon OR sold_date_timestamp > 1700000000',
      ['Algolia can only OR filters of one type, not facet and numeric'],
    ],
    ['facet OR tag', 'make:Toyota OR published', ['Algolia can only OR filters of one type, not facet and tag']],
    ['types mixed across nested ORs', 'a:1 OR (b:2 OR price > 3)', ['Algolia can only OR filters of one type, not facet and numeric']],
    ['AND inside OR', 'a:1 OR (b:2 AND c:3)', ['Algolia cannot combine AND inside OR, as in A OR (B AND C)']],
    ['NOT of a group', 'NOT (a:1 OR a:2)', ['Algolia can only negate a single filter, not a group']],
    ['NOT of a group inside OR', 'a:1 OR NOT (b:2 AND c:3)', ['Algolia can only negate a single filter, not a group']],
  ])('%s is reported', (_name, filter, expected) => {
    expect(issues(filter)).toEqual(expected)
  })
})
