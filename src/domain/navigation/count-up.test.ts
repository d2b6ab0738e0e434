import { expect, test } from 'vitest'
import { countUpValue } from './count-up'

test.each([
  ['starts at 0', 50, 0, 0],
  ['reaches the target at 2 s (spec1 §9)', 50, 2000, 50],
  ['stays on target after 2 s', 50, 5000, 50],
  ['eases out: past half way at half time', 40, 1000, 35],
  ['never overshoots', 30, 1999, 30],
  ['nonsense targets are 0', Number.NaN, 1000, 0],
])('%s', (_n, target, elapsed, expected) => {
  expect(countUpValue(target, elapsed)).toBe(expected)
})

test('monotonic over the animation', () => {
  let previous = 0
  for (let t = 0; t <= 2000; t += 16) {
    const v = countUpValue(1000, t)
    expect(v).toBeGreaterThanOrEqual(previous)
    previous = v
  }
})
