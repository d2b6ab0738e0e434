// The vehicle page's video slides (the car's video_url and external_video_url). A video embeds only
// when its URL starts with the video provider's embed prefix; any other URL plays in a plain video
// element.

/** The providers' embed prefixes (also what a CSP's frame-src must allow for them to show). */
export const VIDEO_EMBED_PREFIXES = [
  'https://www.youtube.com/embed/',
  'https://www.youtube-nocookie.com/embed/',
  'https://player.vimeo.com/video/',
] as const

export interface VideoSlide {
  /** 'embed': an iframe of the provider's player; 'file': a video element. */
  kind: 'embed' | 'file'
  src: string
  /** The iframe's title, the video's accessible name and the caption. */
  title: string
}

/** An address a page may load: http(s), or a path on this site (never `//host`, `javascript:`...). */
export function isLoadableUrl(url: string): boolean {
  if (url.startsWith('/')) return !url.startsWith('//') && !url.startsWith('/\\')
  try {
    const parsed = new URL(url)
    return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && parsed.hostname !== ''
  } catch {
    return false
  }
}

/** Embed only with the provider's embed prefix (matched exactly, case and all). */
export function videoSlide(url: string | null | undefined, title: string): VideoSlide | null {
  const src = url?.trim() ?? ''
  if (src === '' || !isLoadableUrl(src)) return null
  const embed = VIDEO_EMBED_PREFIXES.some((prefix) => src.startsWith(prefix) && src.length > prefix.length)
  return { kind: embed ? 'embed' : 'file', src, title }
}

/** The car's video slides, after its photos: video_url first, then external_video_url. */
export function videoSlides(car: { name: string; video_url?: string | null; external_video_url?: string | null }): VideoSlide[] {
  const own = videoSlide(car.video_url, `Video of ${car.name}`)
  const external =
    car.external_video_url?.trim() === car.video_url?.trim() ? null : videoSlide(car.external_video_url, `More video of ${car.name}`)
  return [own, external].filter((s) => s !== null)
}
