// Draws the demo vehicle pictures (nothing is downloaded): a simple silhouette of the body
// shape in the car's colour over one of a few backdrops, one per view number.
import sharp from 'sharp'
import { IMAGE_SHAPES, type ImageShape } from '@/src/demo/inventory'
import { IMAGE_COLOURS, body } from './silhouette'
import { renderSpinImage } from './spin-image'

const BACKDROPS: readonly [string, string, string][] = [
  ['#e0f2fe', '#bae6fd', '#94a3b8'],
  ['#fde68a', '#fb923c', '#a16207'],
  ['#e2e8f0', '#f8fafc', '#cbd5e1'],
  ['#bbf7d0', '#86efac', '#4d7c0f'],
]

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
  if (!parts) return renderSpinImage(name)
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
