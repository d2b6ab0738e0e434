// The vehicle page's media area: the 360° spinner, the interior panorama and which of the tabs
// Spin, Images and Interior show. The spinner loads all images before it is usable; auto-rotate
// is optional; dragging or arrow keys rotate, a frame per 20 px of drag; auto-rotate turns a
// frame every 100 ms; a spin frame that fails to load is only logged.
import { type Hotspot, type RawHotspot, normaliseHotspots } from './hotspots'
import { type VideoSlide, isLoadableUrl, videoSlides } from './video'

/** One frame per 20 px of drag. */
export const SPIN_DRAG_PX_PER_FRAME = 20
/** Auto-rotate shows the next frame every 100 ms. */
export const SPIN_AUTO_ROTATE_MS = 100
/** One picture cannot turn: the Spin tab needs two frames or more. */
export const MIN_SPIN_FRAMES = 2
/** An arrow key pans the interior by this share of the panorama (percent). */
export const PAN_KEY_STEP = 5

/** `i` modulo `count`, also for negative `i`: a spin wraps both ways. */
export function wrapFrame(i: number, count: number): number {
  return count <= 0 ? 0 : ((i % count) + count) % count
}

/**
 * The frame after a drag of `dx` px from `startFrame`: a whole frame per 20 px,
 * dragging right turns the same way as ArrowRight.
 */
export function frameAfterDrag(startFrame: number, dx: number, count: number): number {
  return wrapFrame(startFrame + Math.trunc(dx / SPIN_DRAG_PX_PER_FRAME), count)
}

const KEY_STEPS: Readonly<Record<string, number>> = { ArrowRight: 1, ArrowLeft: -1 }

/** The frame after a key press, or null for a key the spinner leaves alone. */
export function frameAfterKey(frame: number, key: string, count: number): number | null {
  const step = KEY_STEPS[key]
  return step === undefined || count === 0 ? null : wrapFrame(frame + step, count)
}

/** Auto-rotate: the next frame, every SPIN_AUTO_ROTATE_MS. */
export const autoRotateStep = (frame: number, count: number): number => wrapFrame(frame + 1, count)

/** "Loading 360° view… 12 of 36" while the frames load. */
export const spinProgressText = (settled: number, total: number): string => `Loading 360° view… ${settled} of ${total}`

// --- Interior panorama: `pan` is the point of the panorama (percent of its width, wrapping) at
// the view's centre; 50 is straight ahead when the picture is a 360° panorama starting behind.

export const wrapPercent = (p: number): number => ((p % 100) + 100) % 100

/** Straight ahead: where the interior view opens. */
export const PAN_START = 50

/** The picture follows the pointer: dragging right shows what is to the left. */
export function panAfterDrag(startPan: number, dx: number, panoramaWidthPx: number): number {
  return panoramaWidthPx > 0 ? wrapPercent(startPan - (dx / panoramaWidthPx) * 100) : startPan
}

export function panAfterKey(pan: number, key: string): number | null {
  const step = KEY_STEPS[key]
  return step === undefined ? null : wrapPercent(pan + step * PAN_KEY_STEP)
}

/**
 * `viewShare` is the view's width over the panorama's drawn width (below 1: the panorama pans).
 * The point of the panorama at the view's left edge, in percent of the panorama.
 */
export const panoramaLeftEdge = (pan: number, viewShare: number): number => wrapPercent(pan - 50 * Math.min(1, viewShare))

/**
 * Where a point `x`% across the panorama shows, in percent of the view's width, or null when it
 * is out of view (or on its very edge). At a viewShare of 1 or more the whole picture fits.
 */
export function panoramaPointInView(x: number, pan: number, viewShare: number): number | null {
  if (viewShare >= 1) return x
  if (viewShare <= 0) return null
  const fromCentre = wrapPercent(x - pan + 50) - 50
  const left = 50 + fromCentre / viewShare
  return left >= 1 && left <= 99 ? left : null
}

const DIRECTIONS = ['behind', 'to the left', 'ahead', 'to the right'] as const

/** "Looking ahead": the interior slider's spoken value (0 and 100 behind, 25 left, 50 ahead, 75 right). */
export const panDirection = (pan: number): string => `Looking ${DIRECTIONS[Math.round(wrapPercent(pan) / 25) % 4]}`

// --- Tabs

export type MediaTab = 'spin' | 'images' | 'interior'

export const MEDIA_TAB_LABELS: Readonly<Record<MediaTab, string>> = { spin: 'Spin', images: 'Images', interior: 'Interior' }

/**
 * The tabs shown, in this order: Spin with spin frames, Images with photos
 * or a video, Interior with an interior picture. With nothing at all, Images alone (the
 * gallery's "no photos" note). One tab alone is shown without a tab list.
 */
export function mediaTabs(media: { frames: number; photos: number; videos: number; interior: boolean }): MediaTab[] {
  const tabs: MediaTab[] = []
  if (media.frames >= MIN_SPIN_FRAMES) tabs.push('spin')
  if (media.photos + media.videos > 0) tabs.push('images')
  if (media.interior) tabs.push('interior')
  return tabs.length > 0 ? tabs : ['images']
}

/** Spin first when it shows; else the first tab. */
export function defaultMediaTab(tabs: readonly MediaTab[], preferred: MediaTab = 'spin'): MediaTab {
  return tabs.includes(preferred) ? preferred : (tabs[0] ?? 'images')
}

/** When no spin frame loads (the failure is only logged), the Spin tab goes and Images opens. */
export function tabsWithoutSpin(tabs: readonly MediaTab[]): { tabs: MediaTab[]; active: MediaTab } {
  const rest = tabs.filter((t) => t !== 'spin')
  const left = rest.length > 0 ? rest : (['images'] as MediaTab[])
  return { tabs: left, active: defaultMediaTab(left, 'images') }
}

// --- What the page hands the media area

export interface VehicleMedia {
  frames: string[]
  interior: string | null
  hotspots: Hotspot[]
  videos: VideoSlide[]
}

export interface MediaFields {
  name: string
  spin_images?: readonly string[] | null
  spin_interior_image?: string | null
  hotspots?: readonly RawHotspot[] | null
  video_url?: string | null
  external_video_url?: string | null
}

/** The car's spin frames, interior picture, hotspots and video slides, unsafe URLs dropped. */
export function vehicleMedia(car: MediaFields): VehicleMedia {
  const frames = (car.spin_images ?? []).map((u) => u.trim()).filter((u) => u !== '' && isLoadableUrl(u))
  const interiorUrl = car.spin_interior_image?.trim() ?? ''
  const interior = interiorUrl !== '' && isLoadableUrl(interiorUrl) ? interiorUrl : null
  const spots = normaliseHotspots(car.hotspots, frames.length >= MIN_SPIN_FRAMES ? frames.length : 0)
  return {
    frames: frames.length >= MIN_SPIN_FRAMES ? frames : [],
    interior,
    hotspots: spots.filter((s) => s.exterior.length > 0 || (interior !== null && s.interior !== null)),
    videos: videoSlides(car),
  }
}
