import { describe, expect, test } from 'vitest'
import { FEATURE_GROUPS, FEATURE_KEYS, featureKeysByGroup, featureShownAt } from './features'

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

  test('each switch links to a page of the site where its effect shows', () => {
    for (const key of FEATURE_KEYS) {
      const { path, text } = featureShownAt(key)
      // Pages every site with the switch has (the car pages are reached from /search).
      expect(['/search', '/favourites', '/compare', '/my-garage', '/finance'], key).toContain(path.split('?')[0])
      expect(text, key).toMatch(/^See it /)
    }
  })
})
