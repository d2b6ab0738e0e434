// Hotspots of the 360° viewer (exterior and interior; each has an id, a
// description, anchors and per-angle positions). Feeds send `positions` and `anchors` in
// loose shapes; they are normalised here into points in percent of the picture, and anything
// malformed is dropped rather than drawn in the wrong place.
//
// Accepted:
// - positions: { "<frame>": {x, y} | [x, y], "interior": {x, y} } (frame numbers from 0);
// - anchors: [{ frame | angle (degrees), x, y }] for the spin, [{ view: 'interior', x, y }]
//   (or `interior: true`) for the interior panorama.
// x and y are percentages (0 to 100) of the picture's width and height: numbers or "42.5%".

export interface Point {
  x: number
  y: number
}

export interface FramePoint extends Point {
  frame: number
}

export interface Hotspot {
  id: string
  /** A short accessible name for its button ("Alloy wheels"). */
  label: string
  description: string
  /** Where it shows on the spin, frame by frame (only on these frames). */
  exterior: FramePoint[]
  /** Where it shows on the interior panorama, if it does. */
  interior: Point | null
}

export interface RawHotspot {
  id?: string
  description?: string
  anchors?: unknown[]
  positions?: Record<string, unknown>
}

const LABEL_MAX = 60

function percent(value: unknown): number | null {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+(\.\d+)?\s*%?\s*$/.test(value) ? parseFloat(value) : NaN
  return Number.isFinite(n) && n >= 0 && n <= 100 ? n : null
}

function pointOf(value: unknown): Point | null {
  let x: unknown, y: unknown
  if (Array.isArray(value)) [x, y] = value
  else if (value && typeof value === 'object') ({ x, y } = value as Record<string, unknown>)
  const px = percent(x)
  const py = percent(y)
  return px === null || py === null ? null : { x: px, y: py }
}

function frameOf(value: unknown, frameCount: number): number | null {
  const n = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n < frameCount ? n : null
}

function frameOfAngle(angle: unknown, frameCount: number): number | null {
  if (typeof angle !== 'number' || !Number.isFinite(angle) || frameCount === 0) return null
  const turn = (((angle % 360) + 360) % 360) / 360
  return Math.round(turn * frameCount) % frameCount
}

const isInteriorAnchor = (a: Record<string, unknown>) =>
  a.interior === true || (typeof a.view === 'string' && a.view.toLowerCase() === 'interior')

/** "Alloy wheels: 19-inch machined alloys." is labelled "Alloy wheels". */
export function hotspotLabel(description: string): string {
  const first = description.split(/:\s|\.\s|\.$|\n|\s-\s/)[0].trim() || description.trim()
  return first.length > LABEL_MAX ? `${first.slice(0, LABEL_MAX - 1).trimEnd()}…` : first
}

function pointsOf(raw: RawHotspot, frameCount: number): { exterior: FramePoint[]; interior: Point | null } {
  const byFrame = new Map<number, FramePoint>()
  let interior: Point | null = null
  for (const [key, value] of Object.entries(raw.positions ?? {})) {
    const point = pointOf(value)
    if (!point) continue
    if (key.trim().toLowerCase() === 'interior') interior ??= point
    else {
      const frame = frameOf(key, frameCount)
      if (frame !== null && !byFrame.has(frame)) byFrame.set(frame, { frame, ...point })
    }
  }
  for (const anchor of raw.anchors ?? []) {
    if (!anchor || typeof anchor !== 'object' || Array.isArray(anchor)) continue
    const a = anchor as Record<string, unknown>
    const point = pointOf(a)
    if (!point) continue
    if (isInteriorAnchor(a)) {
      interior ??= point
      continue
    }
    const frame = a.frame !== undefined ? frameOf(a.frame, frameCount) : frameOfAngle(a.angle, frameCount)
    if (frame !== null && !byFrame.has(frame)) byFrame.set(frame, { frame, ...point })
  }
  return { exterior: [...byFrame.values()].sort((a, b) => a.frame - b.frame), interior }
}

/**
 * The feed's hotspots for a spin of `frameCount` frames: those without a description or
 * without any usable point are dropped; ids are kept (or numbered) and made unique.
 */
export function normaliseHotspots(raw: readonly RawHotspot[] | null | undefined, frameCount: number): Hotspot[] {
  const seen = new Set<string>()
  const out: Hotspot[] = []
  for (const [i, spot] of (raw ?? []).entries()) {
    const description = spot.description?.trim() ?? ''
    if (description === '') continue
    const { exterior, interior } = pointsOf(spot, frameCount)
    if (exterior.length === 0 && interior === null) continue
    let id = spot.id?.trim() || `hotspot-${i + 1}`
    while (seen.has(id)) id = `${id}-${i + 1}`
    seen.add(id)
    out.push({ id, label: hotspotLabel(description), description, exterior, interior })
  }
  return out
}

/** The hotspots drawn on spin frame `frame`, each at its point for that frame. */
export function hotspotsAtFrame(spots: readonly Hotspot[], frame: number): (Point & { spot: Hotspot })[] {
  return spots.flatMap((spot) => {
    const at = spot.exterior.find((p) => p.frame === frame)
    return at ? [{ spot, x: at.x, y: at.y }] : []
  })
}

/** The hotspots of the interior panorama, at their points (percent of the whole panorama). */
export function interiorHotspots(spots: readonly Hotspot[]): (Point & { spot: Hotspot })[] {
  return spots.flatMap((spot) => (spot.interior ? [{ spot, ...spot.interior }] : []))
}
