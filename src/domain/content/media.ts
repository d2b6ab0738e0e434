import type { Media } from '@/payload-types'

/** Narrows a relationship value to a populated Media document with a URL. */
export function mediaOf(value: unknown): (Media & { url: string }) | null {
  if (!value || typeof value !== 'object') return null
  const media = value as Media
  return media.url ? (media as Media & { url: string }) : null
}

/** The URL of a generated size, falling back to the original. */
export function sizeUrl(media: Media, size: keyof NonNullable<Media['sizes']>): string {
  return media.sizes?.[size]?.url ?? media.url ?? ''
}

/** next/image optimises our own paths (next.config localPatterns); a feed's remote URL is shown as it is. */
export const isLocalImage = (url: string) => url.startsWith('/') && !url.startsWith('//')

/**
 * How a photo in a grid that leads its page loads: 'first' is likely the page's largest paint and
 * is fetched before all else; 'eager' (the rest of the first row) loads at once; none is lazy.
 */
export type PhotoPriority = 'first' | 'eager'

/** The first row (three cards wide at most) of a grid that leads its page; nothing in one that does not. */
export function firstRowPriority(index: number, leadsPage: boolean): PhotoPriority | undefined {
  if (!leadsPage) return undefined
  return index === 0 ? 'first' : index < 3 ? 'eager' : undefined
}

/** The img attributes of a photo's priority: the first is fetched ahead of others, the first row at once, the rest lazily. */
export function photoLoading(priority: PhotoPriority | undefined): { loading: 'eager' | 'lazy'; fetchPriority?: 'high' } {
  if (!priority) return { loading: 'lazy' }
  return priority === 'first' ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'eager' }
}
