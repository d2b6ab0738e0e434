import { describe, expect, test } from 'vitest'
import { cpuMultiplierFor } from '@/bench/cpu-calibration'

describe('cpuMultiplierFor', () => {
  test("Lighthouse's calculator points: 4x at about 1,533, 6x at 2,000, 3x at 1,300, 2x at 800, 1x at 150", () => {
    expect(cpuMultiplierFor(1533)).toBeCloseTo(4, 2)
    expect(cpuMultiplierFor(2000)).toBeCloseTo(6, 1)
    expect(cpuMultiplierFor(1300)).toBe(3)
    expect(cpuMultiplierFor(800)).toBe(2)
    expect(cpuMultiplierFor(150)).toBe(1)
  })

  test('a faster host is slowed down more, with no jump at the pieces’ ends', () => {
    const at = [100, 149, 150, 500, 799, 800, 1000, 1299, 1300, 2000, 2600, 4000].map(cpuMultiplierFor)
    for (let i = 1; i < at.length; i++) expect(at[i]).toBeGreaterThanOrEqual(at[i - 1])
    expect(cpuMultiplierFor(799.999)).toBeCloseTo(cpuMultiplierFor(800), 3)
    expect(cpuMultiplierFor(1299.999)).toBeCloseTo(cpuMultiplierFor(1300), 3)
    // Above the calculator's last point (2,000) its line is carried on: 8.6x at 2,600.
    expect(cpuMultiplierFor(2600)).toBeCloseTo(8.58, 1)
  })

  test('never speeds the CPU up, and keeps the preset when the index is unknown', () => {
    expect(cpuMultiplierFor(50)).toBe(1)
    expect(cpuMultiplierFor(Number.NaN)).toBe(4)
    expect(cpuMultiplierFor(0)).toBe(4)
  })
})
