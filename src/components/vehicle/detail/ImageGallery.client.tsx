'use client'
// Image slider with thumbnails (only when more than 3 images) and a fullscreen gallery dialog
// (open or closed fullscreen, with its selected slide). Left and right arrow
// keys change slide; Escape closes the dialog and focus returns to the control that opened it.
// The car's video slides (its own or external) follow its photos.
import Image from 'next/image'
import { type KeyboardEvent, useRef, useState } from 'react'
import { CloseIcon } from '@/src/components/ui/icons'
import type { VideoSlide } from '@/src/domain/vehicle-detail/video'
import { GalleryVideo } from './GalleryVideo'
import { isLocalImage } from '@/src/domain/content/media'
import { type Photo, THUMBNAILS_ABOVE } from './photos'

type Slide = { kind: 'photo'; photo: Photo } | { kind: 'video'; video: VideoSlide }

const wrap = (i: number, n: number) => (n === 0 ? 0 : (i + n) % n)

function Arrow({ dir, onClick, label }: { dir: 'prev' | 'next'; onClick: () => void; label: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={`absolute top-1/2 -translate-y-1/2 ${dir === 'prev' ? 'left-2' : 'right-2'} flex h-11 w-11 items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/80`}
    >
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
        <path d={dir === 'prev' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} stroke="currentColor" strokeWidth="2.5" fill="none" />
      </svg>
    </button>
  )
}

export interface ImageGalleryProps {
  photos: Photo[]
  name: string
  sold: boolean
  videos?: VideoSlide[]
  /** The first photo is the page's main picture (false when another view opens first). */
  priority?: boolean
}

function PlayIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="absolute inset-0 m-auto h-8 w-8 text-white">
      <circle cx="12" cy="12" r="11" fill="currentColor" opacity=".3" />
      <path d="M10 8l6 4-6 4z" fill="currentColor" />
    </svg>
  )
}

