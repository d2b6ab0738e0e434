// Draws the demo 360° frames and interior panoramas (nothing is downloaded): each
// frame squashes the side silhouette by |cos θ| and grows the front or back beside it by
// |sin θ| (src/demo/inventory/spin.ts), with the angle printed small in a corner, so turning
// is plain to see. Drawn on request, once per name per process.
import sharp from 'sharp'
import { IMAGE_SHAPES, type ImageShape } from '@/src/demo/inventory'
import {
  END_WIDTH,
  INTERIOR_TONES,
  type InteriorTone,
  SIDE_SPAN,
  SPIN_CANVAS,
  SPIN_FRAME_COUNT,
  spinLayout,
} from '@/src/demo/inventory/spin'
import { IMAGE_COLOURS, body } from './silhouette'

/** The roof line of each shape seen from the front or back (matches the side silhouettes). */
const ROOF_Y: Readonly<Record<Exclude<ImageShape, 'motorcycle'>, number>> = {
  sedan: 150,
  hatch: 130,
  suv: 110,
  ute: 125,
  van: 90,
  coupe: 170,
  caravan: 90,
}

/** A motorcycle end-on: one narrow tyre, the forks, bars and mirrors, its one lamp in the middle. */
function motorcycleEnd(colour: string, face: 'front' | 'back'): string {
  const lamp =
    face === 'front'
      ? '<circle cx="150" cy="160" r="18" fill="#fef9c3" stroke="#6b7280" stroke-width="3"/>'
      : '<rect x="130" y="150" width="40" height="16" rx="4" fill="#dc2626"/><rect x="125" y="176" width="50" height="30" fill="#f8fafc" stroke="#374151" stroke-width="2"/>'
  return `<rect x="132" y="230" width="36" height="108" rx="14" fill="#1f2937"/><rect x="90" y="200" width="120" height="40" rx="10" fill="#374151"/>
  <rect x="118" y="150" width="12" height="110" fill="#9ca3af"/><rect x="170" y="150" width="12" height="110" fill="#9ca3af"/>
  <path d="M40 110H260" stroke="#111827" stroke-width="10"/><circle cx="55" cy="90" r="14" fill="#374151"/><circle cx="245" cy="90" r="14" fill="#374151"/>
  <rect x="105" y="120" width="90" height="70" rx="30" fill="${colour}"/>${lamp}`
}

function endFace(shape: ImageShape, colour: string, face: 'front' | 'back'): string {
  if (shape === 'motorcycle') return motorcycleEnd(colour, face)
  const roof = ROOF_Y[shape]
  const lamps =
    face === 'front'
      ? '<ellipse cx="45" cy="225" rx="24" ry="12" fill="#fef9c3" stroke="#6b7280" stroke-width="3"/><ellipse cx="255" cy="225" rx="24" ry="12" fill="#fef9c3" stroke="#6b7280" stroke-width="3"/><rect x="95" y="212" width="110" height="30" rx="6" fill="#1f2937"/>'
      : '<rect x="22" y="212" width="48" height="22" rx="4" fill="#dc2626"/><rect x="230" y="212" width="48" height="22" rx="4" fill="#dc2626"/><rect x="120" y="238" width="60" height="18" fill="#f8fafc" stroke="#374151" stroke-width="2"/>'
  return `<rect x="25" y="278" width="42" height="60" rx="8" fill="#1f2937"/><rect x="233" y="278" width="42" height="60" rx="8" fill="#1f2937"/>
  <path d="M40 200L75 ${roof}H225L260 200z" fill="${colour}"/><path d="M58 196L85 ${roof + 10}H215L242 196z" fill="${face === 'front' ? '#bfdbfe' : '#64748b'}" opacity=".9"/>
  <rect x="10" y="195" width="280" height="90" rx="18" fill="${colour}"/><rect x="20" y="262" width="260" height="24" rx="8" fill="#374151" opacity=".85"/>${lamps}`
}

