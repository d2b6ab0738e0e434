// Demo videos (the vehicle page's video slides): about half of the in-stock blue SUVs carry the
// walk-around video, two turns of the demo 360° car (src/demo/stock/media/walkaround.mp4, made by
// `npm run demo:video`), so the video shows the car it is listed on. Blue motorcycles carry the
// motorcycle's turn the same way, as the feed's external video (a link to a video hosted
// elsewhere, as dealers send their YouTube links). A separate seeded stream chooses the cars; the
// rest of the demo stock is exactly what it was.
import type { ImageShape } from './images'
import { FILE_BASE_PATH } from './history-report'
import { createRng } from './prng'

/** The demo's video files (src/demo/stock/media) and the vehicle each shows turning. */
export const DEMO_VIDEOS = {
  'walkaround.mp4': { shape: 'suv', colour: 'blue' },
  'walkaround-motorcycle.mp4': { shape: 'motorcycle', colour: 'blue' },
} as const satisfies Record<string, { shape: ImageShape; colour: string }>
export type DemoVideoFile = keyof typeof DEMO_VIDEOS

export const isDemoVideoFile = (name: string): name is DemoVideoFile => Object.hasOwn(DEMO_VIDEOS, name)
const demoVideoUrl = (file: DemoVideoFile) => `${FILE_BASE_PATH}/${file}`

export function videoFields(car: {
  dealership: string
  index: number
  status: string
  shown: boolean
  shape: ImageShape
  colour: string
}): {
  video_url?: string
  external_video_url?: string
} {
  const file = (Object.keys(DEMO_VIDEOS) as DemoVideoFile[]).find(
    (name) => DEMO_VIDEOS[name].shape === car.shape && DEMO_VIDEOS[name].colour === car.colour.toLowerCase(),
  )
  if (car.status !== 'in_stock' || !car.shown || !file) return {}
  if (!createRng(`video:${car.dealership}:${car.index}`).chance(0.5)) return {}
  return car.shape === 'motorcycle' ? { external_video_url: demoVideoUrl(file) } : { video_url: demoVideoUrl(file) }
}
