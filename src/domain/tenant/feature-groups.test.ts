import { describe, expect, test } from 'vitest'
import { FEATURE_GROUPS, FEATURE_KEYS, featureKeysByGroup } from './features'

describe('the switches as the admin groups them', () => {
  test('every switch is under exactly one heading, and every heading has switches', () => {
    const grouped = featureKeysByGroup()
    expect(grouped.flatMap(([, keys]) => keys).sort()).toEqual([...FEATURE_KEYS].sort())
    for (const [group, keys] of grouped) expect(keys.length, group).toBeGreaterThan(0)
  })

  test('each heading says in plain words where on the site its switches act', () => {
    for (const { label, where } of Object.values(FEATURE_GROUPS)) {
      expect(label).not.toMatch(/[a-z][A-Z]/)
      expect(where.length).toBeGreaterThan(15)
    }
  })
})