export function spinFrameSvg(shape: ImageShape, colourName: string, frame: number): string {
  const colour = IMAGE_COLOURS[colourName] ?? '#6b7280'
  const { side, end } = spinLayout(frame)
  const sideGroup =
    side.width < 1
      ? ''
      : `<g transform="translate(${side.scale >= 0 ? side.left : side.left + side.width},20) scale(${side.scale},1) translate(${-SIDE_SPAN.left},0)">${body(shape, colour)}</g>`
  const endGroup = end
    ? `<g transform="translate(${end.left},20) scale(${end.width / END_WIDTH},1)">${endFace(shape, colour, end.face)}</g>`
    : ''
  const halfWidth = (side.width + (end?.width ?? 0)) / 2 + 20
  const degrees = Math.round((frame / SPIN_FRAME_COUNT) * 360)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SPIN_CANVAS.width}" height="${SPIN_CANVAS.height}" viewBox="0 0 ${SPIN_CANVAS.width} ${SPIN_CANVAS.height}">
  <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f8fafc"/><stop offset="1" stop-color="#e2e8f0"/></linearGradient></defs>
  <rect width="800" height="533" fill="url(#s)"/><rect y="340" width="800" height="193" fill="#cbd5e1"/>
  <ellipse cx="400" cy="360" rx="${halfWidth}" ry="20" fill="#000" opacity=".18"/>${sideGroup}${endGroup}
  <text x="784" y="520" text-anchor="end" font-family="sans-serif" font-size="16" fill="#475569">${degrees}°</text></svg>`
}

const TONES: Readonly<Record<InteriorTone, { seat: string; trim: string }>> = {
  black: { seat: '#1f2937', trim: '#374151' },
  grey: { seat: '#4b5563', trim: '#9ca3af' },
  tan: { seat: '#92400e', trim: '#d6a36a' },
}

/** A 360° cabin, 4:1, straight ahead in the middle: windscreen, dashboard, touchscreen, wheel on the right. */
export function interiorSvg(tone: InteriorTone): string {
  const { seat, trim } = TONES[tone]
  const door = (x: number) =>
    `<rect x="${x}" y="255" width="460" height="345" fill="${trim}"/><rect x="${x + 300}" y="330" width="90" height="18" rx="9" fill="#111827"/>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="600" viewBox="0 0 2400 600">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7dd3fc"/><stop offset="1" stop-color="#e0f2fe"/></linearGradient></defs>
  <rect width="2400" height="600" fill="#d1d5db"/><rect y="90" width="2400" height="170" fill="url(#sky)"/>
  ${[250, 500, 760, 1600, 1900, 2110].map((x) => `<rect x="${x}" y="80" width="40" height="190" fill="${trim}"/>`).join('')}
  ${door(300)}${door(1640)}
  <rect x="0" y="300" width="250" height="230" rx="30" fill="${seat}"/><rect x="2150" y="300" width="250" height="230" rx="30" fill="${seat}"/>
  <path d="M760 300Q1200 230 1640 300V430H760z" fill="${seat}"/>
  <rect x="1135" y="245" width="130" height="90" rx="10" fill="#0f172a"/><rect x="1145" y="255" width="110" height="70" rx="6" fill="#0ea5e9"/>
  <circle cx="1450" cy="390" r="90" fill="none" stroke="#111827" stroke-width="22"/><circle cx="1450" cy="390" r="26" fill="#111827"/>
  <rect x="1120" y="430" width="160" height="170" fill="${trim}"/><rect y="540" width="2400" height="60" fill="#111827"/></svg>`
}

const SPIN_NAME = /^spin-([a-z]+)-([a-z]+)-(\d{1,2})\.png$/
const INTERIOR_NAME = /^interior-([a-z]+)\.png$/

type SpinPicture = { kind: 'spin'; shape: ImageShape; colour: string; frame: number } | { kind: 'interior'; tone: InteriorTone }

/** `spin-suv-white-7.png`, `interior-tan.png` -> what to draw, or null for anything else. */
export function parseSpinName(name: string): SpinPicture | null {
  const spin = SPIN_NAME.exec(name)
  if (spin) {
    const frame = Number(spin[3])
    const known = (IMAGE_SHAPES as readonly string[]).includes(spin[1]) && spin[1] !== 'caravan' && Object.hasOwn(IMAGE_COLOURS, spin[2])
    return known && frame < SPIN_FRAME_COUNT && String(frame) === spin[3]
      ? { kind: 'spin', shape: spin[1] as ImageShape, colour: spin[2], frame }
      : null
  }
  const interior = INTERIOR_NAME.exec(name)
  return interior && (INTERIOR_TONES as readonly string[]).includes(interior[1])
    ? { kind: 'interior', tone: interior[1] as InteriorTone }
    : null
}

// Up to 7 shapes x 10 colours x 36 frames can be asked for; only a few are, so keep the recent ones.
const CACHE_LIMIT = 400
const rendered = new Map<string, Promise<Buffer>>()

/** PNG bytes of a demo 360° frame or interior, or null for a name we do not draw. */
export function renderSpinImage(name: string): Promise<Buffer> | null {
  const picture = parseSpinName(name)
  if (!picture) return null
  let png = rendered.get(name)
  if (!png) {
    const svg = picture.kind === 'spin' ? spinFrameSvg(picture.shape, picture.colour, picture.frame) : interiorSvg(picture.tone)
    const image = sharp(Buffer.from(svg))
    png = (picture.kind === 'spin' ? image.resize(720) : image).png({ palette: true, compressionLevel: 9 }).toBuffer()
    if (rendered.size >= CACHE_LIMIT) rendered.delete(rendered.keys().next().value as string)
    rendered.set(name, png)
  }
  return png
}
