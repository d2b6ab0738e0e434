// Photos of the shopper's car, sent with a trade-in valuation (optional). Each photo is uploaded
// on its own as the shopper picks it, answered with a token signed for the visited site, and the
// decision names the photos by their tokens; the lead then carries them for staff to see. A photo
// no lead took lapses a day after its upload.
import { z } from 'zod'

/** At most this many photos go with one valuation: the outside, the inside, the odometer, a mark or two. */
export const TRADE_IN_PHOTO_LIMIT = 6
/** How long a photo no lead took is kept. */
export const UNSENT_PHOTO_HOURS = 24

export const PHOTO_MISSING = 'Choose a photo to upload (a JPEG, PNG, WebP or AVIF image).'
export const PHOTO_NOT_VERIFIED = 'A photo could not be verified. Please remove it and upload it again.'
export const PHOTO_GONE = 'A photo is no longer available. Please remove it and upload it again.'
export const TOO_MANY_PHOTOS = `Send at most ${TRADE_IN_PHOTO_LIMIT} photos.`

/** What a photo's token says: the site it was uploaded to and the photo. */
export const photoClaimsSchema = z.object({ tenant: z.string(), photo: z.string().regex(/^\d{1,12}$/) })

/** The `photos` of a decision: a list of tokens (none when absent), or the reason it cannot be one. */
export function photoTokens(value: unknown): { ok: true; tokens: string[] } | { ok: false; message: string } {
  if (value === undefined || value === null || value === '') return { ok: true, tokens: [] }
  const list = Array.isArray(value) ? value : [value]
  if (!list.every((token): token is string => typeof token === 'string' && token.length > 0 && token.length <= 1000))
    return { ok: false, message: PHOTO_NOT_VERIFIED }
  const tokens = [...new Set(list)]
  if (tokens.length > TRADE_IN_PHOTO_LIMIT) return { ok: false, message: TOO_MANY_PHOTOS }
  return { ok: true, tokens }
}

/** The lead's line about its photos, for the dealer's e-mail, the ADF comments and the inbox. */
export function photosLine(count: number): string | null {
  if (count === 0) return null
  return `Photos: the shopper sent ${count} photo${count === 1 ? '' : 's'} of the car; see them with the lead in the admin.`
}

/** When an unsent photo uploaded at `now` lapses. */
export const photoExpiry = (now: Date): string => new Date(now.getTime() + UNSENT_PHOTO_HOURS * 3_600_000).toISOString()
