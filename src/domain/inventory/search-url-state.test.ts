import { describe, expect, it } from 'vitest'
import {
  type IndexUiState,
  type RouteState,
  parseRangeParam,
  routeToUiState,
  stockSpelledParams,
  uiStateToRoute,
  valueFacetsIn,
} from './search-url-state'

const INDEXES = ['cars', 'cars_latest', 'cars_price_asc', 'cars_price_desc']
const NOW = new Date('2026-03-10T12:00:00Z')
const NOW_SECONDS = NOW.getTime() / 1000
const DAY = 86_400

describe('search URL state (query, page, sortBy, one key per facet)', () => {
  it.each<[IndexUiState, RouteState, IndexUiState]>([
    [{}, {}, {}],
    [{ query: 'camry' }, { query: 'camry' }, { query: 'camry' }],
    [{ page: 3 }, { page: '3' }, { page: 3 }],
    [{ page: 1 }, {}, {}],
    [{ sortBy: 'cars' }, {}, {}],
    [{ sortBy: 'cars_latest' }, { sortBy: 'cars_latest' }, { sortBy: 'cars_latest' }],
    [{ refinementList: { make: ['Toyota', 'Mazda'] } }, { make: 'Toyota,Mazda' }, { refinementList: { make: ['Toyota', 'Mazda'] } }],
    [{ refinementList: { make: [] } }, {}, {}],
    [
      { refinementList: { make: ['Toyota'], 'make_model.lvl1': ['Toyota > Corolla', 'Toyota > RAV4'] } },
      { make: 'Toyota', make_model: 'Toyota > Corolla,Toyota > RAV4' },
      { refinementList: { make: ['Toyota'], 'make_model.lvl1': ['Toyota > Corolla', 'Toyota > RAV4'] } },
    ],
    // A dropdown keeps one value, so a value with commas ("$10,000 - $20,000") survives.
    [
      { refinementList: { price_range: ['$10,000 - $20,000'] } },
      { price_range: '$10,000 - $20,000' },
      { refinementList: { price_range: ['$10,000 - $20,000'] } },
    ],
    [
      { range: { price: '10000:50000', km: ':60000' } },
      { price: '10000:50000', km: ':60000' },
      { range: { price: '10000:50000', km: ':60000' } },
    ],
  ])('%j -> %j -> %j', (ui, route, back) => {
    expect(uiStateToRoute(ui, 'cars', NOW)).toEqual(route)
    expect(routeToUiState(route, INDEXES, NOW)).toEqual(back)
  })

  it('reads the budget finder link (?price=min:max&sortBy=cars_price_desc)', () => {
    expect(routeToUiState({ price: '15000:25000', sortBy: 'cars_price_desc' }, INDEXES, NOW)).toEqual({
      range: { price: '15000:25000' },
      sortBy: 'cars_price_desc',
    })
  })

  it('never asks for more than the search protocol answers (a refused request would leave the page waiting)', () => {
    expect(routeToUiState({ page: '1000000000' }, INDEXES, NOW)).toEqual({ page: 1000 })
    expect(routeToUiState({ page: '1e9' }, INDEXES, NOW)).toEqual({ page: 1000 })
    expect(routeToUiState({ query: 'a'.repeat(600) }, INDEXES, NOW).query).toHaveLength(512)
  })

  it('ignores bad values from the URL', () => {
    expect(routeToUiState({ page: 'x', sortBy: 'users', query: '  ', make: ',', price: 'cheap', colour: ' ' }, INDEXES, NOW)).toEqual({})
    expect(routeToUiState({ page: '-2' }, INDEXES, NOW)).toEqual({})
    expect(routeToUiState({ unknown: 'x' }, INDEXES, NOW)).toEqual({})
  })

  it.each([
    ['10000:50000', '10000:50000'],
    ['50000:10000', '10000:50000'],
    [' 5000: ', '5000:'],
    [':9000', ':9000'],
    [':', undefined],
    ['a:b', undefined],
    ['10000', undefined],
    [undefined, undefined],
  ])('range param %j -> %j', (raw, expected) => {
    expect(parseRangeParam(raw)).toBe(expected)
  })
})

