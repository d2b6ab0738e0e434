/**
 * `node --import tsx scripts/subset-fonts.ts`: regenerates src/app/(site)/fonts/, the
 * smaller faces a dealer site paints its everyday text in. Needs fonttools (pyftsubset and
 * varLib.instancer: `apt-get install -y fonttools`); the outputs are committed, so builds and CI
 * never run this.
 *
 * Fontsource's "latin" files carry all of Latin-1 plus spacing modifiers, combining marks and the
 * whole General Punctuation block, and every OpenType feature (stylistic sets, character
 * variants, fractions, superscripts...): Inter's is 48 kB. The sites' text is English: ASCII, a
 * few Latin-1 signs (©, ®, °, ·, ×, ², «»), the lowercase accented letters of names and loanwords
 * (é in Renée, ë in Citroën, ñ, ü...), curly quotes, dashes, bullets, € and ™. This keeps those
 * characters and the features text rendering uses by default (kerning, ligatures, contextual
 * alternates, marks) plus tabular figures, and re-encodes the result as WOFF2.
 *
 * The rest of Latin-1 costs more than it is worth: Merriweather's kerning pairs make its capitals
 * with accents and signs such as ¼ or ¶ a third of the file (42 kB with all of Latin-1, 28.7 kB
 * without). A page with such a character (É, £, ½) still shows it in the right font: the browser
 * downloads fontsource's whole latin face for that page.
 *
 * A static face's kerning is then rewritten as a class table with rounded values
 * (scripts/compact-kerning.py, at most 1/100 em off): Merriweather Bold 28.7 -> 19.5 kB.
 *
 * The variable faces are then cut down to the weights the sites set text in (SITE_WEIGHTS,
 * Tailwind's font-normal to font-extrabold): where a font's default master is its Regular
 * (Inter, Oswald), that drops the light masters' deltas, a quarter of the file. Where the default
 * is the thinnest master (Montserrat, Source Sans 3) the instancer has to add deltas rather than
 * drop any and the file grows, so those keep their whole axis: the smaller file is kept.
 *
 * Each subset face is declared with the family, style and weight range of the fontsource face it
 * comes from, after the fontsource stylesheets, and with a narrower unicode-range. Browsers try
 * the faces of a family in reverse order of declaration, so these serve every character they
 * cover and the fontsource faces are downloaded only for a character outside them (ŵ, Cyrillic...).
 * The weight range must stay fontsource's even where the file's axis is narrower: Chromium first
 * picks the faces whose weight range best matches the text's weight and only then splits them by
 * unicode-range, so a face declared 400 800 beside fontsource's 100 900 is never used (fontsource's
 * whole latin face is downloaded instead). A weight outside the cut axis (none of the sites' text)
 * is drawn at the axis's nearest end.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * Printable ASCII; no-break space, ©, «, ®, °, ², ³, ·, », ×; à á â ä ç è é ê ë ì í î ï ñ ó ô ö ù ú û ü;
 * en and em dash, curly quotes, low-9 quote, bullet, ellipsis, single guillemets, €, ™, minus.
 */
const BASIC_LATIN_RANGE =
  'U+0020-007E,U+00A0,U+00A9,U+00AB,U+00AE,U+00B0,U+00B2-00B3,U+00B7,U+00BB,U+00D7,U+00E0-00E2,U+00E4,U+00E7-00EF,U+00F1,U+00F3-00F4,U+00F6,U+00F9-00FC,U+2013-2014,U+2018-2019,U+201C-201E,U+2022,U+2026,U+2039-203A,U+20AC,U+2122,U+2212'

/** The fontsource stylesheets src/app/(site)/layout.tsx imports; the latin face of each is subset. */
const SOURCES = [
  '@fontsource-variable/inter/index.css',
  '@fontsource-variable/montserrat/index.css',
  '@fontsource-variable/oswald/index.css',
  '@fontsource-variable/source-sans-3/index.css',
  '@fontsource/merriweather/400.css',
  '@fontsource/merriweather/700.css',
]

const OUT_DIR = 'src/app/(site)/fonts'

/** The weights dealer sites set text in: font-normal (400) to font-extrabold (800). */
const SITE_WEIGHTS = { min: 400, max: 800 }

