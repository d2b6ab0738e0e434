// The car's first photo for its PDF: demo pictures are drawn here (nothing downloaded); a feed's
// photo is fetched only from a public https address (the feed is dealer input: no requests into
// our own network), briefly, and re-encoded as JPEG. Any failure leaves the photo out.
import sharp from 'sharp'
import type { PdfPhoto } from '@/src/components/vehicle/pdf/CarPdf'
import { IMAGE_BASE_PATH } from '@/src/demo/inventory/images'
import { renderVehicleImage } from '@/src/demo/stock/vehicle-image'
import { deliveryUrlProblem } from '@/src/domain/leads/delivery'

const MAX_PHOTO_BYTES = 8_000_000
const FETCH_TIMEOUT_MS = 4_000

async function photoBytes(url: string): Promise<Buffer | null> {
  if (url.startsWith(`${IMAGE_BASE_PATH}/`)) return (await renderVehicleImage(url.slice(IMAGE_BASE_PATH.length + 1))) ?? null
  if (deliveryUrlProblem(url, false)) return null
  const res = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'error' })
  if (!res.ok || !(res.headers.get('content-type') ?? '').startsWith('image/')) return null
  if (Number(res.headers.get('content-length') ?? 0) > MAX_PHOTO_BYTES) return null
  const bytes = Buffer.from(await res.arrayBuffer())
  return bytes.length > MAX_PHOTO_BYTES ? null : bytes
}

export async function pdfPhoto(url: string | null): Promise<PdfPhoto | null> {
  if (!url) return null
  try {
    const source = await photoBytes(url)
    if (!source) return null
    const data = await sharp(source, { limitInputPixels: 40_000_000 })
      .resize({ width: 1200, height: 800, fit: 'cover' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80 })
      .toBuffer()
    return { data, format: 'jpg' }
  } catch (error) {
    console.warn(`The PDF photo ${url} could not be used:`, error instanceof Error ? error.message : error)
    return null
  }
}
