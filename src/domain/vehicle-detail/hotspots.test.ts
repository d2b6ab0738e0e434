import { describe, expect, test } from 'vitest'
import { type RawHotspot, hotspotLabel, hotspotsAtFrame, interiorHotspots, normaliseHotspots } from './hotspots'

const spot = (extra: Partial<RawHotspot>): RawHotspot => ({ id: 'h', description: 'Alloy wheels', ...extra })

describe('normaliseHotspots: points (hotspots: id, description, anchors, per-angle positions)', () => {
  test.each([
    ['positions as {x, y}', spot({ positions: { '3': { x: 40, y: 60 } } }), [{ frame: 3, x: 40, y: 60 }], null],
    ['positions as [x, y]', spot({ positions: { '3': [40, 60] } }), [{ frame: 3, x: 40, y: 60 }], null],
    ['percent strings', spot({ positions: { '3': { x: '40.5%', y: ' 60 ' } } }), [{ frame: 3, x: 40.5, y: 60 }], null],
    [
      'frames sorted',
      spot({ positions: { '7': [1, 1], '2': [2, 2] } }),
      [
        { frame: 2, x: 2, y: 2 },
        { frame: 7, x: 1, y: 1 },
      ],
      null,
    ],
    ['anchors by frame', spot({ anchors: [{ frame: 4, x: 10, y: 20 }] }), [{ frame: 4, x: 10, y: 20 }], null],
    ['anchors by frame as text', spot({ anchors: [{ frame: '4', x: 10, y: 20 }] }), [{ frame: 4, x: 10, y: 20 }], null],
    ['anchors by angle (36 frames: 10° each)', spot({ anchors: [{ angle: 90, x: 10, y: 20 }] }), [{ frame: 9, x: 10, y: 20 }], null],
    ['angle 355° rounds to frame 0', spot({ anchors: [{ angle: 355, x: 10, y: 20 }] }), [{ frame: 0, x: 10, y: 20 }], null],
    ['negative angle wraps', spot({ anchors: [{ angle: -10, x: 10, y: 20 }] }), [{ frame: 35, x: 10, y: 20 }], null],
    [
      'positions win over anchors on one frame',
      spot({ positions: { '1': [5, 5] }, anchors: [{ frame: 1, x: 9, y: 9 }] }),
      [{ frame: 1, x: 5, y: 5 }],
      null,
    ],
    ['interior by positions key', spot({ positions: { Interior: { x: 50, y: 48 } } }), [], { x: 50, y: 48 }],
    ['interior by anchor view', spot({ anchors: [{ view: 'interior', x: 50, y: 48 }] }), [], { x: 50, y: 48 }],
    ['interior by anchor flag', spot({ anchors: [{ interior: true, x: 50, y: 48 }] }), [], { x: 50, y: 48 }],
    ['exterior and interior together', spot({ positions: { '0': [1, 2], interior: [3, 4] } }), [{ frame: 0, x: 1, y: 2 }], { x: 3, y: 4 }],
  ])('%s', (_name, raw, exterior, interior) => {
    const [h] = normaliseHotspots([raw], 36)
    expect(h.exterior).toEqual(exterior)
    expect(h.interior).toEqual(interior)
  })
})

describe('normaliseHotspots: malformed points are dropped, not drawn in the wrong place', () => {
  test.each([
    ['frame beyond the spin', { positions: { '36': [10, 10] } }],
    ['negative frame', { positions: { '-1': [10, 10] } }],
    ['fractional frame', { positions: { '1.5': [10, 10] } }],
    ['frame as a word', { positions: { front: [10, 10] } }],
    ['x above 100', { positions: { '1': [101, 10] } }],
    ['negative y', { positions: { '1': [10, -1] } }],
    ['missing y', { positions: { '1': { x: 10 } } }],
    ['not a number', { positions: { '1': { x: 'left', y: 10 } } }],
    ['NaN', { positions: { '1': [Number.NaN, 10] } }],
    ['a point that is a number', { positions: { '1': 5 } }],
    ['an anchor without frame or angle', { anchors: [{ x: 10, y: 10 }] }],
    ['an anchor that is not an object', { anchors: ['10,10', null, [1, 2]] }],
    ['an anchor angle as text', { anchors: [{ angle: 'ninety', x: 10, y: 10 }] }],
  ] as const)('%s: the hotspot has no point, so it goes', (_name, extra) => {
    expect(normaliseHotspots([spot(extra as Partial<RawHotspot>)], 36)).toEqual([])
  })

  test('without a description a hotspot has nothing to say, so it goes', () => {
    expect(normaliseHotspots([spot({ description: '  ', positions: { '1': [1, 1] } })], 36)).toEqual([])
  })

  test('with no spin, exterior points go but an interior one stays', () => {
    const spots = normaliseHotspots([spot({ positions: { '0': [1, 1], interior: [5, 5] } })], 0)
    expect(spots).toMatchObject([{ exterior: [], interior: { x: 5, y: 5 } }])
  })

  test('ids are kept, numbered when missing and made unique', () => {
    const at = { positions: { '0': [1, 1] } }
    const ids = normaliseHotspots([spot({ id: 'a', ...at }), spot({ id: 'a', ...at }), spot({ id: undefined, ...at })], 36).map((h) => h.id)
    expect(ids).toEqual(['a', 'a-2', 'hotspot-3'])
  })

  test.each([null, undefined, []])('%j gives no hotspots', (raw) => {
    expect(normaliseHotspots(raw, 36)).toEqual([])
  })
})

describe('hotspotLabel: the short accessible name of a hotspot button', () => {
  test.each([
    ['Alloy wheels', 'Alloy wheels'],
    ['Alloy wheels: 19-inch machined alloys.', 'Alloy wheels'],
    ['LED headlights. Auto high beam.', 'LED headlights'],
    ['2.0L turbo engine', '2.0L turbo engine'],
    ['Touchscreen - 10.25-inch with sat nav', 'Touchscreen'],
    ['A'.repeat(80), `${'A'.repeat(59)}…`],
  ])('%s', (description, label) => {
    expect(hotspotLabel(description)).toBe(label)
  })
})

describe('hotspotsAtFrame and interiorHotspots (hotspots, exterior and interior)', () => {
  const spots = normaliseHotspots(
    [
      { id: 'wheel', description: 'Alloy wheels', positions: { '0': [70, 60], '1': [68, 60] } },
      { id: 'lights', description: 'LED headlights', positions: { '1': [80, 45] } },
      { id: 'screen', description: 'Touchscreen', anchors: [{ view: 'interior', x: 50, y: 48 }] },
    ],
    36,
  )

  test.each([
    [0, [['wheel', 70, 60]]],
    [
      1,
      [
        ['wheel', 68, 60],
        ['lights', 80, 45],
      ],
    ],
    [2, []],
  ] as const)('frame %i shows %j', (frame, expected) => {
    expect(hotspotsAtFrame(spots, frame).map((h) => [h.spot.id, h.x, h.y])).toEqual(expected)
  })

  test('the interior shows only interior hotspots', () => {
    expect(interiorHotspots(spots).map((h) => [h.spot.id, h.x, h.y])).toEqual([['screen', 50, 48]])
  })
})
