import { describe, expect, test } from 'vitest'
import {
  SPIN_AUTO_ROTATE_MS,
  SPIN_DRAG_PX_PER_FRAME,
  autoRotateStep,
  defaultMediaTab,
  frameAfterDrag,
  frameAfterKey,
  mediaTabs,
  panAfterDrag,
  panAfterKey,
  panDirection,
  panoramaLeftEdge,
  panoramaPointInView,
  spinProgressText,
  tabsWithoutSpin,
  vehicleMedia,
} from './spin'

describe('spinner settings ("drag sensitivity 20; auto-rotate interval 100 ms")', () => {
  test('are the spec values', () => {
    expect([SPIN_DRAG_PX_PER_FRAME, SPIN_AUTO_ROTATE_MS]).toEqual([20, 100])
  })
})

describe('frameAfterDrag (dragging rotates; 20 px per frame; wraps both ways)', () => {
  test.each([
    ['no movement', 5, 0, 36, 5],
    ['19 px is not yet a frame', 5, 19, 36, 5],
    ['20 px right is one frame on', 5, 20, 36, 6],
    ['59 px right is two frames', 5, 59, 36, 7],
    ['-19 px is not yet a frame', 5, -19, 36, 5],
    ['20 px left is one frame back', 5, -20, 36, 4],
    ['past the last frame wraps to the first', 35, 20, 36, 0],
    ['before the first frame wraps to the last', 0, -20, 36, 35],
    ['a long drag wraps more than once', 0, 36 * 20 * 2 + 60, 36, 3],
    ['a long drag left wraps more than once', 0, -(36 * 20 + 40), 36, 34],
    ['no frames', 0, 100, 0, 0],
  ])('%s', (_name, start, dx, count, frame) => {
    expect(frameAfterDrag(start, dx, count)).toBe(frame)
  })
})

describe('frameAfterKey (arrow keys rotate)', () => {
  test.each([
    ['ArrowRight', 0, 36, 1],
    ['ArrowRight', 35, 36, 0],
    ['ArrowLeft', 0, 36, 35],
    ['ArrowLeft', 10, 36, 9],
    ['ArrowUp', 10, 36, null],
    ['Enter', 10, 36, null],
    ['ArrowRight', 0, 0, null],
  ] as const)('%s from frame %i of %i is %s', (key, frame, count, next) => {
    expect(frameAfterKey(frame, key, count)).toBe(next)
  })
})

describe('autoRotateStep (auto-rotate optional; every 100 ms)', () => {
  test.each([
    [0, 36, 1],
    [34, 36, 35],
    [35, 36, 0],
  ])('frame %i of %i is followed by %i', (frame, count, next) => {
    expect(autoRotateStep(frame, count)).toBe(next)
  })
})

test('the loading text counts settled frames ("loads all images before it is usable")', () => {
  expect(spinProgressText(12, 36)).toBe('Loading 360° view… 12 of 36')
})

describe('interior panorama pan (Interior tab)', () => {
  test.each([
    ['dragging right by a tenth of the width shows 10% further left', 50, 240, 2400, 40],
    ['dragging left shows further right', 50, -240, 2400, 60],
    ['wraps past the start', 5, 240, 2400, 95],
    ['no width: unchanged', 30, 100, 0, 30],
  ])('%s', (_name, pan, dx, width, next) => {
    expect(panAfterDrag(pan, dx, width)).toBeCloseTo(next)
  })

  test.each([
    ['ArrowRight', 50, 55],
    ['ArrowLeft', 50, 45],
    ['ArrowLeft', 2, 97],
    ['ArrowRight', 98, 3],
    ['Home', 50, null],
  ] as const)('%s from %i is %s', (key, pan, next) => {
    const got = panAfterKey(pan, key)
    if (next === null) expect(got).toBeNull()
    else expect(got).toBeCloseTo(next)
  })

  test.each([
    ['right of centre', 30, 20, 0.4, 75],
    ['left of centre', 10, 20, 0.4, 25],
    ['across the seam', 5, 95, 0.4, 75],
    ['behind: out of view', 70, 20, 0.4, null],
    ['on the edge counts as out', 40, 20, 0.4, null],
    ['the whole panorama fits', 70, 20, 1.2, 70],
  ])('%s', (_name, x, pan, share, left) => {
    const got = panoramaPointInView(x, pan, share)
    if (left === null) expect(got).toBeNull()
    else expect(got).toBeCloseTo(left)
  })

  test.each([
    [50, 0.4, 30],
    [10, 0.4, 90],
    [50, 1.5, 0],
  ])('with the centre at %i and a view share of %d the left edge is at %i', (pan, share, edge) => {
    expect(panoramaLeftEdge(pan, share)).toBeCloseTo(edge)
  })
})

