import { describe, expect, test } from 'vitest'
import { TENANT_DEFAULTS } from './tenant-config'
import { blend, contrastRatio, focusRingColour, luminance } from './theme'
import {
  COLOUR_LABELS,
  CONTRAST_PAIRS,
  type ColourKey,
  type ThemeColours,
  contrastFailures,
  failuresFor,
  heroTextColours,
  measureTheme,
  ratioText,
  themeColours,
} from './theme-contrast'

const base: ThemeColours = TENANT_DEFAULTS.theme.colors
const keys = Object.keys(COLOUR_LABELS) as ColourKey[]

describe('the focus ring stands out from the page (3:1)', () => {
  test.each([
    // accent, primary, background, ring
    ['#b91c1c', '#0b3d91', '#ffffff', '#b91c1c'], // a dark accent is the ring
    ['#facc15', '#9a3412', '#ffffff', '#9a3412'], // yellow on white: the primary instead
    ['#f97316', '#0b3d91', '#ffffff', '#0b3d91'], // orange is 2.8:1 on white
    ['#facc15', '#fde68a', '#ffffff', '#111111'], // both pale: dark
    ['#facc15', '#1e3a8a', '#111827', '#facc15'], // yellow on a dark page is the ring
    ['#1e3a8a', '#0f172a', '#111827', '#ffffff'], // both dark on a dark page: white
  ])('accent %s, primary %s on %s: %s', (accent, primary, background, ring) => {
    const colour = focusRingColour({ accent, primary, background })
    expect(colour).toBe(ring)
    expect(contrastRatio(colour, background)).toBeGreaterThanOrEqual(3)
  })
})

describe('WCAG 2.x luminance and contrast', () => {
  test.each([
    ['#ffffff', 1],
    ['#000000', 0],
    ['#fff', 1],
    ['#808080', 0.2159],
    ['#ff0000', 0.2126],
  ])('luminance of %s is %s', (hex, expected) => {
    expect(luminance(hex)).toBeCloseTo(expected, 4)
  })

  test.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#000000', 21],
    ['#777777', '#ffffff', 4.48],
    ['#767676', '#ffffff', 4.54],
    ['#0b3d91', '#0b3d91', 1],
    ['#ffcc00', '#ffffff', 1.51],
  ])('%s against %s is %s:1', (a, b, expected) => {
    expect(contrastRatio(a, b)).toBeCloseTo(expected, 1)
  })

  test.each([
    ['#ffffff', '#000000', 0.5, '#808080'],
    ['#ffffff', '#000000', 1, '#ffffff'],
    ['#000', '#ffffff', 0.3, '#b3b3b3'],
    ['#ff0000', '#0000ff', 0.5, '#800080'],
  ])('%s at %s over %s is %s', (top, bottom, alpha, expected) => {
    expect(blend(top, bottom, alpha)).toBe(expected)
  })

  test.each([
    [4.4999, '4.4:1'],
    [4.5, '4.5:1'],
    [21, '21.0:1'],
  ])('ratio %s reads %s (never rounded up to a pass)', (ratio, text) => {
    expect(ratioText(ratio)).toBe(text)
  })

  test("the hero's text is white at 90% over the secondary colour darkened by the 30% shade", () => {
    expect(heroTextColours('#ffffff')).toEqual({ background: '#b3b3b3', text: '#f7f7f7' })
  })
})

