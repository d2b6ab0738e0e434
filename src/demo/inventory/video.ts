// Demo videos (the vehicle page's video slide): about half of the in-stock blue SUVs carry the
// walk-around video, two turns of the demo 360° car (src/demo/stock/media/walkaround.mp4, made by
// `npm run demo:video`), so the video shows the car it is listed on. A separate seeded stream
// chooses the cars; the rest of the demo stock is exactly what it was.
import type { ImageShape } from './images'
import { createRng } from './prng'

export const DEMO_VIDEO_URL = '/api/inventory-files/walkaround.mp4'

export function videoFields(car: {
  dealership: string
  index: number
  status: string
  shown: boolean
  shape: ImageShape
  colour: string
}): {
  video_url?: string
} {
  if (car.status !== 'in_stock' || !car.shown || car.shape !== 'suv' || car.colour.toLowerCase() !== 'blue') return {}
  return createRng(`video:${car.dealership}:${car.index}`).chance(0.5) ? { video_url: DEMO_VIDEO_URL } : {}
}
