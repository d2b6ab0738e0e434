/**
 * Which of a theme's colours the site draws text on, and whether each pair meets WCAG 2.x AA.
 *
 * Every row is a place the site really paints text with theme colours (the component named in
 * `where`), so a theme that passes here reads on the site. Text the site sets on a brand colour
 * is not chosen by the editor: it is black or white, whichever reads better (`readableOn`), and a
 * mid-tone brand colour can still fail with both. Text the site dims (opacity) is measured as the
 * browser composites it.
 */
import { TENANT_DEFAULTS, type TenantTheme } from './tenant-config'
import { HEX_COLOUR, blend, contrastRatio, fullHex, readableOn } from './theme'

export type ThemeColours = TenantTheme['colors']
export type ColourKey = keyof ThemeColours

/** The names the admin shows for the colour fields; messages use the same words. */
export const COLOUR_LABELS: Record<ColourKey, string> = {
  primary: 'Primary',
  secondary: 'Secondary',
  accent: 'Accent',
  background: 'Page background',
  surface: 'Panels',
  text: 'Text',
  headerBackground: 'Header background',
  headerText: 'Header text',
  footerBackground: 'Footer background',
  footerText: 'Footer text',
}

/**
 * WCAG 1.4.3 for body-size text. Every pair carries some (a subheading, a badge, a footer
 * line), so none is held to the 3:1 that large text and UI parts alone would need.
 */
const AA_NORMAL_TEXT = 4.5

const WHITE = '#ffffff'
/** The hero's gradient is at least this dark where its text sits (blocks/Hero/Slide.tsx, black/30). */
const HERO_SHADE = 0.3
/** The hero's subheading is white at 90%, the lightest text over it. */
const HERO_SUBHEADING_ALPHA = 0.9
/** Dates, captions and disclaimers are the text colour at 70% (opacity-70). */
const MUTED_TEXT_ALPHA = 0.7
/** The footer's tagline, phone labels and note are its text at 80% (SiteFooter, opacity-80). */
const FOOTER_SMALL_PRINT_ALPHA = 0.8

/** The colours of a hero slide without a photo: white text over the secondary colour, shaded. */
export function heroTextColours(secondary: string): { text: string; background: string } {
  const background = blend('#000000', secondary, HERO_SHADE)
  return { text: blend(WHITE, background, HERO_SUBHEADING_ALPHA), background }
}

const colourWords = (c: ThemeColours, key: ColourKey) => `${COLOUR_LABELS[key]} ${fullHex(c[key])}`
const derivedWords = (on: string) => (on === WHITE ? 'White' : 'Dark')

type Side = { hex: string; words: string }

export interface ContrastPair {
  id: string
  /** What the editor reads in the admin: the role of the text, shortly. */
  role: string
  /** Where the site draws it (for editors and for whoever changes those components). */
  where: string
  /** The theme colours whose change moves this pair's contrast. */
  colours: readonly ColourKey[]
  min: number
  /** Not reported while this other pair fails: it is the same text dimmed, and one fix mends both. */
  after?: string
  text: (c: ThemeColours) => Side
  background: (c: ThemeColours) => Side
}

const plain = (key: ColourKey) => (c: ThemeColours) => ({ hex: fullHex(c[key]), words: colourWords(c, key) })
const onBrand = (key: ColourKey, what: string) => (c: ThemeColours) => {
  const hex = readableOn(c[key])
  return { hex, words: `${derivedWords(hex)} ${what}` }
}
const dimmed = (key: ColourKey, under: ColourKey, alpha: number, why: string) => (c: ThemeColours) => ({
  hex: blend(c[key], c[under], alpha),
  words: `${colourWords(c, key)} dimmed to ${Math.round(alpha * 100)}% ${why}`,
})

