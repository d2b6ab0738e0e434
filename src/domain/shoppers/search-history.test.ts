import { describe, expect, test } from 'vitest'
import {
  MAX_SEARCHES,
  type SavedSearch,
  historyPath,
  otherSearches,
  parseSearchHistory,
  recordSearch,
  searchFilters,
  searchToKeep,
} from './search-history'

const NOW = new Date('2026-03-10T12:00:00Z')
const search = (path: string): SavedSearch => ({ path, title: 'Used Cars', filters: 'Toyota' })

describe('search history (last 5 searches)', () => {
  test('the filters read as the panel shows them', () => {
    expect(
      searchFilters(
        {
          query: ' hybrid ',
          page: 3,
          sortBy: 'cars_price_asc',
          refinementList: {
            make: ['Toyota'],
            'make_model.lvl1': ['Toyota > RAV4'],
            body: ['suv'],
            car_type: ['used'],
            certified: ['true'],
          },
          range: { price: '10000:40000', km: ':80000', year: '2019:' },
          numericMenu: { created_at_timestamp: `${NOW.getTime() / 1000 - 30 * 86_400}:` },
        },
        NOW,
      ),
    ).toEqual([
      '“hybrid”',
      'Toyota',
      'RAV4',
      'Used',
      'SUV',
      'Certified',
      'Price $10,000 to $40,000',
      'Kilometres up to 80,000',
      'Year from 2019',
      'Listed in the last 30 days',
    ])
    expect(searchFilters({ page: 2, sortBy: 'cars_price_desc', range: { price: 'nonsense' } }, NOW)).toEqual([])
  })
  test('a bare /search is not kept; a filtered path or chosen filters are', () => {
    expect(searchToKeep('/search', '', 'Search Cars', '')).toBeNull()
    expect(searchToKeep('/search/', '?page=2', 'Search Cars', '')).toBeNull()
    expect(searchToKeep('/search/used-cars', '', 'Used Cars', '')).toEqual({ path: '/search/used-cars', title: 'Used Cars', filters: '' })
    expect(searchToKeep('/search', '?price=1000%3A', 'Search Cars', 'Price from $1,000')).toEqual({
      path: '/search?price=1000%3A',
      title: 'Search Cars',
      filters: 'Price from $1,000',
    })
  })
  test('paging a search is the same search', () => {
    expect(historyPath('/search/used-cars', '?make=Toyota&page=3&query=')).toBe('/search/used-cars?make=Toyota')
    expect(historyPath('/search', '')).toBe('/search')
  })
  test(`the newest ${MAX_SEARCHES} are kept, a repeated search moving to the front`, () => {
    let list: SavedSearch[] = []
    for (let i = 1; i <= 7; i++) list = recordSearch(list, search(`/search?price=${i}000:`))
    expect(list.map((s) => s.path)).toEqual([
      '/search?price=7000:',
      '/search?price=6000:',
      '/search?price=5000:',
      '/search?price=4000:',
      '/search?price=3000:',
    ])
    expect(recordSearch(list, search('/search?price=5000:'))[0].path).toBe('/search?price=5000:')
    expect(recordSearch(list, search('/search?price=5000:'))).toHaveLength(MAX_SEARCHES)
    expect(otherSearches(list, '/search?price=7000:')).toHaveLength(4)
  })
  test('only this site’s search pages come back as links, whatever was stored', () => {
    const stored = [
      search('/search/used-cars'),
      search('https://evil.example/search'),
      search('//evil.example/search'),
      search('javascript:alert(1)'),
      search('/searching'),
      search('/about-us'),
      { path: '/search?x', title: '', filters: '' },
      search('/search?body=SUV'),
    ]
    expect(parseSearchHistory(JSON.stringify(stored)).map((s) => s.path)).toEqual(['/search/used-cars', '/search?body=SUV'])
  })
})
