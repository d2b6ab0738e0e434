import { describe, expect, it } from 'vitest'
import { type IndexUiState, type RouteState, routeToUiState, uiStateToRoute } from './search-url-state'

const INDEXES = ['cars', 'cars_latest', 'cars_price_asc']

describe('search URL state', () => {
  it.each<[IndexUiState, RouteState, IndexUiState]>([
    [{}, {}, {}],
    [{ query: 'camry' }, { query: 'camry' }, { query: 'camry' }],
    [{ page: 3 }, { page: '3' }, { page: 3 }],
    [{ page: 1 }, {}, {}],
    [{ sortBy: 'cars' }, {}, {}],
    [{ sortBy: 'cars_latest' }, { sortBy: 'cars_latest' }, { sortBy: 'cars_latest' }],
    [{ refinementList: { make: ['Toyota', 'Mazda'] } }, { make: 'Toyota,Mazda' }, { refinementList: { make: ['Toyota', 'Mazda'] } }],
    [{ refinementList: { make: [] } }, {}, {}],
  ])('%j -> %j -> %j', (ui, route, back) => {
    expect(uiStateToRoute(ui, 'cars')).toEqual(route)
    expect(routeToUiState(route, INDEXES)).toEqual(back)
  })

  it('ignores bad values from the URL', () => {
    expect(routeToUiState({ page: 'x', sortBy: 'users', query: '  ', make: ',' }, INDEXES)).toEqual({})
    expect(routeToUiState({ page: '-2' }, INDEXES)).toEqual({})
  })
})
