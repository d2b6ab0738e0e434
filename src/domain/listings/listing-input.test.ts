import { describe, expect, test } from 'vitest'
import {
  LISTING_PAGE_SIZE,
  type ListingInput,
  cleared,
  hasRefinements,
  listingHref,
  listingKey,
  parseManufacturerParams,
  parseOffersParams,
  refine,
  withPage,
} from './listing-input'

describe('dealership offers search state from the URL (categories, price, query, page)', () => {
  test.each<[string, Record<string, string | string[]>, Partial<ListingInput>]>([
    ['nothing', {}, { categories: [], price: null, query: '', page: 1 }],
    [
      'repeated categories, as a GET form sends them',
      { categories: ['Work Ready', 'Off Road'] },
      { categories: ['Off Road', 'Work Ready'] },
    ],
    ['one category', { categories: 'Under $20k' }, { categories: ['Under $20k'] }],
    [
      'duplicate categories in other case are one',
      { categories: ['off road', 'Off Road', ' ', 'Off Road '] },
      { categories: ['off road'] },
    ],
    ['price range', { price: '10000:20000' }, { price: { min: 10000, max: 20000 } }],
    ['bad price is no filter', { price: 'cheap' }, { price: null }],
    ['query is trimmed', { query: '  hilux ' }, { query: 'hilux' }],
    ['page', { page: '3' }, { page: 3 }],
    ['page 0, negative, decimal or text is page 1', { page: 'two' }, { page: 1 }],
    ['first non-empty value of a repeated scalar wins', { page: ['', '4', '5'] }, { page: 4 }],
  ])('%s', (_name, params, expected) => {
    expect(parseOffersParams(params)).toMatchObject({ kind: 'offers', ...expected })
  })

  test.each(['0', '-2', '1.5', '1e9'])('page %s is page 1', (page) => {
    expect(parseOffersParams({ page }).page).toBe(1)
  })

  test('a query longer than the protocol allows is dropped rather than failing the page', () => {
    expect(parseOffersParams({ query: 'x'.repeat(600) }).query).toBe('')
  })

  test('URLSearchParams read the same as Next searchParams', () => {
    const params = new URLSearchParams('categories=Off+Road&categories=Family+7+Seater&price=%3A30000&query=ranger&page=2')
    expect(parseOffersParams(params)).toEqual({
      kind: 'offers',
      categories: ['Family 7 Seater', 'Off Road'],
      price: { min: null, max: 30000 },
      query: 'ranger',
      page: 2,
    })
  })
})

describe('manufacturer search state (manufacturer.name, model.name, model.body, query, page)', () => {
  test('reads model, body, query and page; the manufacturer comes from the path', () => {
    expect(parseManufacturerParams('Toyota', { model: 'HiLux', body: 'ute', query: 'sr5', page: '2' })).toEqual({
      kind: 'manufacturer',
      manufacturer: 'Toyota',
      model: 'HiLux',
      body: 'ute',
      query: 'sr5',
      page: 2,
    })
  })
  test('empty model and body are no filter', () => {
    expect(parseManufacturerParams('Kia', { model: '', body: ' ' })).toMatchObject({ model: null, body: null })
  })
  test('an empty manufacturer is a programming error', () => {
    expect(() => parseManufacturerParams('', {})).toThrow()
  })
})

describe('state to URL (navigation: parameters pushed to the address)', () => {
  const offers = parseOffersParams({ categories: ['Off Road', 'Work Ready'], price: ':30000', query: 'ute', page: '2' })
  const toyota = parseManufacturerParams('Land Rover', { model: 'Defender', page: '3' })

  test.each<[string, ListingInput, string]>([
    ['offers with everything', offers, '/special-offers?categories=Off+Road&categories=Work+Ready&price=%3A30000&query=ute&page=2'],
    ['offers defaults leave no query string', parseOffersParams({}), '/special-offers'],
    ['manufacturer path is the make slug', toyota, '/manufacturers/land-rover?model=Defender&page=3'],
  ])('%s', (_name, input, href) => {
    expect(listingHref(input)).toBe(href)
    const url = new URL(href, 'http://x')
    const back =
      input.kind === 'offers' ? parseOffersParams(url.searchParams) : parseManufacturerParams(input.manufacturer, url.searchParams)
    expect(back).toEqual(input)
  })

  test('one cache key per combination of inputs; category order and make case do not matter', () => {
    expect(listingKey(parseOffersParams({ categories: ['B', 'A'] }))).toBe(listingKey(parseOffersParams({ categories: ['A', 'B'] })))
    expect(listingKey(parseManufacturerParams('toyota', {}))).toBe(listingKey(parseManufacturerParams('Toyota', {})))
    expect(listingKey(parseOffersParams({ page: '2' }))).not.toBe(listingKey(parseOffersParams({})))
    expect(listingKey(parseManufacturerParams('Kia', {}))).not.toBe(listingKey(parseManufacturerParams('Mazda', {})))
    expect(listingKey(parseManufacturerParams('Kia', {}))).not.toBe(listingKey(parseOffersParams({})))
  })
})

describe('changes (any refinement change resets the page to the first)', () => {
  const onPage3 = parseOffersParams({ categories: 'Off Road', page: '3' })
  test('refining goes back to page 1', () => {
    expect(refine(onPage3, { categories: ['Off Road', 'Work Ready'] })).toMatchObject({ categories: ['Off Road', 'Work Ready'], page: 1 })
    expect(refine(onPage3, { query: 'hilux' }).page).toBe(1)
    expect(refine(parseManufacturerParams('Kia', { page: '2' }), { model: 'EV6' })).toMatchObject({ model: 'EV6', page: 1 })
  })
  test('changing page keeps the filters', () => {
    expect(withPage(onPage3, 4)).toMatchObject({ categories: ['Off Road'], page: 4 })
  })
  test('cleared keeps only the listing (and its manufacturer)', () => {
    expect(listingHref(cleared(onPage3))).toBe('/special-offers')
    expect(listingHref(cleared(parseManufacturerParams('Kia', { model: 'EV6', body: 'suv', query: 'gt' })))).toBe('/manufacturers/kia')
    expect(hasRefinements(onPage3)).toBe(true)
    expect(hasRefinements(cleared(onPage3))).toBe(false)
  })
  test('page size is 21', () => {
    expect(LISTING_PAGE_SIZE).toBe(21)
  })
})
