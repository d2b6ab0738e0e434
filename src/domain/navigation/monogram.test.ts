import { describe, expect, test } from 'vitest'
import { monogram } from './monogram'

describe('make monogram (one rule for the make filter and the brand grid)', () => {
  test.each([
    ['Land Rover', 'LR'],
    ['Mercedes-Benz', 'MB'],
    ['Kia', 'K'],
    ['alfa romeo giulia', 'AR'],
    ['  Great   Wall ', 'GW'],
    ['', ''],
  ])('%j → %j', (name, letters) => {
    expect(monogram(name)).toBe(letters)
  })
})