export function ImageGallery({ photos, name, sold, videos = [], priority = true }: ImageGalleryProps) {
  const [index, setIndex] = useState(0)
  const [open, setOpen] = useState(false)
  const dialogRef = useRef<HTMLDialogElement>(null)
  const openerRef = useRef<HTMLButtonElement>(null)
  const regionRef = useRef<HTMLDivElement>(null)
  const slides: Slide[] = [
    ...photos.map((photo) => ({ kind: 'photo' as const, photo })),
    ...videos.map((video) => ({ kind: 'video' as const, video })),
  ]
  const count = slides.length
  const poster = photos[0]?.url
  const go = (delta: number) => setIndex((i) => wrap(i + delta, count))
  const onArrows = (event: KeyboardEvent) => {
    // A video's own controls use the arrow keys to seek.
    if ((event.target as HTMLElement).tagName === 'VIDEO') return
    if (event.key === 'ArrowLeft') {
      event.preventDefault()
      go(-1)
    } else if (event.key === 'ArrowRight') {
      event.preventDefault()
      go(1)
    }
  }

  if (count === 0) {
    return (
      <div className="flex aspect-[3/2] items-center justify-center rounded-[var(--radius)] bg-black/5 text-gray-600">
        <p>No photos available for this vehicle yet.</p>
      </div>
    )
  }
  const current = slides[Math.min(index, count - 1)]
  const openDialog = () => {
    setOpen(true)
    dialogRef.current?.showModal()
  }
  return (
    <div>
      <div
        ref={regionRef}
        tabIndex={-1}
        role="region"
        aria-roledescription="carousel"
        aria-label={`Photos of ${name}`}
        onKeyDown={onArrows}
        className="relative aspect-[3/2] overflow-hidden rounded-[var(--radius)] bg-black/5"
      >
        {current.kind === 'photo' ? (
          <>
            <Image
              key={current.photo.url}
              src={current.photo.url}
              alt={current.photo.alt}
              fill
              priority={priority && index === 0}
              // Next 16's priority preloads; the fetch priority is what makes it the LCP image's first request.
              fetchPriority={priority && index === 0 ? 'high' : undefined}
              unoptimized={!isLocalImage(current.photo.url)}
              sizes="(min-width: 1024px) 60vw, 100vw"
              className={`object-cover ${sold ? 'opacity-70 grayscale' : ''}`}
            />
            <button
              ref={openerRef}
              type="button"
              onClick={openDialog}
              className="absolute inset-0 cursor-zoom-in focus-visible:outline-offset-[-4px]"
            >
              <span className="sr-only">Open photo {index + 1} fullscreen</span>
            </button>
          </>
        ) : (
          <div className="absolute inset-x-14 inset-y-0">
            <GalleryVideo key={current.video.src} video={current.video} poster={poster} />
          </div>
        )}
        {count > 1 && (
          <>
            <Arrow dir="prev" onClick={() => go(-1)} label="Previous photo" />
            <Arrow dir="next" onClick={() => go(1)} label="Next photo" />
          </>
        )}
        <p aria-live="polite" className="absolute bottom-2 right-2 rounded bg-black/70 px-2 py-1 text-xs font-semibold text-white">
          {index + 1} / {count}
        </p>
      </div>

      {photos.length > THUMBNAILS_ABOVE && (
        <ul className="mt-2 grid grid-cols-5 gap-2 sm:grid-cols-6 md:grid-cols-8" aria-label="Photo thumbnails">
          {slides.map((slide, i) => (
            <li key={(slide.kind === 'photo' ? slide.photo.url : slide.video.src) + i}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={slide.kind === 'photo' ? `Show photo ${i + 1}` : `Show ${slide.video.title}`}
                aria-current={i === index || undefined}
                className={`relative block aspect-[3/2] w-full overflow-hidden rounded border-2 bg-black ${i === index ? 'border-[var(--color-primary)]' : 'border-transparent opacity-80 hover:opacity-100'}`}
              >
                {slide.kind === 'photo' ? (
                  <Image
                    src={slide.photo.thumb}
                    alt=""
                    fill
                    sizes="120px"
                    // After the photo above them: in view on a phone, the browser would otherwise raise
                    // them to high priority, beside the first photo, the fonts and the scripts.
                    fetchPriority="low"
                    unoptimized={!isLocalImage(slide.photo.thumb)}
                    className="object-cover"
                  />
                ) : (
                  <PlayIcon />
                )}
              </button>
            </li>
          ))}
        </ul>
      )}

      <dialog
        ref={dialogRef}
        aria-label={`Photos of ${name}, fullscreen`}
        onKeyDown={onArrows}
        onClose={() => {
          setOpen(false)
          // Closed on a video slide there is no photo opener: the carousel takes focus instead.
          ;(openerRef.current ?? regionRef.current)?.focus()
        }}
        className="m-auto h-full max-h-none w-full max-w-none bg-black/95 p-0 text-white backdrop:bg-black/80"
      >
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between px-4 py-2">
            <p aria-live="polite" className="text-sm font-semibold">
              {index + 1} / {count}
            </p>
            <button
              type="button"
              onClick={() => dialogRef.current?.close()}
              className="flex h-11 w-11 items-center justify-center rounded hover:bg-white/10"
            >
              <span className="sr-only">Close gallery</span>
              <CloseIcon />
            </button>
          </div>
          <div className="relative flex flex-1 items-center justify-center px-14">
            {current.kind === 'photo' ? (
              <Image
                src={current.photo.url}
                alt={current.photo.alt}
                width={600}
                height={400}
                unoptimized={!isLocalImage(current.photo.url)}
                sizes="(min-width: 1024px) 80vw, 100vw"
                className="h-auto max-h-[80vh] w-full max-w-5xl object-contain"
              />
            ) : (
              // Only while open: a closed dialog would keep a video or its player playing.
              open && (
                <div className="aspect-video max-h-[80vh] w-full max-w-5xl">
                  <GalleryVideo key={current.video.src} video={current.video} poster={poster} />
                </div>
              )
            )}
            {count > 1 && (
              <>
                <Arrow dir="prev" onClick={() => go(-1)} label="Previous photo" />
                <Arrow dir="next" onClick={() => go(1)} label="Next photo" />
              </>
            )}
          </div>
        </div>
      </dialog>
    </div>
  )
}
