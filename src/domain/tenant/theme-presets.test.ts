import { describe, expect, test } from 'vitest'
import { COLOUR_LABELS, contrastFailures, measureTheme } from './theme-contrast'
import { THEME_PRESETS } from './theme-presets'
import { HEX_COLOUR } from './theme'

describe('theme presets', () => {
  test('there are four to six, each with its own id and name', () => {
    expect(THEME_PRESETS.length).toBeGreaterThanOrEqual(4)
    expect(THEME_PRESETS.length).toBeLessThanOrEqual(6)
    expect(new Set(THEME_PRESETS.map((p) => p.id)).size).toBe(THEME_PRESETS.length)
    expect(new Set(THEME_PRESETS.map((p) => p.label)).size).toBe(THEME_PRESETS.length)
  })

  test.each(THEME_PRESETS.map((p) => [p.label, p] as const))('%s sets every colour field with a hex colour', (_label, preset) => {
    expect(Object.keys(preset.colours).sort()).toEqual(Object.keys(COLOUR_LABELS).sort())
    for (const hex of Object.values(preset.colours)) expect(hex).toMatch(HEX_COLOUR)
  })

  test.each(THEME_PRESETS.map((p) => [p.label, p] as const))('%s passes every WCAG AA pair the site draws', (_label, preset) => {
    expect(measureTheme(preset.colours)).not.toBeNull()
    expect(contrastFailures(preset.colours).map((f) => f.message)).toEqual([])
  })
})
