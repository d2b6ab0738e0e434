import { handlePhotoUpload } from '@/src/api/trade-in-photos'
import { methodNotAllowed, responseForError } from '@/src/lib/api-errors'
import { refuseOverIpLimit } from '@/src/lib/rate-limit'
import { photoUploadDeps } from '../deps'

export const dynamic = 'force-dynamic'

/** POST /api/trade-in/photos: one photo of the shopper's car, for a trade-in valuation (src/api/trade-in-photos.ts). */
export async function POST(request: Request): Promise<Response> {
  const refused = await refuseOverIpLimit('tradeInPhoto', request)
  if (refused) return refused
  try {
    return await handlePhotoUpload(request, photoUploadDeps())
  } catch (error) {
    return responseForError(error, { log: 'Trade-in photo upload failed', message: 'The photo could not be saved. Please try again.' })
  }
}

const postOnly = methodNotAllowed(['POST'], 'Upload a photo with POST.')

export { postOnly as GET, postOnly as PUT, postOnly as PATCH, postOnly as DELETE }
