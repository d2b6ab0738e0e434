// Demo 360° views: a few in-stock cars per dealership get 36 spin frames, an interior panorama and
// hotspots. Only URLs and points are made here; the frames are drawn on request by
// /api/inventory-images (src/demo/stock/spin-image.ts) from the same geometry, so a hotspot sits on
// the wheel it names. A separate seeded stream chooses the cars, so the rest of the demo stock is
// exactly what it was.
import { IMAGE_BASE_PATH, type ImageShape } from './images'
import { createRng } from './prng'

export const SPIN_FRAME_COUNT = 36
/** Frames are drawn on this canvas; hotspot points are percentages of it. */
export const SPIN_CANVAS = { width: 800, height: 533 } as const
/** The side view's body spans these x (see vehicle-image.ts), centred on the canvas. */
export const SIDE_SPAN = { left: 120, right: 700 } as const
export const END_WIDTH = 300
const GROUND_SHIFT = 20
/** A motorcycle's wheels are taller than a car's: their axles sit higher (silhouette.ts). */
export const MOTORCYCLE_AXLE_Y = 278
const SPIN_SHARE = 1 / 40

/** The front wheel's centre in the side view, facing right (vehicle-image.ts wheels). */
const FRONT_WHEEL_X: Readonly<Record<ImageShape, number>> = {
  sedan: 580,
  hatch: 560,
  suv: 590,
  ute: 600,
  van: 580,
  coupe: 590,
  caravan: 420,
  motorcycle: 590,
}

export const INTERIOR_TONES = ['black', 'grey', 'tan'] as const
export type InteriorTone = (typeof INTERIOR_TONES)[number]

export interface SpinLayout {
  /** The side view: its x scale (negative: facing left) and where its span starts. */
  side: { scale: number; left: number; width: number }
  /** The visible end (front or back) beside it, or null when side-on. */
  end: { face: 'front' | 'back'; left: number; width: number } | null
}

/** Frame `frame` of a turn: the side squashed by |cos θ|, the front or back growing with |sin θ|. */
export function spinLayout(frame: number, count = SPIN_FRAME_COUNT): SpinLayout {
  const theta = (frame / count) * 2 * Math.PI
  const cos = Math.cos(theta)
  const sin = Math.sin(theta)
  const sideWidth = (SIDE_SPAN.right - SIDE_SPAN.left) * Math.abs(cos)
  const endWidth = END_WIDTH * Math.abs(sin)
  const left = SPIN_CANVAS.width / 2 - (sideWidth + endWidth) / 2
  const endOnRight = cos * sin > 0
  const sideLeft = endOnRight || endWidth < 1 ? left : left + endWidth
  const end =
    endWidth < 1
      ? null
      : { face: sin > 0 ? ('front' as const) : ('back' as const), left: endOnRight ? left + sideWidth : left, width: endWidth }
  return { side: { scale: cos, left: sideLeft, width: sideWidth }, end }
}

/** Where side-view x lands on the canvas in this layout. */
export function sideX(layout: SpinLayout, x: number): number {
  const { scale, left, width } = layout.side
  const t = (x - SIDE_SPAN.left) * Math.abs(scale)
  return scale >= 0 ? left + t : left + width - t
}

const pct = (v: number, of: number) => Math.round((v / of) * 1000) / 10

function hotspotPositions(shape: ImageShape) {
  const axleY = shape === 'motorcycle' ? MOTORCYCLE_AXLE_Y : 300
  // A car's left headlamp; a motorcycle's one lamp in the middle (spin-image.ts end faces).
  const lamp = shape === 'motorcycle' ? { across: 0.5, y: 160 } : { across: 0.15, y: 225 }
  const wheels: Record<string, { x: number; y: number }> = {}
  const lights: Record<string, { x: number; y: number }> = {}
  for (let frame = 0; frame < SPIN_FRAME_COUNT; frame++) {
    const layout = spinLayout(frame)
    if (Math.abs(layout.side.scale) > 0.4) {
      wheels[frame] = { x: pct(sideX(layout, FRONT_WHEEL_X[shape]), SPIN_CANVAS.width), y: pct(axleY + GROUND_SHIFT, SPIN_CANVAS.height) }
    }
    if (layout.end?.face === 'front' && layout.end.width > END_WIDTH * 0.5) {
      lights[frame] = {
        x: pct(layout.end.left + layout.end.width * lamp.across, SPIN_CANVAS.width),
        y: pct(lamp.y + GROUND_SHIFT, SPIN_CANVAS.height),
      }
    }
  }
  return { wheels, lights }
}

export const spinFrameUrl = (shape: ImageShape, colour: string, frame: number): string =>
  `${IMAGE_BASE_PATH}/spin-${shape}-${colour.toLowerCase().replace(/[^a-z]+/g, '')}-${frame}.png`

export const interiorUrl = (tone: InteriorTone): string => `${IMAGE_BASE_PATH}/interior-${tone}.png`

const toneOf = (interiorColour: string): InteriorTone => INTERIOR_TONES.find((t) => interiorColour.toLowerCase().includes(t)) ?? 'black'

/**
 * The 360° fields of a demo car, or {} for most cars: about one in forty in-stock cars shown
 * on the website (or `share` of them), chosen by a seeded stream of its own (dealership and row
 * index). A motorcycle has no cabin: no interior panorama and no touchscreen.
 */
export function spinFields(
  car: {
    dealership: string
    index: number
    status: string
    shown: boolean
    shape: ImageShape
    colour: string
    interiorColour: string
  },
  share = SPIN_SHARE,
): Record<string, unknown> {
  if (car.status !== 'in_stock' || !car.shown || car.shape === 'caravan') return {}
  if (!createRng(`spin:${car.dealership}:${car.index}`).chance(share)) return {}
  const { wheels, lights } = hotspotPositions(car.shape)
  const frames = Array.from({ length: SPIN_FRAME_COUNT }, (_, frame) => spinFrameUrl(car.shape, car.colour, frame))
  if (car.shape === 'motorcycle')
    return {
      spin_images: frames,
      hotspots: [
        { id: 'wheels', description: 'Cast wheels: lightweight alloys on sport-touring tyres.', positions: wheels },
        { id: 'headlights', description: 'LED headlight: daytime running light and self-cancelling indicators.', positions: lights },
      ],
    }
  return {
    spin_images: frames,
    spin_interior_image: interiorUrl(toneOf(car.interiorColour)),
    hotspots: [
      { id: 'wheels', description: 'Alloy wheels: machined alloys with a full-size spare.', positions: wheels },
      { id: 'headlights', description: 'LED headlights: automatic high beam and cornering lamps.', positions: lights },
      {
        id: 'touchscreen',
        description: 'Touchscreen: 10.25-inch with Apple CarPlay, Android Auto and sat nav.',
        anchors: [{ view: 'interior', x: 50, y: 48 }],
      },
    ],
  }
}
