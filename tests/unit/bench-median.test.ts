import { expect, test } from 'vitest'
import { median } from '@/bench/median'

test("the benchmarks' median is the middle reading, or the mean of the middle two, whatever their order", () => {
  expect(median([5, 1, 3])).toBe(3)
  expect(median([4, 1, 3, 2])).toBe(2.5)
  expect(median([7])).toBe(7)
  const readings = [9, 2, 6]
  median(readings)
  expect(readings).toEqual([9, 2, 6])
})
