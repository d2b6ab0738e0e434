/**
 * Media uploads are accepted by their content, not by the name or the browser's claimed
 * type: a renamed SVG or HTML file must not be served from our origin as an image.
 */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const
export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number]
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024

function ascii(bytes: Uint8Array, start: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + length))
}

export function sniffImageType(bytes: Uint8Array): AcceptedImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg'
  if (bytes.length >= 8 && ascii(bytes, 1, 3) === 'PNG' && bytes[0] === 0x89 && bytes[4] === 0x0d) return 'image/png'
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'image/webp'
  if (bytes.length >= 12 && ascii(bytes, 4, 4) === 'ftyp') {
    const brand = ascii(bytes, 8, 4)
    if (brand === 'avif' || brand === 'avis') return 'image/avif'
  }
  return null
}

export type UploadCheck = { ok: true; mimeType: AcceptedImageType } | { ok: false; error: string }

export function checkImageUpload(bytes: Uint8Array, size: number): UploadCheck {
  if (size > MAX_UPLOAD_BYTES) {
    return { ok: false, error: `The file is ${(size / 1024 / 1024).toFixed(1)} MB; images can be at most 10 MB.` }
  }
  const mimeType = sniffImageType(bytes)
  if (!mimeType) {
    return { ok: false, error: 'Only JPEG, PNG, WebP and AVIF images can be uploaded; this file is not one of them.' }
  }
  return { ok: true, mimeType }
}