describe('caravan filters in the address', () => {
  it('sleeps, length, ATM and tare have short keys and come back as they went', () => {
    const state = {
      refinementList: { 'caravan.sleeps': ['4'] },
      range: { 'caravan.body_length': '5.5:7', 'caravan.aggregate_trailer_mass': ':2500', 'caravan.tare_weight': '1800:' },
    }
    const route = uiStateToRoute(state, 'cars', NOW)
    expect(route).toEqual({ sleeps: '4', length: '5.5:7', atm: ':2500', tare: '1800:' })
    expect(routeToUiState(route, ['cars'], NOW)).toEqual(state)
  })
})

describe('the listing date in the address', () => {
  it.each([
    ['24h', NOW_SECONDS - DAY],
    ['7d', NOW_SECONDS - 7 * DAY],
    ['30d', NOW_SECONDS - 30 * DAY],
  ])('?listed=%s is the window back from now, and comes back as the period', (key, since) => {
    const state = { numericMenu: { created_at_timestamp: `${since}:` } }
    expect(routeToUiState({ listed: key }, INDEXES, NOW)).toEqual(state)
    expect(uiStateToRoute(state, 'cars', NOW)).toEqual({ listed: key })
  })

  it('a link opened a day later searches the same period from its own now', () => {
    const later = new Date(NOW.getTime() + DAY * 1000)
    expect(routeToUiState({ listed: '7d' }, INDEXES, later)).toEqual({
      numericMenu: { created_at_timestamp: `${NOW_SECONDS + DAY - 7 * DAY}:` },
    })
  })

  it('goes with the other refinements', () => {
    const route = { make: 'Toyota', listed: '30d', page: '2' }
    expect(uiStateToRoute(routeToUiState(route, INDEXES, NOW), 'cars', NOW)).toEqual(route)
  })

  it.each(['7', '1y', 'soon', ''])('?listed=%j names no period and is dropped', (raw) => {
    expect(routeToUiState({ listed: raw }, INDEXES, NOW)).toEqual({})
  })

  it('a window that is no period from now (another clock) is not written as one', () => {
    expect(uiStateToRoute({ numericMenu: { created_at_timestamp: `${NOW_SECONDS - 5 * DAY}:` } }, 'cars', NOW)).toEqual({})
  })
})

describe('facet values in the address, spelled as the stock spells them', () => {
  const STOCK = {
    tag: ['Runout Sale', 'Just Arrived', 'Test Drive Only'],
    make: ['Toyota', 'TOYOTA', 'Land Rover', 'Kia'],
    'make_model.lvl1': ['Toyota > Corolla', 'Kia > Sportage'],
    colour: ['Blue'],
  }
  const respell = (query: string) => stockSpelledParams(new URLSearchParams(query), STOCK)?.toString() ?? null

  it.each<[string, string, string | null]>([
    ['a tag typed in lower case', 'tag=runout+sale', 'tag=Runout+Sale'],
    ['a tag in capitals', 'tag=TEST+DRIVE+ONLY', 'tag=Test+Drive+Only'],
    [
      'each make of several, other parameters untouched and in place',
      'query=suv&make=land+rover,kia&page=2',
      'query=suv&make=Land+Rover%2CKia&page=2',
    ],
    ['a model under its key', 'make_model=toyota+>+corolla', 'make_model=Toyota+%3E+Corolla'],
    ['a value stocked in several casings keeps its own', 'make=TOYOTA', null],
    ['a value stocked in another casing only takes the most common', 'make=toyota', 'make=Toyota'],
    ['already the stock spelling', 'tag=Runout+Sale&colour=Blue', null],
    ['a value nothing is stocked under stays as typed', 'tag=clearance', null],
    ['a key given twice is left alone', 'tag=runout+sale&tag=x', null],
    ['parameters that are no facet value', 'query=runout+sale&listed=7d&price=1000:2000', null],
  ])('%s: %s -> %s', (_name, query, expected) => {
    expect(respell(query)).toBe(expected)
  })

  it('a facet the stock lists nothing for (the search did not say) keeps the address', () => {
    expect(stockSpelledParams(new URLSearchParams('tag=runout sale'), {})).toBeNull()
  })

  it('names the facets whose spellings it needs: those the address gives one value for', () => {
    expect(valueFacetsIn(new URLSearchParams('make=kia&make_model=Kia > Sportage&tag=x&features=y&query=z&listed=7d&price=1:2'))).toEqual([
      'make',
      'make_model.lvl1',
      'filtered_features',
      'tag',
    ])
  })
})
