import { describe, expect, test } from 'vitest'
import { type RankedTile, crowdedTileProblems, rankedTile } from './promo-positions'

const now = new Date('2026-12-06T00:00:00Z')
const site = { defaults: [8, 17], randomise: false }
const tile = (over: Partial<RankedTile> & { heading: string }): RankedTile => ({
  id: over.heading,
  order: null,
  positions: [],
  display: [],
  strictDisplay: false,
  startsAt: null,
  expiresAt: null,
  ...over,
})
const warned = (me: RankedTile, others: RankedTile[], s = site) => crowdedTileProblems(me, others, s, now).map((p) => p.message)

describe('crowdedTileProblems', () => {
  const first = tile({ heading: 'We Want Your Car', order: 1, positions: [8] })

  test('a tile whose only position a tile with a lower Order takes never shows, and says which tile', () => {
    expect(warned(tile({ heading: 'Stocktake', order: 2, positions: [8] }), [first])).toEqual([
      'This tile never shows: "We Want Your Car" already takes position 8 on the same pages. Choose other positions, or give this tile a lower Order.',
    ])
  })

  test('the tile with the lower Order, or one with a free position, is fine', () => {
    const second = tile({ heading: 'Stocktake', order: 2, positions: [8] })
    expect(warned(first, [second])).toEqual([])
    expect(warned(tile({ heading: 'Stocktake', order: 2, positions: [8, 12] }), [first])).toEqual([])
  })

  test("the site's default positions count when a tile names none; a tie in Order is said", () => {
    const both = tile({ heading: 'Finance', order: 1, positions: [8, 17] })
    expect(warned(tile({ heading: 'Stocktake', order: 1 }), [both])).toEqual([
      'This tile may never show: "Finance" (the same Order) already takes positions 8 and 17 on the same pages. Choose other positions, or give this tile a lower Order.',
    ])
    // Two earlier tiles that each take one of its positions.
    const a = tile({ heading: 'A', order: 1, positions: [8] })
    const b = tile({ heading: 'B', order: 1, positions: [17] })
    expect(warned(tile({ heading: 'C', order: 2 }), [a, b])).toEqual([
      'This tile never shows: "A" and "B" already take positions 8 and 17 on the same pages. Choose other positions, or give this tile a lower Order.',
    ])
  })

  test('an empty Order comes after every number', () => {
    expect(warned(tile({ heading: 'No order', positions: [8] }), [first])).toHaveLength(1)
    expect(warned(first, [tile({ heading: 'No order', positions: [8] })])).toEqual([])
  })

  test('tiles for other pages or other dates do not crowd it out', () => {
    const usedOnly = tile({ heading: 'Used', order: 1, positions: [8], display: ['used'], strictDisplay: true })
    expect(warned(tile({ heading: 'New', order: 2, positions: [8], display: ['new'], strictDisplay: true }), [usedOnly])).toEqual([])
    // On the pages it shares with the used tile it is hidden, but it still shows on new-car pages.
    expect(warned(tile({ heading: 'Any', order: 2, positions: [8] }), [usedOnly])).toEqual([])
    const january = tile({
      heading: 'January',
      order: 1,
      positions: [8],
      startsAt: '2027-01-01T00:00:00Z',
      expiresAt: '2027-02-01T00:00:00Z',
    })
    expect(warned(tile({ heading: 'Always', order: 2, positions: [8] }), [january])).toEqual([])
    expect(
      warned(
        tile({ heading: 'January too', order: 2, positions: [8], startsAt: '2027-01-05T00:00:00Z', expiresAt: '2027-01-20T00:00:00Z' }),
        [january],
      ),
    ).toHaveLength(1)
  })

  test('random positions, and the tile itself among the others, never warn', () => {
    expect(warned(tile({ heading: 'Stocktake', order: 2, positions: [8] }), [first], { defaults: [8], randomise: true })).toEqual([])
    expect(warned(first, [first])).toEqual([])
  })
})

test('rankedTile reads a saved document', () => {
  expect(
    rankedTile({
      id: 7,
      heading: 'Sale',
      order: 3,
      positions: [8, null],
      display: ['used', 'boat'],
      strictDisplay: true,
      startsAt: '',
      expiresAt: null,
    }),
  ).toEqual({ id: '7', heading: 'Sale', order: 3, positions: [8], display: ['used'], strictDisplay: true, startsAt: null, expiresAt: null })
})