test.each([
  [50, 'Looking ahead'],
  [40, 'Looking ahead'],
  [25, 'Looking to the left'],
  [75, 'Looking to the right'],
  [0, 'Looking behind'],
  [95, 'Looking behind'],
])('the interior at %i is read as "%s"', (pan, text) => {
  expect(panDirection(pan)).toBe(text)
})

describe('mediaTabs and defaultMediaTab (tabs Spin, Images and Interior; spinner views)', () => {
  test.each([
    ['everything', { frames: 36, photos: 6, videos: 0, interior: true }, ['spin', 'images', 'interior'], 'spin'],
    ['spin and photos', { frames: 36, photos: 6, videos: 0, interior: false }, ['spin', 'images'], 'spin'],
    ['photos only: no tab list needed', { frames: 0, photos: 6, videos: 0, interior: false }, ['images'], 'images'],
    ['photos and interior', { frames: 0, photos: 6, videos: 0, interior: true }, ['images', 'interior'], 'images'],
    ['one frame cannot spin', { frames: 1, photos: 6, videos: 0, interior: false }, ['images'], 'images'],
    ['a video alone keeps Images', { frames: 36, photos: 0, videos: 1, interior: false }, ['spin', 'images'], 'spin'],
    ['spin without photos', { frames: 36, photos: 0, videos: 0, interior: false }, ['spin'], 'spin'],
    ['nothing: Images (the no-photos note)', { frames: 0, photos: 0, videos: 0, interior: false }, ['images'], 'images'],
  ] as const)('%s', (_name, media, tabs, first) => {
    expect(mediaTabs(media)).toEqual(tabs)
    expect(defaultMediaTab(mediaTabs(media))).toBe(first)
  })

  test('a site preferring the gallery opens Images ("default gallery on one tenant")', () => {
    expect(defaultMediaTab(['spin', 'images', 'interior'], 'images')).toBe('images')
    expect(defaultMediaTab(['spin'], 'images')).toBe('spin')
  })

  test.each([
    ['Images opens when no frame loads', ['spin', 'images', 'interior'], ['images', 'interior'], 'images'],
    ['without photos the interior opens', ['spin', 'interior'], ['interior'], 'interior'],
    ['without anything else, the no-photos note', ['spin'], ['images'], 'images'],
  ] as const)('%s', (_name, tabs, left, active) => {
    expect(tabsWithoutSpin(tabs)).toEqual({ tabs: left, active })
  })
})

describe('vehicleMedia (spin_images, spin_interior_image, hotspots, video_url, external_video_url)', () => {
  const frames = Array.from({ length: 36 }, (_, i) => `/api/inventory-images/spin-suv-white-${i}.png`)

  test('keeps loadable frames, the interior and the hotspots on them', () => {
    const media = vehicleMedia({
      name: 'Car',
      spin_images: [...frames, 'javascript:alert(1)', ' '],
      spin_interior_image: '/api/inventory-images/interior-tan.png',
      hotspots: [
        { id: 'w', description: 'Alloy wheels', positions: { '0': { x: 70, y: 60 } } },
        { id: 't', description: 'Touchscreen', anchors: [{ view: 'interior', x: 50, y: 48 }] },
        { id: 'far', description: 'Beyond the last frame', positions: { '40': { x: 1, y: 1 } } },
      ],
    })
    expect(media.frames).toEqual(frames)
    expect(media.interior).toBe('/api/inventory-images/interior-tan.png')
    expect(media.hotspots.map((h) => h.id)).toEqual(['w', 't'])
    expect(media.videos).toEqual([])
  })

  test('a single frame is no spin, so its hotspots go; an interior hotspot without an interior goes', () => {
    const media = vehicleMedia({
      name: 'Car',
      spin_images: ['/one.png'],
      hotspots: [
        { description: 'Wheels', positions: { '0': [10, 10] } },
        { description: 'Screen', positions: { interior: [50, 50] } },
      ],
    })
    expect(media).toEqual({ frames: [], interior: null, hotspots: [], videos: [] })
  })

  test('an unsafe interior address is dropped', () => {
    expect(vehicleMedia({ name: 'Car', spin_interior_image: 'data:image/png;base64,AAAA' }).interior).toBeNull()
  })
})
