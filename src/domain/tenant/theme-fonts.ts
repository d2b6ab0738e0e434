/**
 * The faces a dealer site paints in while its web fonts load.
 *
 * Fonts are declared with `font-display: swap` (fontsource), so on a slow phone the page first
 * paints in whatever comes next in the stack. Left to `system-ui` (DejaVu Sans on Linux, Roboto on
 * Android), that text is wider or taller than the web font, and when the font arrives headings
 * re-wrap and everything under them moves (Lighthouse saw CLS 0.045-0.048 on Red Centre's pages).
 * So each web font is followed in its stack by a *fallback face*: a local font (Arial or Times New
 * Roman, or their metric twins Liberation and Arimo/Tinos) scaled and given the web font's ascent,
 * descent and line gap, so a line of it takes the room the web font will take.
 *
 * The metrics are the fonts' own (hhea ascent/descent/line gap, average latin width), as published
 * by Capsize; the overrides are computed the way next/font computes its fallbacks.
 */
import { FONT_CHOICES, type FamilyMetrics, type FontChoice, type FontMetrics } from './theme'

/**
 * The local faces a fallback is built on, regular and bold (a bold line in a synthesised bold is
 * narrower than the real one), by their full names on each platform. A `local()` name matches a
 * face's full or PostScript name, so one name per face is enough.
 *
 * The metric twins come first. Chromium on Linux looks each name up with a synchronous call to the
 * browser process during the first layout, and caches only the names it found: with Arial first, a
 * Linux machine (which has Liberation, a dependency of its Chromium, and no Arial) asks again for
 * Arial for every rule. The twins first save a few short calls, not the one slow call most loads
 * make whatever it asks (docs/performance.md, "Web fonts"). Windows and macOS, where Arial is
 * found, now miss two names first, but there the lookup runs in the renderer (a table of the
 * machine's font names on Windows, Core Text on macOS), with no call to another process. Android
 * has none of these faces and misses all four either way, in its own table of names.
 */
const LOCAL_BASES = {
  sans: {
    regular: ['Liberation Sans', 'Arimo', 'Arial', 'Helvetica'],
    bold: ['Liberation Sans Bold', 'Arimo Bold', 'Arial Bold', 'Helvetica Bold'],
    metrics: { ascent: 1854, descent: -434, lineGap: 67, unitsPerEm: 2048, xWidthAvg: 913, xWidthAvgBold: 983 },
  },
  serif: {
    regular: ['Liberation Serif', 'Tinos', 'Times New Roman', 'Times'],
    bold: ['Liberation Serif Bold', 'Tinos Bold', 'Times New Roman Bold', 'Times Bold'],
    metrics: { ascent: 1825, descent: -443, lineGap: 87, unitsPerEm: 2048, xWidthAvg: 832, xWidthAvgBold: 886 },
  },
} satisfies Record<string, { regular: string[]; bold: string[]; metrics: FamilyMetrics }>

/** Weights up to here take the regular fallback face, heavier ones the bold one. */
const BOLD_FROM = 550

type FallbackOverrides = { sizeAdjust: number; ascent: number; descent: number; lineGap: number }

/** Size-adjust and metric overrides (fractions) that make the base face occupy the web font's room. */
export function fallbackOverrides(font: FontMetrics, base: FontMetrics): FallbackOverrides {
  const sizeAdjust = font.xWidthAvg / font.unitsPerEm / (base.xWidthAvg / base.unitsPerEm)
  const em = font.unitsPerEm * sizeAdjust
  return {
    sizeAdjust,
    ascent: font.ascent / em,
    descent: Math.abs(font.descent) / em,
    lineGap: font.lineGap / em,
  }
}

const percent = (n: number) => `${(n * 100).toFixed(2)}%`

function fallbackFamily(choice: FontChoice): string {
  return `${FONT_CHOICES[choice].label} Fallback`
}

/** `@font-face` rules for the fallback faces (regular and bold) of the given choices; none for the system font. */
export function fallbackFontFaces(choices: readonly FontChoice[]): string {
  return [...new Set(choices)]
    .flatMap((choice) => {
      const font = FONT_CHOICES[choice]
      if (!('web' in font)) return []
      const base = LOCAL_BASES[font.web.kind]
      const { xWidthAvgBold, ...regular } = font.web.metrics
      const { xWidthAvgBold: baseBold, ...baseRegular } = base.metrics
      const faces = [
        { weight: `100 ${BOLD_FROM - 1}`, locals: base.regular, o: fallbackOverrides(regular, baseRegular) },
        {
          weight: `${BOLD_FROM} 1000`,
          locals: base.bold,
          o: fallbackOverrides({ ...regular, xWidthAvg: xWidthAvgBold }, { ...baseRegular, xWidthAvg: baseBold }),
        },
      ]
      return faces.map(
        ({ weight, locals, o }) =>
          `@font-face{font-family:'${fallbackFamily(choice)}';font-weight:${weight};src:${locals.map((name) => `local('${name}')`).join(', ')};` +
          `size-adjust:${percent(o.sizeAdjust)};ascent-override:${percent(o.ascent)};descent-override:${percent(o.descent)};line-gap-override:${percent(o.lineGap)}}`,
      )
    })
    .join('\n')
}

/** The stack for a choice: its web font, then its fallback face, then the system families. */
export function fontStack(choice: FontChoice): string {
  const font = FONT_CHOICES[choice]
  if (!('web' in font)) return font.families
  return `'${font.web.family}', '${fallbackFamily(choice)}', ${font.families}`
}
