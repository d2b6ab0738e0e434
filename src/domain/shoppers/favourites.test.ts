import { describe, expect, test } from 'vitest'
import { type FavouriteEntry, MAX_FAVOURITES, favouriteEntry, parseFavourites, toggleFavourite } from './favourites'

const car = (id: string): FavouriteEntry => ({
  id,
  name: `Car ${id}`,
  slug: `car-${id}`,
  make: 'Kia',
  model: 'Rio',
  primary_image_url: null,
})

describe('favourites', () => {
  test('the toggle adds, then removes, by id', () => {
    const once = toggleFavourite([], car('1'))
    expect(once.map((f) => f.id)).toEqual(['1'])
    expect(toggleFavourite(once, { ...car('1'), name: 'renamed' })).toEqual([])
  })

  test('at most 50 are kept, the oldest falling off', () => {
    let list = Array.from({ length: MAX_FAVOURITES }, (_, i) => car(String(i)))
    list = toggleFavourite(list, car('new'))
    expect(list).toHaveLength(MAX_FAVOURITES)
    expect(list[0].id).toBe('1')
    expect(list.at(-1)?.id).toBe('new')
  })

  test.each([
    [null, []],
    ['not json', []],
    ['{"id":"1"}', []],
    [JSON.stringify([car('1'), car('1'), { id: 2 }, { ...car('3'), slug: '' }, car('4')]), ['1', '4']],
  ])('what the browser kept (%s) is read tolerantly', (raw, ids) => {
    expect(parseFavourites(raw).map((f) => f.id)).toEqual(ids)
  })

  test('offered only on sites with the switch, for a car with an id and a slug', () => {
    const hit = { objectID: 'abc', slug: '2021-kia-rio-abc', year: 2021, make: 'Kia', model: 'Rio' }
    expect(favouriteEntry(false, hit)).toBeNull()
    expect(favouriteEntry(true, { ...hit, slug: undefined })).toBeNull()
    expect(favouriteEntry(true, hit)).toEqual({
      id: 'abc',
      name: '2021 Kia Rio',
      slug: '2021-kia-rio-abc',
      make: 'Kia',
      model: 'Rio',
      primary_image_url: null,
    })
  })
})
