import { describe, expect, test } from 'vitest'
import { FEATURES_TOGGLE, FEATURES_VISIBLE, KEY_INFORMATION_TOGGLE, KEY_INFORMATION_VISIBLE, expandable, featureList } from './expandable'

const items = (n: number) => Array.from({ length: n }, (_, i) => i + 1)

describe('expandable: key information (first 4)', () => {
  test.each([
    [3, false, [1, 2, 3], false, 0],
    [4, false, [1, 2, 3, 4], false, 0],
    [6, false, [1, 2, 3, 4], true, 2],
    [6, true, [1, 2, 3, 4, 5, 6], true, 2],
  ])('%i items, expanded=%s', (count, expanded, shown, toggles, hiddenCount) => {
    expect(expandable(items(count), KEY_INFORMATION_VISIBLE, expanded)).toEqual({ shown, toggles, hiddenCount })
  })
  test('labels', () => expect(KEY_INFORMATION_TOGGLE).toEqual({ more: 'Show more', less: 'Show less' }))
})

describe('expandable: features list (8 by default)', () => {
  test.each([
    [8, false, 8, false],
    [9, false, 8, true],
    [9, true, 9, true],
    [0, false, 0, false],
  ])('%i features, expanded=%s shows %i (toggle %s)', (count, expanded, shownCount, toggles) => {
    const result = expandable(items(count), FEATURES_VISIBLE, expanded)
    expect(result.shown).toHaveLength(shownCount)
    expect(result.toggles).toBe(toggles)
  })
  test('labels', () => expect(FEATURES_TOGGLE).toEqual({ more: 'Show All', less: 'Hide' }))
})

describe('featureList', () => {
  test.each([
    ['highlights first, then equipment', { filtered_features: ['Sunroof'], standardEquipment: ['ABS'] }, ['Sunroof', 'ABS']],
    ['duplicates kept once', { filtered_features: ['Tow Bar'], standardEquipment: ['tow  bar', 'ABS'] }, ['Tow Bar', 'ABS']],
    ['blanks and null dropped', { standardEquipment: [' ', 'null', 'ABS'] }, ['ABS']],
    ['nothing', {}, []],
  ])('%s', (_name, car, list) => {
    expect(featureList(car)).toEqual(list)
  })
})
