// Draws the demo vehicle pictures (nothing is downloaded): a simple silhouette of the body
// shape in the car's colour over one of a few backdrops, one per view number.
import sharp from 'sharp'
import { IMAGE_SHAPES, type ImageShape } from '@/src/demo/inventory'

export const IMAGE_COLOURS: Readonly<Record<string, string>> = {
  white: '#f8fafc',
  black: '#111827',
  silver: '#cbd5e1',
  grey: '#6b7280',
  blue: '#1d4ed8',
  red: '#b91c1c',
  bronze: '#92400e',
  green: '#166534',
  orange: '#ea580c',
  yellow: '#eab308',
}

const BACKDROPS: readonly [string, string, string][] = [
  ['#e0f2fe', '#bae6fd', '#94a3b8'],
  ['#fde68a', '#fb923c', '#a16207'],
  ['#e2e8f0', '#f8fafc', '#cbd5e1'],
  ['#bbf7d0', '#86efac', '#4d7c0f'],
]

function body(shape: ImageShape, colour: string): string {
  const wheels = (xs: number[]) =>
    xs.map((x) => `<circle cx="${x}" cy="300" r="38" fill="#1f2937"/><circle cx="${x}" cy="300" r="15" fill="#d1d5db"/>`).join('')
  const glass = '<path d="M300 170l60-55h150l60 55z" fill="#bfdbfe" opacity=".9"/>'
  const paths: Record<ImageShape, string> = {
    sedan: `<path d="M130 300v-55l90-25 90-70h200l100 70 90 20v60z" fill="${colour}"/>${glass}${wheels([240, 580])}`,
    hatch: `<path d="M150 300v-60l80-25 80-85h220l70 100 40 10v60z" fill="${colour}"/>${glass}${wheels([250, 560])}`,
    suv: `<path d="M130 300v-80l60-20 70-90h270l80 90 70 20v80z" fill="${colour}"/>${glass}${wheels([240, 590])}`,
    ute: `<path d="M120 300v-70l70-15 70-90h170l40 90h240v85z" fill="${colour}"/>${glass}${wheels([230, 600])}`,
    van: `<path d="M140 300v-150l60-60h420l40 60v150z" fill="${colour}"/><rect x="210" y="110" width="120" height="60" fill="#bfdbfe"/>${wheels([250, 580])}`,
    coupe: `<path d="M130 300v-45l110-30 90-55h170l120 60 90 20v50z" fill="${colour}"/>${glass}${wheels([240, 590])}`,
    caravan: `<rect x="150" y="90" width="520" height="190" rx="30" fill="${colour}"/><rect x="150" y="190" width="520" height="18" fill="#0f766e"/><rect x="220" y="120" width="110" height="50" rx="8" fill="#334155"/><rect x="520" y="120" width="80" height="140" rx="6" fill="#94a3b8"/><path d="M150 260h-90" stroke="#374151" stroke-width="10"/>${wheels([420])}`,
  }
  return paths[shape]
}

export function vehicleSvg(shape: ImageShape, colourName: string, view: number): string {
  const [sky, sky2, ground] = BACKDROPS[(view - 1) % BACKDROPS.length]
  const colour = IMAGE_COLOURS[colourName] ?? '#6b7280'
  const flip = view % 2 === 0 ? 'translate(800,0) scale(-1,1)' : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="533" viewBox="0 0 800 533">
  <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${sky2}"/></linearGradient></defs>
  <rect width="800" height="533" fill="url(#s)"/><rect y="330" width="800" height="203" fill="${ground}"/>
  <ellipse cx="410" cy="342" rx="330" ry="22" fill="#000" opacity=".18"/>
  <g transform="${flip} translate(0,20)">${body(shape, colour)}</g></svg>`
}

const NAME = /^([a-z]+)-([a-z]+)-(\d{1,2})(-thumb)?\.png$/

/** `suv-white-2.png` -> its parts, or null for anything we do not draw. */
export function parseImageName(name: string): { shape: ImageShape; colour: string; view: number; thumb: boolean } | null {
  const m = NAME.exec(name)
  if (!m || !(IMAGE_SHAPES as readonly string[]).includes(m[1]) || !Object.hasOwn(IMAGE_COLOURS, m[2])) return null
  const view = Number(m[3])
  if (view < 1 || view > 12) return null
  return { shape: m[1] as ImageShape, colour: m[2], view, thumb: Boolean(m[4]) }
}

const rendered = new Map<string, Promise<Buffer>>()

/** PNG bytes, rendered once per name per process (a few dozen distinct pictures exist). */
export function renderVehicleImage(name: string): Promise<Buffer> | null {
  const parts = parseImageName(name)
  if (!parts) return null
  let png = rendered.get(name)
  if (!png) {
    const width = parts.thumb ? 320 : 800
    png = sharp(Buffer.from(vehicleSvg(parts.shape, parts.colour, parts.view)))
      .resize(width)
      .png({ compressionLevel: 9 })
      .toBuffer()
    rendered.set(name, png)
  }
  return png
}
