'use client'
// Image slider with thumbnails (only when more than 3 images) and a fullscreen gallery dialog
// (spec 2 §2, §4 "Gallery: open or closed fullscreen, selected index"). Left and right arrow
// keys change slide; Escape closes the dialog and focus returns to the control that opened it.
import Image from 'next/image'
import { type KeyboardEvent, useRef, useState } from 'react'
import { CloseIcon } from '@/src/components/ui/icons'
import { type Photo, THUMBNAILS_ABOVE, isLocalImage } from './photos'

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

export function ImageGallery({ photos, name, sold }: { photos: Photo[]; name: string; sold: boolean }) {
  const [index, setIndex] = useState(0)
  const dialogRef = useRef<HTMLDialogElement>(null)
  const openerRef = useRef<HTMLButtonElement>(null)
  const count = photos.length
  const go = (delta: number) => setIndex((i) => wrap(i + delta, count))
  const onArrows = (event: KeyboardEvent) => {
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
  const current = photos[index]
  return (
    <div>
      <div
        role="region"
        aria-roledescription="carousel"
        aria-label={`Photos of ${name}`}
        onKeyDown={onArrows}
        className="relative aspect-[3/2] overflow-hidden rounded-[var(--radius)] bg-black/5"
      >
        <Image
          key={current.url}
          src={current.url}
          alt={current.alt}
          fill
          priority={index === 0}
          unoptimized={!isLocalImage(current.url)}
          sizes="(min-width: 1024px) 60vw, 100vw"
          className={`object-cover ${sold ? 'opacity-70 grayscale' : ''}`}
        />
        <button
          ref={openerRef}
          type="button"
          onClick={() => dialogRef.current?.showModal()}
          className="absolute inset-0 cursor-zoom-in focus-visible:outline-offset-[-4px]"
        >
          <span className="sr-only">Open photo {index + 1} fullscreen</span>
        </button>
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

      {count > THUMBNAILS_ABOVE && (
        <ul className="mt-2 grid grid-cols-5 gap-2 sm:grid-cols-6 md:grid-cols-8" aria-label="Photo thumbnails">
          {photos.map((photo, i) => (
            <li key={photo.url + i}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Show photo ${i + 1}`}
                aria-current={i === index || undefined}
                className={`relative block aspect-[3/2] w-full overflow-hidden rounded border-2 ${i === index ? 'border-[var(--color-primary)]' : 'border-transparent opacity-80 hover:opacity-100'}`}
              >
                <Image src={photo.thumb} alt="" fill sizes="120px" unoptimized={!isLocalImage(photo.thumb)} className="object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}

      <dialog
        ref={dialogRef}
        aria-label={`Photos of ${name}, fullscreen`}
        onKeyDown={onArrows}
        onClose={() => openerRef.current?.focus()}
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
            <Image
              src={current.url}
              alt={current.alt}
              width={600}
              height={400}
              unoptimized={!isLocalImage(current.url)}
              sizes="(min-width: 1024px) 80vw, 100vw"
              className="h-auto max-h-[80vh] w-full max-w-5xl object-contain"
            />
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
