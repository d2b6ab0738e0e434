import { describe, expect, test } from 'vitest'
import { FONT_KEYS } from './theme'
import { fallbackFontFaces, fallbackOverrides, fontStack } from './theme-fonts'

const arial = { ascent: 1854, descent: -434, lineGap: 67, unitsPerEm: 2048, xWidthAvg: 913 }

describe('fallback faces', () => {
  test('Inter on Arial gets the overrides next/font publishes for it', () => {
    const inter = { ascent: 1984, descent: -494, lineGap: 0, unitsPerEm: 2048, xWidthAvg: 978 }
    const o = fallbackOverrides(inter, arial)
    expect(o.sizeAdjust * 100).toBeCloseTo(107.12, 2)
    expect(o.ascent * 100).toBeCloseTo(90.44, 2)
    expect(o.descent * 100).toBeCloseTo(22.52, 2)
    expect(o.lineGap).toBe(0)
  })

  test('the bold face is sized on the bold widths (Inter Bold on Arial Bold)', () => {
    const css = fallbackFontFaces(['inter'])
    expect(css).toMatch(/font-weight:100 549;[^}]*size-adjust:107\.12%/)
    expect(css).toMatch(/font-weight:550 1000;[^}]*size-adjust:102\.54%/)
  })

  test('a face as wide as its base is not scaled', () => {
    expect(fallbackOverrides(arial, arial).sizeAdjust).toBe(1)
  })

  test('a narrow font (Oswald) shrinks its base', () => {
    const css = fallbackFontFaces(['oswald'])
    const size = Number(/size-adjust:([\d.]+)%/.exec(css)?.[1])
    expect(size).toBeGreaterThan(70)
    expect(size).toBeLessThan(90)
  })

  test('each web font gets a regular and a bold rule on the local faces of its kind; the system font none', () => {
    const css = fallbackFontFaces(['montserrat', 'inter', 'montserrat', 'system'])
    expect(css.match(/@font-face/g)).toHaveLength(4)
    expect(css.match(/font-weight:100 549;src:local\('Liberation Sans'\), local\('Arimo'\), local\('Arial'\)/g)).toHaveLength(2)
    expect(css.match(/font-weight:550 1000;src:local\('Liberation Sans Bold'\)/g)).toHaveLength(2)
    expect(css).toContain("font-family:'Montserrat Fallback'")
    expect(css).toContain("font-family:'Inter Fallback'")
    expect(css).toContain("local('Arial')")
    expect(css).toContain("local('Liberation Sans')")
    expect(fallbackFontFaces(['merriweather'])).toContain("local('Times New Roman')")
    expect(fallbackFontFaces(['merriweather'])).toContain("local('Times New Roman Bold')")
    expect(fallbackFontFaces(['system'])).toBe('')
  })

  test('the metric twins are named before Arial and Times New Roman (on Linux every name not found is a synchronous call to the browser process)', () => {
    expect(fallbackFontFaces(['inter'])).toContain("src:local('Liberation Sans'), local('Arimo'), local('Arial'), local('Helvetica')")
    expect(fallbackFontFaces(['inter'])).toContain("src:local('Liberation Sans Bold'), local('Arimo Bold'), local('Arial Bold')")
    expect(fallbackFontFaces(['merriweather'])).toContain(
      "src:local('Liberation Serif'), local('Tinos'), local('Times New Roman'), local('Times')",
    )
    expect(fallbackFontFaces(['merriweather'])).toContain(
      "src:local('Liberation Serif Bold'), local('Tinos Bold'), local('Times New Roman Bold')",
    )
  })

  test('every web font is followed in its stack by its own fallback face; the system font is just the system stack', () => {
    for (const key of FONT_KEYS) {
      const stack = fontStack(key)
      const families = stack.split(', ')
      // A generic family makes Chromium on Linux ask the browser process about its last-resort font
      // for each size of text set while the web font loads (theme.ts); the system stack has no web font.
      if (key === 'system') expect(families.at(-1)).toBe('sans-serif')
      else expect(families.filter((f) => f === 'sans-serif' || f === 'serif')).toEqual([])
      const fallback = /^'[^']+', ('[^']+ Fallback'),/.exec(stack)?.[1]
      if (key === 'system') expect(fallback).toBeUndefined()
      else expect(fallbackFontFaces([key])).toContain(`font-family:${fallback};font-weight:100 549;`)
    }
  })
})
