/** Theme tokens a tenant can choose; the site turns them into CSS variables. */

/** A face's vertical metrics and average latin width, in font units (as Capsize publishes them). */
export type FontMetrics = { ascent: number; descent: number; lineGap: number; unitsPerEm: number; xWidthAvg: number }

/** A font's metrics with the average width of its bold, which its bold fallback face is sized on. */
export type FamilyMetrics = FontMetrics & { xWidthAvgBold: number }

/**
 * A font a tenant can choose: the local families behind it (all of them for the system font) and,
 * for a web font, its family as the site's stylesheet declares it (fontsource), the kind of local
 * face its fallback is built on, and its metrics (see theme-fonts.ts).
 *
 * A web font's stack ends in a named or system family (`system-ui`, Georgia), never in the generic
 * `sans-serif` or `serif`. While a web font loads, Chromium measures its text with the last-resort
 * font of the stack's generic family, and on Linux each size and weight of that font is a
 * synchronous call to the browser process (`GetWebFontRenderStyleForStrike`): a trace of a car page
 * showed 23 of them in its first layouts, 8-141 ms of main thread per load, and none without the
 * generic family. The text still shows in the fallback face meanwhile. A browser with none of the
 * families would use its default font, which is serif, as the serif stack wants; system-ui is in
 * every browser the sites support.
 */
type FontChoiceSpec = {
  label: string
  families: string
  web?: {
    family: string
    kind: 'sans' | 'serif'
    metrics: FamilyMetrics
  }
}
export const FONT_CHOICES = {
  inter: {
    label: 'Inter',
    families: 'system-ui',
    web: {
      family: 'Inter Variable',
      kind: 'sans',
      metrics: { ascent: 1984, descent: -494, lineGap: 0, unitsPerEm: 2048, xWidthAvg: 978, xWidthAvgBold: 1008 },
    },
  },
  montserrat: {
    label: 'Montserrat',
    families: 'system-ui',
    web: {
      family: 'Montserrat Variable',
      kind: 'sans',
      metrics: { ascent: 968, descent: -251, lineGap: 0, unitsPerEm: 1000, xWidthAvg: 503, xWidthAvgBold: 530 },
    },
  },
  oswald: {
    label: 'Oswald',
    families: "'Arial Narrow', system-ui",
    web: {
      family: 'Oswald Variable',
      kind: 'sans',
      metrics: { ascent: 1193, descent: -289, lineGap: 0, unitsPerEm: 1000, xWidthAvg: 363, xWidthAvgBold: 411 },
    },
  },
  merriweather: {
    label: 'Merriweather',
    families: 'Georgia',
    web: {
      family: 'Merriweather',
      kind: 'serif',
      metrics: { ascent: 984, descent: -273, lineGap: 0, unitsPerEm: 1000, xWidthAvg: 496, xWidthAvgBold: 505 },
    },
  },
  'source-sans': {
    label: 'Source Sans 3',
    families: 'system-ui',
    web: {
      family: 'Source Sans 3 Variable',
      kind: 'sans',
      metrics: { ascent: 1024, descent: -400, lineGap: 0, unitsPerEm: 1000, xWidthAvg: 418, xWidthAvgBold: 443 },
    },
  },
  system: { label: 'System UI', families: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
} as const satisfies Record<string, FontChoiceSpec>

export type FontChoice = keyof typeof FONT_CHOICES
export const FONT_KEYS = Object.keys(FONT_CHOICES) as [FontChoice, ...FontChoice[]]

export const RADIUS_CHOICES = { none: '0px', sm: '4px', md: '8px', lg: '14px', pill: '999px' } as const
export type RadiusChoice = keyof typeof RADIUS_CHOICES
export const RADIUS_KEYS = Object.keys(RADIUS_CHOICES) as [RadiusChoice, ...RadiusChoice[]]

export const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i

/** A hex colour in its six-digit lower-case form (#abc becomes #aabbcc). */
export function fullHex(hex: string): string {
  return (hex.length === 4 ? '#' + [...hex.slice(1)].map((c) => c + c).join('') : hex).toLowerCase()
}

const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(fullHex(hex).slice(i, i + 2), 16))

/** The colour `top` painted at `alpha` over `bottom`, as the browser composites it (opacity, /90). */
export function blend(top: string, bottom: string, alpha: number): string {
  const [a, b] = [channels(top), channels(bottom)]
  return `#${a
    .map((c, i) =>
      Math.round(c * alpha + b[i] * (1 - alpha))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`
}

/** Relative luminance (WCAG 2.x) so the site can pick readable text on a brand colour. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex)
    .map((c) => c / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG 2.x contrast ratio, 1 to 21, the same whichever colour is the text. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi + 0.05) / (lo + 0.05)
}

/** Black or white, whichever reads better on the given background. */
export function readableOn(background: string): '#ffffff' | '#111111' {
  return contrastRatio(background, '#ffffff') >= contrastRatio(background, '#111111') ? '#ffffff' : '#111111'
}

/** WCAG's minimum contrast for a focus indicator against what it is drawn on. */
const FOCUS_MIN_CONTRAST = 3

/**
 * The focus ring's colour: the accent when it stands out from the page background (3:1), else
 * the primary colour, else the readable text colour, so a pale accent (yellow) never hides where
 * the keyboard is. The ring also has a white inner edge (globals.css) for dark surfaces.
 */
export function focusRingColour(colours: { accent: string; primary: string; background: string }): string {
  const background = colours.background
  const candidate = [colours.accent, colours.primary].find((c) => contrastRatio(c, background) >= FOCUS_MIN_CONTRAST)
  return candidate ?? readableOn(background)
}