export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  {
    id: 'text-on-background',
    role: 'Page text',
    where: 'every page: headings and copy (the [host] layout sets text on the page background)',
    colours: ['text', 'background'],
    min: AA_NORMAL_TEXT,
    text: plain('text'),
    background: plain('background'),
  },
  {
    id: 'muted-text-on-background',
    role: 'Dates and captions',
    where: 'blog and offer cards, captions, disclaimers, listing counts (text at opacity 70%)',
    colours: ['text', 'background'],
    min: AA_NORMAL_TEXT,
    after: 'text-on-background',
    text: dimmed('text', 'background', MUTED_TEXT_ALPHA, 'for dates and captions'),
    background: plain('background'),
  },
  {
    id: 'text-on-surface',
    role: 'Text on panels',
    where: 'enquiry section, call-the-dealer box, sales counter, light call-to-action, budget finder',
    colours: ['text', 'surface'],
    min: AA_NORMAL_TEXT,
    text: plain('text'),
    background: plain('surface'),
  },
  {
    id: 'primary-on-background',
    role: 'Links and prices',
    where: '"see all" links, offer prices, finance figures, active tabs (primary as text on the page)',
    colours: ['primary', 'background'],
    min: AA_NORMAL_TEXT,
    text: (c) => ({ hex: fullHex(c.primary), words: `${colourWords(c, 'primary')} as link text` }),
    background: plain('background'),
  },
  {
    id: 'primary-on-surface',
    role: 'Links on panels',
    where: "the call-the-dealer box's phone number and the feature lists' links on panels",
    colours: ['primary', 'surface'],
    min: AA_NORMAL_TEXT,
    text: (c) => ({ hex: fullHex(c.primary), words: `${colourWords(c, 'primary')} as link text` }),
    background: plain('surface'),
  },
  {
    id: 'primary-on-white',
    role: 'Links on white',
    where: 'car card certified badge, compare and favourite buttons, mobile menu, opening-hours popup',
    colours: ['primary'],
    min: AA_NORMAL_TEXT,
    text: (c) => ({ hex: fullHex(c.primary), words: `${colourWords(c, 'primary')} as link text` }),
    background: () => ({ hex: WHITE, words: 'white menus and cards' }),
  },
  {
    id: 'on-primary',
    role: 'Button text',
    where: 'solid buttons (header call button, card buttons), chosen filters, primary call-to-action, staff initials',
    colours: ['primary'],
    min: AA_NORMAL_TEXT,
    text: onBrand('primary', 'button text'),
    background: plain('primary'),
  },
  {
    id: 'on-secondary',
    role: 'Text on secondary',
    where: "header top bar (hours, address), car page's finance banner, dark call-to-action",
    colours: ['secondary'],
    min: AA_NORMAL_TEXT,
    text: onBrand('secondary', 'text'),
    background: plain('secondary'),
  },
  {
    id: 'hero-on-secondary',
    role: 'Hero text',
    where: 'hero slides without a photo: white heading and subheading over the secondary colour, shaded',
    colours: ['secondary'],
    min: AA_NORMAL_TEXT,
    text: (c) => ({ hex: heroTextColours(c.secondary).text, words: 'White hero text' }),
    background: (c) => ({ hex: heroTextColours(c.secondary).background, words: `${colourWords(c, 'secondary')} under the hero's shading` }),
  },
  {
    id: 'on-accent',
    role: 'Badges and reserve',
    where: 'announcement bar, car card badges and the car page banner, reserve buttons, hero button, favourites count',
    colours: ['accent'],
    min: AA_NORMAL_TEXT,
    text: onBrand('accent', 'badge text'),
    background: plain('accent'),
  },
  {
    id: 'header',
    role: 'Header',
    where: 'site header: dealer name, menu, icons',
    colours: ['headerText', 'headerBackground'],
    min: AA_NORMAL_TEXT,
    text: plain('headerText'),
    background: plain('headerBackground'),
  },
  {
    id: 'footer',
    role: 'Footer',
    where: 'site footer: links, headings, copyright',
    colours: ['footerText', 'footerBackground'],
    min: AA_NORMAL_TEXT,
    text: plain('footerText'),
    background: plain('footerBackground'),
  },
  {
    id: 'footer-small-print',
    role: 'Footer small print',
    where: 'site footer: tagline, phone labels and the footer note (footer text at opacity 80%)',
    colours: ['footerText', 'footerBackground'],
    min: AA_NORMAL_TEXT,
    after: 'footer',
    text: dimmed('footerText', 'footerBackground', FOOTER_SMALL_PRINT_ALPHA, 'for small print'),
    background: plain('footerBackground'),
  },
]

export interface PairResult {
  pair: ContrastPair
  ratio: number
  passes: boolean
  /** The two colours as the browser paints them (dimmed text composited), for a sample. */
  sides: { text: string; background: string }
  /** The pair in words, e.g. "White button text on Primary #ffcc00 is 1.6:1; AA needs 4.5:1." */
  message: string
}

/** A ratio as people read it, never rounded up to a pass: 4.49 is "4.4:1". */
export const ratioText = (ratio: number) => `${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`

const colourKeys = Object.keys(COLOUR_LABELS) as ColourKey[]

/** The colours the site would draw from what a form or document holds: an empty field is its default. */
export function themeColours(input: Partial<Record<ColourKey, unknown>> | null | undefined): ThemeColours {
  const defaults = TENANT_DEFAULTS.theme.colors
  return Object.fromEntries(
    colourKeys.map((k) => [k, typeof input?.[k] === 'string' && input[k] !== '' ? (input[k] as string) : defaults[k]]),
  ) as ThemeColours
}

/** Every pair measured; null while a colour is not a hex colour (its own field says so). */
export function measureTheme(colours: ThemeColours): PairResult[] | null {
  if (!colourKeys.every((k) => HEX_COLOUR.test(colours[k]))) return null
  return CONTRAST_PAIRS.map((pair) => {
    const [text, background] = [pair.text(colours), pair.background(colours)]
    const ratio = contrastRatio(text.hex, background.hex)
    return {
      pair,
      ratio,
      passes: ratio >= pair.min,
      sides: { text: text.hex, background: background.hex },
      message: `${text.words} on ${background.words} is ${ratioText(ratio)}; AA needs ${pair.min}:1.`,
    }
  })
}

/**
 * The pairs that fail AA, each in plain words; empty when the theme passes. Dimmed text is not
 * reported again while the same text already fails at full strength: one fix mends both.
 */
export function contrastFailures(colours: ThemeColours): PairResult[] {
  const failing = (measureTheme(colours) ?? []).filter((r) => !r.passes)
  const ids = new Set(failing.map((r) => r.pair.id))
  return failing.filter((r) => !(r.pair.after && ids.has(r.pair.after)))
}

/** The failures one colour takes part in, for the message beside its field. */
export function failuresFor(key: ColourKey, colours: ThemeColours): string[] {
  return contrastFailures(colours)
    .filter((r) => r.pair.colours.includes(key))
    .map((r) => r.message)
}
