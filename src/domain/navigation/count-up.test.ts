import { expect, test } from 'vitest'
import { COUNT_UP_MS, COUNT_UP_STEP_MS, countUpShownValue, countUpValue } from './count-up'

test.each([
  ['starts at 0', 50, 0, 0],
  ['reaches the target at 2 s', 50, 2000, 50],
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

test('the shown number changes only on the 50 ms beat, so counters change on the same frames', () => {
  const changes = new Set<number>()
  let previous = countUpShownValue(50, 0)
  for (let t = 1; t <= 2100; t++) {
    const v = countUpShownValue(50, t)
    if (v !== previous) changes.add(t)
    previous = v
  }
  expect([...changes].every((t) => t % COUNT_UP_STEP_MS === 0)).toBe(true)
  expect(changes.size).toBeLessThanOrEqual(COUNT_UP_MS / COUNT_UP_STEP_MS)
  expect(countUpShownValue(50, 2000)).toBe(50)
  expect(countUpShownValue(50, 49)).toBe(0)
  expect(countUpShownValue(50, 1000)).toBe(countUpValue(50, 1000))
})
