// Photo helpers shared by the gallery components (no React).

export interface Photo {
  url: string
  thumb: string
  alt: string
}

/** Thumbnails only when there are more than 3 images. */
export const THUMBNAILS_ABOVE = 3

export function photosOf(images: readonly { image: { url: string; thumb?: { url: string } } }[], name: string): Photo[] {
  return images.map((i, n) => ({
    url: i.image.url,
    thumb: i.image.thumb?.url ?? i.image.url,
    alt: `${name}, photo ${n + 1} of ${images.length}`,
  }))
}
