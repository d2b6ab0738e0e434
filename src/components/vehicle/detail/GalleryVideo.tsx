// A video slide of the photo gallery (a video of the car, or an external one; the
// embed rule, decided in src/domain/vehicle-detail/video.ts): the provider's player in an
// iframe with a title, or a video element with the first photo as its poster. An embed can
// fail to load (offline, or blocked): its title and a link to it stay visible under it.
import type { VideoSlide } from '@/src/domain/vehicle-detail/video'

export function GalleryVideo({ video, poster }: { video: VideoSlide; poster?: string }) {
  if (video.kind === 'file') {
    return (
      <video
        controls
        preload="none"
        poster={poster}
        src={video.src}
        aria-label={video.title}
        data-testid="video-slide"
        className="h-full w-full bg-black object-contain"
      />
    )
  }
  return (
    <figure className="flex h-full w-full flex-col bg-black" data-testid="video-slide">
      <iframe
        src={video.src}
        title={video.title}
        loading="lazy"
        allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        className="min-h-0 w-full flex-1 border-0"
      />
      <figcaption className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm text-white">
        <span>{video.title}</span>
        <a href={video.src} target="_blank" rel="noopener noreferrer" className="underline">
          Open the video in a new tab
        </a>
      </figcaption>
    </figure>
  )
}
