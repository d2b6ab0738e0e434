import { describe, expect, test } from 'vitest'
import { searchViewKey, searchViewTiming } from './search-view'

describe('the search a view is reported for', () => {
  test.each([
    ['a bare search page', '/search', '', '/search'],
    ['a trailing slash is the same page', '/search/used-cars/', '', '/search/used-cars'],
    ['parameters in any order are one search', '/search', '?model=Corolla&make=Toyota', '/search?make=Toyota&model=Corolla'],
    ['an empty query is no filter', '/search', '?query=&make=Toyota', '/search?make=Toyota'],
    ['the page number is part of the search', '/search', '?make=Toyota&page=2', '/search?make=Toyota&page=2'],
    ['repeated values in any order are one search', '/search', '?body=suv&body=hatch', '/search?body=hatch&body=suv'],
  ])('%s', (_name, pathname, search, expected) => {
    expect(searchViewKey(pathname, search)).toBe(expected)
  })

  test('a different page of results is a different search', () => {
    expect(searchViewKey('/search', '?page=2')).not.toBe(searchViewKey('/search', '?page=3'))
  })
})

describe('when a search page view is reported', () => {
  test.each([
    ['the first view of the page, at once', null, '/search', 'now'],
    ['the first view, even with filters', null, '/search?make=Toyota', 'now'],
    ['a new search, once the shopper settles on it', '/search', '/search?make=Toyota', 'settled'],
    ['back to an earlier search, once settled', '/search?make=Toyota', '/search', 'settled'],
    ['the search already reported, never again', '/search?make=Toyota', '/search?make=Toyota', 'never'],
  ] as const)('%s', (_name, last, key, expected) => {
    expect(searchViewTiming(last, key)).toBe(expected)
  })
})
