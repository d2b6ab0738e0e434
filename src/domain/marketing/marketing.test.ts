import { describe, expect, test } from 'vitest'
import { type PromoTile, placeTiles, showsOnPage, tilesForPage } from './promo-tiles'
import { collapsedText, explorePath, liveOffersForMake, modelStockPath, offerPath, offerRateText } from './offers'
import { scheduleProblem, scheduleState } from './schedule'

describe('start and expiry (Stocktake Sale: 2025-07-01 to 2025-07-24, +10:00)', () => {
  const sale = { startsAt: '2025-07-01T00:00:00+10:00', expiresAt: '2025-07-24T00:00:00+10:00' }
  test.each([
    ['a minute before the start', '2025-06-30T13:59:00Z', 'scheduled'],
    ['at the start', '2025-06-30T14:00:00Z', 'live'],
    ['a minute before the expiry', '2025-07-23T13:59:00Z', 'live'],
    ['at the expiry', '2025-07-23T14:00:00Z', 'expired'],
  ])('%s', (_, now, state) => expect(scheduleState(sale, new Date(now))).toBe(state))
  test('missing dates do not limit', () => {
    expect(scheduleState({}, new Date())).toBe('live')
    expect(scheduleState({ expiresAt: '2020-01-01T00:00:00Z' }, new Date('2026-01-01'))).toBe('expired')
  })
  test('an expiry before the start is refused', () => {
    expect(scheduleProblem({ startsAt: '2026-02-01T00:00:00Z', expiresAt: '2026-01-01T00:00:00Z' })).toBe(
      'The expiry must be after the start.',
    )
    expect(scheduleProblem(sale)).toBeNull()
  })
})

const tile = (id: string, extra: Partial<PromoTile> = {}): PromoTile => ({
  id,
  heading: id,
  text: null,
  buttonLabel: null,
  href: null,
  image: null,
  background: null,
  positions: [],
  display: [],
  strictDisplay: false,
  ...extra,
})

describe('which pages a tile shows on (display, strictDisplay)', () => {
  test.each([
    ['no display: every page', [], false, [], true],
    ['no display: a used page', [], false, ['used'], true],
    ['used tile on the all-types page', ['used'], false, [], true],
    ['used tile on the new page', ['used'], false, ['new'], false],
    ['used tile on new and used', ['used'], false, ['new', 'used'], true],
    ['strict used tile on the all-types page', ['used'], true, [], false],
    ['strict used tile on new and used', ['used'], true, ['new', 'used'], false],
    ['strict new+demo tile on new and demo', ['new', 'demo'], true, ['new', 'demo'], true],
  ] as const)('%s', (_, display, strictDisplay, page, shows) =>
    expect(showsOnPage({ display: [...display], strictDisplay }, [...page])).toBe(shows),
  )
  test('a tile outside its window is gone', () => {
    const now = new Date('2026-11-23T00:00:00Z')
    const tiles = [tile('live'), tile('old', { expiresAt: '2026-11-01T00:00:00Z' }), tile('soon', { startsAt: '2026-12-01T00:00:00Z' })]
    expect(tilesForPage(tiles, now, []).map((t) => t.id)).toEqual(['live'])
  })
})

describe('where tiles go (8 and 17 by default, 9 for some dealers, random for one)', () => {
  const site = { defaults: [8, 17], randomise: false }
  test('a tile without positions takes the site defaults; its own positions win', () => {
    expect(placeTiles([tile('a')], site, 21, Math.random).map((p) => p.position)).toEqual([8, 17])
    expect(placeTiles([tile('a', { positions: [9] })], site, 21, Math.random).map((p) => p.position)).toEqual([9])
  })
  test('a position already taken goes to the earlier tile', () => {
    const placed = placeTiles([tile('a', { positions: [8] }), tile('b', { positions: [8, 12] })], site, 21, Math.random)
    expect(placed.map((p) => `${p.tile.id}${p.position}`)).toEqual(['a8', 'b12'])
  })
  test('randomised: one position within the page per tile; no cards, no tile', () => {
    expect(placeTiles([tile('a')], { ...site, randomise: true }, 21, () => 0.5).map((p) => p.position)).toEqual([11])
    expect(placeTiles([tile('a')], site, 0, Math.random)).toEqual([])
  })
})

describe('offers (Offers)', () => {
  const offer = { id: '7', manufacturer: 'Land Rover', model: { name: 'Defender', slug: 'defender', overrideUrl: null } }
  test('offer paths: by id, under the make on a site with several makes', () => {
    expect(offerPath(offer, true)).toBe('/offers/7')
    expect(offerPath(offer, false)).toBe('/offers/land-rover/7')
    expect(offerPath({ ...offer, manufacturer: null }, false)).toBe('/offers/7')
  })
  test('Explore goes to the override URL, else /{modelSlug}; no model, no Explore', () => {
    expect(explorePath(offer)).toBe('/defender')
    expect(explorePath({ model: { ...offer.model, overrideUrl: 'https://www.landrover.com.au/defender' } })).toBe(
      'https://www.landrover.com.au/defender',
    )
    expect(explorePath({ model: null })).toBeNull()
  })
  test('descriptions collapse above 200 characters; the compact card cuts at 160', () => {
    expect(collapsedText('x'.repeat(200))).toBeNull()
    expect(collapsedText('x'.repeat(201))).toBe(`${'x'.repeat(200)}...`)
    expect(collapsedText('x'.repeat(161), true)).toBe(`${'x'.repeat(160)}...`)
  })
  test('a model’s stock: under its make, or a text search without one', () => {
    expect(modelStockPath(offer)).toBe('/search/land-rover/defender')
    expect(modelStockPath({ ...offer, manufacturer: null })).toBe('/search?query=Defender')
    expect(modelStockPath({ ...offer, model: null })).toBeNull()
  })
  test('a rate always comes with its comparison rate', () => {
    expect(offerRateText({ rate: 2.99, comparisonRate: 3.49 })).toBe('2.99% p.a. (comparison rate 3.49% p.a.)')
    expect(offerRateText({ rate: 2.99, comparisonRate: null })).toBeNull()
  })
  test('a brand page shows the live offers naming its make, whatever its spelling', () => {
    const now = new Date('2026-11-24T00:00:00Z')
    const offers = [
      { id: 'a', manufacturer: 'Land Rover' },
      { id: 'b', manufacturer: 'land-rover', expiresAt: '2026-11-23T00:00:00Z' },
      { id: 'c', manufacturer: 'LAND ROVER', startsAt: '2026-12-01T00:00:00Z' },
      { id: 'd', manufacturer: 'Toyota' },
      { id: 'e', manufacturer: null },
    ]
    expect(liveOffersForMake(offers, 'Land Rover', now).map((o) => o.id)).toEqual(['a'])
    expect(liveOffersForMake(offers, 'Kia', now)).toEqual([])
  })
})
