import { describe, expect, it } from 'vitest'
import { clamp } from '@/src/domain/inventory/range-slider'
import { gridEnd } from './range-grid'

describe('range grid', () => {
  it('extends a maximum off the step grid to the next grid point, so the end of the track is reachable', () => {
    expect(gridEnd(0, 123_990, 1_240)).toBe(124_000)
    expect(gridEnd(0, 274_919, 2_749)).toBe(277_649)
    expect(gridEnd(4_990, 89_990, 850)).toBe(89_990)
    expect(gridEnd(5_000, 250_000, 500)).toBe(250_000)
  })
  it('leaves an empty or stepless range alone', () => {
    expect(gridEnd(3, 3, 1)).toBe(3)
    expect(gridEnd(0, 10, 0)).toBe(10)
  })
  it('clamps what the input reports to the real bounds', () => {
    const range = gridEnd(0, 123_990, 1_240)
    expect(clamp(range, { min: 0, max: 123_990 })).toBe(123_990)
  })
})