describe('failing pairs in plain words', () => {
  test.each<[string, Partial<ThemeColours>, string[]]>([
    ['the default theme', {}, []],
    [
      'a yellow primary as link text',
      { primary: '#ffcc00' },
      [
        'Primary #ffcc00 as link text on Page background #ffffff is 1.5:1; AA needs 4.5:1.',
        'Primary #ffcc00 as link text on Panels #f3f4f6 is 1.3:1; AA needs 4.5:1.',
        'Primary #ffcc00 as link text on white menus and cards is 1.5:1; AA needs 4.5:1.',
      ],
    ],
    [
      "a mid-grey secondary that neither white nor dark text reads on (the hero's shading still carries white)",
      { secondary: '#7a7a7a' },
      ['Dark text on Secondary #7a7a7a is 4.3:1; AA needs 4.5:1.'],
    ],
    [
      'light grey text: said once, not again for its dimmed captions',
      { text: '#999999' },
      ['Text #999999 on Page background #ffffff is 2.8:1; AA needs 4.5:1.', 'Text #999999 on Panels #f3f4f6 is 2.5:1; AA needs 4.5:1.'],
    ],
    [
      'grey text that reads at full strength but not dimmed to 70%',
      { text: '#666666' },
      ['Text #666666 dimmed to 70% for dates and captions on Page background #ffffff is 3.0:1; AA needs 4.5:1.'],
    ],
    [
      'header text the colour of the header',
      { headerText: '#FFF', headerBackground: '#ffffff' },
      ['Header text #ffffff on Header background #ffffff is 1.0:1; AA needs 4.5:1.'],
    ],
    [
      'footer text that reads only at full strength',
      { footerText: '#8f8f8f', footerBackground: '#111111' },
      ['Footer text #8f8f8f dimmed to 80% for small print on Footer background #111111 is 4.1:1; AA needs 4.5:1.'],
    ],
    ['a mid-tone accent for badges', { accent: '#7a7a7a' }, ['Dark badge text on Accent #7a7a7a is 4.3:1; AA needs 4.5:1.']],
  ])('%s', (_name, override, messages) => {
    expect(contrastFailures({ ...base, ...override }).map((f) => f.message)).toEqual(messages)
  })

  test('a mid-tone primary fails for its button text, whichever of white or dark the site picks', () => {
    const [failure] = contrastFailures({ ...base, primary: '#7a7a7a' }).filter((f) => f.pair.id === 'on-primary')
    expect(failure.message).toBe('Dark button text on Primary #7a7a7a is 4.3:1; AA needs 4.5:1.')
  })

  test('each field is told only the failures it takes part in', () => {
    const colours = { ...base, primary: '#ffcc00', text: '#999999' }
    expect(failuresFor('primary', colours)).toHaveLength(3)
    expect(failuresFor('text', colours)).toEqual([
      'Text #999999 on Page background #ffffff is 2.8:1; AA needs 4.5:1.',
      'Text #999999 on Panels #f3f4f6 is 2.5:1; AA needs 4.5:1.',
    ])
    expect(failuresFor('surface', colours)).toHaveLength(2)
    expect(failuresFor('footerText', colours)).toEqual([])
  })

  test('a colour that is not hex yet measures nothing (its own field says so)', () => {
    expect(measureTheme({ ...base, primary: 'blue' })).toBeNull()
    expect(contrastFailures({ ...base, primary: '#12' })).toEqual([])
  })

  test('empty fields are measured as the defaults the site draws', () => {
    expect(themeColours({ primary: null, accent: '', text: '#222222' })).toEqual({ ...base, text: '#222222' })
    expect(themeColours(undefined)).toEqual(base)
  })
})

describe('each pair names the colours that move it', () => {
  // The message is shown beside these fields, so a missing one would hide it and an extra one mislead.
  const probes = ['#000000', '#ffffff', '#7a7a7a', '#ff0000']
  test.each(CONTRAST_PAIRS.map((p) => [p.id, p] as const))('%s', (_id, pair) => {
    const ratio = (c: ThemeColours) => measureTheme(c)!.find((r) => r.pair.id === pair.id)!.ratio
    for (const key of keys) {
      const moves = probes.some((hex) => ratio({ ...base, [key]: hex }) !== ratio(base))
      expect(moves, `${pair.id} and ${key}`).toBe(pair.colours.includes(key))
    }
  })

  test('every colour field takes part in at least one pair', () => {
    for (const key of keys)
      expect(
        CONTRAST_PAIRS.some((p) => p.colours.includes(key)),
        key,
      ).toBe(true)
  })
})
