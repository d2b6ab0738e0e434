import { slugify } from './slug'

/**
 * Every make shows a logo, never letter badges: the dealer's own upload when there is one, else
 * the platform's make-logo library, which draws the make's name as a wordmark when it holds no
 * artwork for it. This is the library's address for a make.
 */
export function makeLogoPath(make: string): string {
  return `/api/make-logos/${makeLogoKey(make)}.svg`
}

/** The library's key for a make: "Land Rover" and "land-rover" are one make. */
export function makeLogoKey(make: string): string {
  return (
    slugify(make)
      .replace(/\//g, '-')
      .replace(/^-+|-+$/g, '') || 'make'
  )
}

const LOGO_FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.svg$/
const MAX_KEY_LENGTH = 40

/** The key in a requested file name, or undefined for anything that is not a make's logo file. */
export function makeLogoKeyOfFile(file: string): string | undefined {
  const key = LOGO_FILE.exec(file)?.[1]
  return key && key.length <= MAX_KEY_LENGTH ? key : undefined
}

// The logo boxes are 2:1 to 1.6:1; a tight box keeps the name large in the make filter's small one.
const WORDMARK_WIDTH = 120
const WORDMARK_HEIGHT = 48

/**
 * A make without artwork, drawn as its name in capitals (a wordmark), sized to the logo box the
 * cards use. The key is already restricted to [a-z0-9-], so the text needs no escaping.
 */
export function wordmarkSvg(key: string): string {
  const text = key.replace(/-/g, ' ').toUpperCase()
  // Long names are squeezed to the box rather than cut (textLength), short ones keep their size.
  const fontSize = 26
  const fits = text.length * fontSize * 0.68 <= WORDMARK_WIDTH - 16
  const squeeze = fits ? '' : ` textLength="${WORDMARK_WIDTH - 16}" lengthAdjust="spacingAndGlyphs"`
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WORDMARK_WIDTH} ${WORDMARK_HEIGHT}" role="img">` +
    `<title>${text}</title>` +
    `<text x="50%" y="50%" dominant-baseline="central" text-anchor="middle" font-family="Arial, Helvetica, 'DejaVu Sans', sans-serif" ` +
    `font-size="${fontSize}" font-weight="700" letter-spacing="1" fill="#1f2937"${squeeze}>${text}</text></svg>`
  )
}

/** Library artwork (a 24-unit square path in the brand's colour) as a complete SVG file. */
export function artworkSvg(icon: { title: string; path: string; hex: string }): string {
  const title = icon.title.replace(/[<&>"]/g, '')
  const colour = /^[0-9a-f]{6}$/i.test(icon.hex) ? icon.hex : '1f2937'
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-2 -2 28 28" role="img"><title>${title}</title>` +
    `<path fill="#${colour}" d="${icon.path.replace(/[^0-9a-zA-Z .,-]/g, '')}"/></svg>`
  )
}
