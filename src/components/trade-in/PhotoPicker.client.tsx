'use client'
// Photos of the shopper's car for a trade-in valuation (optional): each is uploaded as it is
// picked (POST /api/trade-in/photos answers a token), shown as a thumbnail with its state and a
// Remove button. Sending the decision waits for uploads in flight and names the uploaded ones.
import { useCallback, useEffect, useRef, useState } from 'react'
import { MAX_UPLOAD_BYTES } from '@/src/domain/media/sniff-image'
import { TRADE_IN_PHOTO_LIMIT } from '@/src/domain/trade-in/photos'

export const PHOTOS_ENDPOINT = '/api/trade-in/photos'
const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif'
const UPLOAD_FAILED = 'This photo could not be uploaded. Remove it, or try another.'

interface Photo {
  key: string
  name: string
  preview: string
  /** The browser could not draw it (not an image, or a kind it does not show). */
  unviewable?: boolean
  state: 'uploading' | 'ready' | 'failed'
  token?: string
  error?: string
}

/** The photos picked and their uploads; `tokens()` waits for those in flight. */
export function usePhotoUploads() {
  const [photos, setPhotos] = useState<Photo[]>([])
  const [notice, setNotice] = useState('')
  const uploads = useRef(new Map<string, Promise<string | null>>())
  const latest = useRef<Photo[]>([])
  useEffect(() => {
    latest.current = photos
  }, [photos])
  // Previews are the browser's own object URLs: freed when the picker goes.
  useEffect(() => () => latest.current.forEach((p) => URL.revokeObjectURL(p.preview)), [])

  const update = (key: string, change: Partial<Photo>) => setPhotos((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)))

  const upload = async (key: string, file: File): Promise<string | null> => {
    if (file.size > MAX_UPLOAD_BYTES) {
      update(key, { state: 'failed', error: `This photo is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.` })
      return null
    }
    try {
      const response = await fetch(PHOTOS_ENDPOINT, {
        method: 'POST',
        headers: { 'content-type': file.type || 'application/octet-stream' },
        body: file,
      })
      const json = (await response.json().catch(() => ({}))) as { token?: string; error?: string }
      if (response.ok && json.token) {
        update(key, { state: 'ready', token: json.token })
        return json.token
      }
      update(key, { state: 'failed', error: json.error ?? UPLOAD_FAILED })
    } catch {
      update(key, { state: 'failed', error: UPLOAD_FAILED })
    }
    return null
  }

  const add = (files: readonly File[]) => {
    const room = TRADE_IN_PHOTO_LIMIT - latest.current.length
    const taken = files.slice(0, Math.max(room, 0))
    const left = files.length - taken.length
    setNotice(left > 0 ? `Only ${TRADE_IN_PHOTO_LIMIT} photos can be sent; ${left} ${left === 1 ? 'was' : 'were'} left out.` : '')
    const added = taken.map((file) => ({
      key: crypto.randomUUID(),
      name: file.name,
      preview: URL.createObjectURL(file),
      state: 'uploading' as const,
    }))
    latest.current = [...latest.current, ...added]
    setPhotos(latest.current)
    added.forEach((photo, i) => uploads.current.set(photo.key, upload(photo.key, taken[i])))
  }

  const remove = (key: string) => {
    const photo = latest.current.find((p) => p.key === key)
    if (photo) URL.revokeObjectURL(photo.preview)
    uploads.current.delete(key)
    latest.current = latest.current.filter((p) => p.key !== key)
    setPhotos(latest.current)
    setNotice(photo ? `Removed ${photo.name}.` : '')
  }

  /** The uploaded photos' tokens, once every upload still running has answered. */
  const tokens = useCallback(async () => {
    const answers = await Promise.all([...uploads.current.values()])
    return answers.filter((token): token is string => token !== null)
  }, [])

  const unviewable = (key: string) => update(key, { unviewable: true })

  return { photos, notice, add, remove, tokens, unviewable }
}

export function PhotoPicker({ inputId, uploads, one }: { inputId: string; uploads: ReturnType<typeof usePhotoUploads>; one: string }) {
  const { photos, notice, add, remove, unviewable } = uploads
  const full = photos.length >= TRADE_IN_PHOTO_LIMIT
  const uploading = photos.filter((p) => p.state === 'uploading').length
  const ready = photos.filter((p) => p.state === 'ready').length
  const plural = (n: number) => `${n} photo${n === 1 ? '' : 's'}`
  const status = uploading > 0 ? `Uploading ${plural(uploading)}…` : notice || (photos.length > 0 ? `${plural(ready)} ready to send.` : '')
  return (
    <fieldset className="grid gap-3 rounded-[var(--radius)] border border-black/10 p-4" aria-describedby={`${inputId}-hint`}>
      <legend className="px-1 font-semibold">
        Photos of your {one} <span className="font-normal text-gray-700">(optional)</span>
      </legend>
      <p id={`${inputId}-hint`} className="text-sm text-gray-700">
        Up to {TRADE_IN_PHOTO_LIMIT} photos: the outside from each side, the inside, the odometer and any damage help us confirm your offer
        sooner. JPEG, PNG, WebP or AVIF, up to {MAX_UPLOAD_BYTES / 1024 / 1024} MB each. Only the dealer sees them.
      </p>
      {photos.length > 0 && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Photos to send">
          {photos.map((photo, i) => (
            <li key={photo.key} className="grid grid-rows-[auto_1fr_auto] gap-1 text-sm">
              {photo.unviewable ? (
                <div
                  role="img"
                  aria-label={`Photo ${i + 1}: ${photo.name} (no preview)`}
                  className="grid aspect-[4/3] w-full place-items-center rounded-[var(--radius)] bg-gray-100 px-2 text-center text-gray-700"
                >
                  No preview
                </div>
              ) : (
                // eslint-disable-next-line @next/next/no-img-element -- a local object URL, not an optimisable image
                <img
                  src={photo.preview}
                  alt={`Photo ${i + 1}: ${photo.name}`}
                  onError={() => unviewable(photo.key)}
                  className="aspect-[4/3] w-full rounded-[var(--radius)] object-cover"
                />
              )}
              <p className={photo.state === 'failed' ? 'font-semibold text-red-700' : 'text-gray-700'}>
                {photo.state === 'uploading' ? 'Uploading…' : photo.state === 'ready' ? 'Ready to send' : photo.error}
              </p>
              <button
                type="button"
                className="btn btn-outline min-h-11"
                onClick={() => remove(photo.key)}
                aria-label={`Remove photo ${i + 1}`}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <div>
        {/* The label is the button: a native file input, kept for keyboards and screen readers, and its ring shown on the label. */}
        <label
          className={`btn btn-outline cursor-pointer has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-[var(--color-primary)] ${full ? 'pointer-events-none opacity-60' : ''}`}
        >
          {photos.length === 0 ? 'Add Photos' : 'Add More Photos'}
          <input
            id={inputId}
            type="file"
            accept={ACCEPT}
            multiple
            disabled={full}
            className="sr-only"
            onChange={(event) => {
              add([...(event.currentTarget.files ?? [])])
              event.currentTarget.value = '' // the same file may be picked again after a Remove
            }}
          />
        </label>
      </div>
      <p role="status" className="text-sm text-gray-700">
        {status}
      </p>
    </fieldset>
  )
}