/** A variable face's axis cut to the site weights within its own range, when that makes the file smaller. */
function limitWeights(file: string, range: string) {
  const [min, max] = range.split(/\s+/).map(Number)
  const lo = Math.max(min, SITE_WEIGHTS.min)
  const hi = Math.min(max ?? min, SITE_WEIGHTS.max)
  if (lo === min && hi === max) return
  const cut = `${file}.cut.woff2`
  execFileSync('fonttools', ['varLib.instancer', '--quiet', '--no-recalc-timestamp', file, `wght=${lo}:${hi}`, '-o', cut])
  if (statSync(cut).size < statSync(file).size) renameSync(cut, file)
  else rmSync(cut)
}

/**
 * A static face's pair kerning as a class table, rounded (scripts/compact-kerning.py): Merriweather's
 * glyph pairs were two thirds of its file. Run by the Python that the fonttools command runs in.
 */
function compactKerning(file: string) {
  fontToolsPython ??= (() => {
    const fonttools = execFileSync('which', ['fonttools'], { encoding: 'utf8' }).trim()
    return readFileSync(fonttools, 'utf8').split('\n')[0].replace(/^#!/, '').trim().split(/\s+/)
  })()
  const [python, ...args] = fontToolsPython
  // A fixed hash seed: fontTools builds the class tables from sets, so the same input gives the same file.
  const env = { ...process.env, PYTHONHASHSEED: '0' }
  console.log(execFileSync(python, [...args, 'scripts/compact-kerning.py', file], { encoding: 'utf8', env }).trim())
}
/** The interpreter (and its arguments) from the fonttools command's first line, looked up once. */
let fontToolsPython: string[] | undefined

/** The `@font-face` block of a fontsource stylesheet whose file is the (plain) latin subset. */
function latinFace(css: string): { block: string; file: string } {
  for (const match of css.matchAll(/@font-face\s*\{([^}]*)\}/g)) {
    const file = /url\(\.\/files\/([^)]+-latin-[^)]*?\.woff2)\)/.exec(match[1])?.[1]
    if (file && !file.includes('-latin-ext-')) return { block: match[1], file }
  }
  throw new Error('no latin @font-face in this stylesheet')
}

function descriptor(block: string, name: string): string {
  const value = new RegExp(`${name}:\\s*([^;]+);`).exec(block)?.[1]
  if (!value) throw new Error(`@font-face without ${name}`)
  return value.trim()
}

function main() {
  mkdirSync(OUT_DIR, { recursive: true })
  const faces: string[] = []
  for (const source of SOURCES) {
    const sheet = path.join('node_modules', source)
    const { block, file } = latinFace(readFileSync(sheet, 'utf8'))
    const input = path.join(path.dirname(sheet), 'files', file)
    const name = file.replace('-latin-', '-basic-latin-')
    const output = path.join(OUT_DIR, name)
    execFileSync('pyftsubset', [
      input,
      `--unicodes=${BASIC_LATIN_RANGE}`,
      '--layout-features=calt,ccmp,clig,kern,liga,locl,mark,mkmk,rclt,rlig,rvrn,tnum',
      '--flavor=woff2',
      `--output-file=${output}`,
    ])
    const variable = descriptor(block, 'src').includes('woff2-variations')
    if (variable) limitWeights(output, descriptor(block, 'font-weight'))
    else compactKerning(output)
    faces.push(
      [
        `/* ${name}: ${file} of ${source.split('/').slice(0, 2).join('/')}, ${statSync(input).size} -> ${statSync(output).size} bytes */`,
        '@font-face {',
        `  font-family: ${descriptor(block, 'font-family')};`,
        `  font-style: ${descriptor(block, 'font-style')};`,
        `  font-display: ${descriptor(block, 'font-display')};`,
        `  font-weight: ${descriptor(block, 'font-weight')};`,
        `  src: url(./${name}) format('${variable ? 'woff2-variations' : 'woff2'}');`,
        `  unicode-range: ${BASIC_LATIN_RANGE};`,
        '}',
      ].join('\n'),
    )
  }
  const header = "/* Generated by scripts/subset-fonts.ts: the dealer sites' everyday text in smaller faces. Do not edit. */"
  const css = path.join(OUT_DIR, 'basic-latin.css')
  writeFileSync(css, `${header}\n${faces.join('\n')}\n`)
  execFileSync('npx', ['prettier', '--write', '--log-level', 'warn', css])
  console.log(faces.map((f) => f.split('\n')[0]).join('\n'))
}

main()
