import { describe, expect, test } from 'vitest'
import { COMPARE_KEY } from './compare'
import { FAVOURITES_KEY } from './favourites'
import { SEARCH_HISTORY_KEY } from './search-history'
import { cardsShowOwnLists, searchPageShowsOwnLists } from './shown-lists'

const storage = (items: Record<string, unknown>) => (key: string) => (key in items ? JSON.stringify(items[key]) : null)
const saved = (path: string) => ({ path, title: 'Used Cars', filters: 'Toyota' })

describe('searchPageShowsOwnLists: whether the search page would show this browser its own lists', () => {
  test('nothing stored, or empty lists: no', () => {
    expect(searchPageShowsOwnLists(storage({}), '/search', '')).toBe(false)
    expect(searchPageShowsOwnLists(storage({ [FAVOURITES_KEY]: [], [COMPARE_KEY]: [], [SEARCH_HISTORY_KEY]: [] }), '/search', '')).toBe(
      false,
    )
  })

  test('favourites or compared cars show on the cards: yes', () => {
    expect(searchPageShowsOwnLists(storage({ [FAVOURITES_KEY]: ['car-1'] }), '/search', '')).toBe(true)
    expect(searchPageShowsOwnLists(storage({ [COMPARE_KEY]: ['car-1'] }), '/search', '')).toBe(true)
  })

  test('a recent search other than the one on screen: yes; only the one on screen (page aside): no', () => {
    const history = storage({ [SEARCH_HISTORY_KEY]: [saved('/search/used-cars')] })
    expect(searchPageShowsOwnLists(history, '/search', '?price=10000:40000')).toBe(true)
    expect(searchPageShowsOwnLists(history, '/search/used-cars', '')).toBe(false)
    expect(searchPageShowsOwnLists(history, '/search/used-cars', '?page=2')).toBe(false)
  })

  test('unreadable history shows nothing', () => {
    expect(searchPageShowsOwnLists((key) => (key === SEARCH_HISTORY_KEY ? 'not json' : null), '/search', '')).toBe(false)
  })
})

describe('cardsShowOwnLists: whether car cards would show this browser its own lists', () => {
  test('a favourite or a compared car: yes', () => {
    expect(cardsShowOwnLists(storage({ [FAVOURITES_KEY]: ['car-1'] }))).toBe(true)
    expect(cardsShowOwnLists(storage({ [COMPARE_KEY]: ['car-1'] }))).toBe(true)
  })

  test('nothing stored, empty lists, or only recent searches (cards do not show them): no', () => {
    expect(cardsShowOwnLists(storage({}))).toBe(false)
    expect(cardsShowOwnLists(storage({ [FAVOURITES_KEY]: [], [COMPARE_KEY]: [] }))).toBe(false)
    expect(cardsShowOwnLists(storage({ [SEARCH_HISTORY_KEY]: [saved('/search/used-cars')] }))).toBe(false)
  })
})
