import { describe, expect, test } from 'vitest'
import { displayBox } from './display-box'

describe('displayBox', () => {
  test.each([
    ['a wide logo is scaled to the slot height', 520, 120, 48, { width: 208, height: 48 }],
    ['a logo smaller than the slot keeps its own size', 100, 30, 48, { width: 100, height: 30 }],
    ['a square logo', 1000, 1000, 48, { width: 48, height: 48 }],
    ['a very tall logo keeps at least one pixel of width', 1, 5000, 48, { width: 1, height: 48 }],
    ['unknown dimensions fall back to a square slot', 0, 0, 48, { width: 48, height: 48 }],
  ])('%s', (_name, width, height, max, box) => {
    expect(displayBox(width, height, max)).toEqual(box)
  })
})
