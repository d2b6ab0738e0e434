// POST /api/trade-in/photos: one photo of the shopper's car, as the request body (its bytes, with
// the image's Content-Type), for the visited dealer's site -> a token signed for that site, which
// the trade-in decision names to send the photo with its lead. The bytes decide what the file is
// (JPEG, PNG, WebP or AVIF), not the name or the claimed type. Nobody reads a photo back here: the
// dealer's staff see it with the lead.
import type { AcceptedImageType } from '@/src/domain/media/sniff-image'
import { MAX_UPLOAD_BYTES, checkImageUpload } from '@/src/domain/media/sniff-image'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { PHOTO_MISSING, PHOTO_NOT_VERIFIED, photoClaimsSchema } from '@/src/domain/trade-in/photos'
import { errorResponse, readBodyBytes } from '@/src/lib/api-errors'
import { type FindTenant, tenantFromRequest } from '@/src/lib/tenant-request'
import type { OfferSigner } from './trade-in'

export const PHOTO_TOO_LARGE = `The photo is too large: photos can be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`
export const PHOTO_UNREADABLE = 'The photo could not be read. Please try again.'
export const PHOTO_CORRUPT = 'This file is not a complete image: it may be damaged or cut short. Please choose another photo.'

export interface PhotoUploadDeps {
  findTenant: FindTenant
  signer: OfferSigner
  /** The saved photo, or null when the file does not decode as an image (cut short, corrupt). */
  savePhoto(
    tenant: TenantConfig,
    photo: { bytes: Uint8Array; mimeType: AcceptedImageType },
    now: Date,
  ): Promise<{ id: string; expiresAt: string } | null>
  now(): Date
}

export async function handlePhotoUpload(request: Request, deps: PhotoUploadDeps): Promise<Response> {
  const site = await tenantFromRequest(request, deps.findTenant)
  if (!site.ok) return site.response
  const type = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase()
  if (!type.startsWith('image/')) return errorResponse('unsupported-media', `Send the photo itself as the request body. ${PHOTO_MISSING}`)
  const body = await readBodyBytes(request, MAX_UPLOAD_BYTES)
  if (!body.ok)
    return body.reason === 'too-large' ? errorResponse('too-large', PHOTO_TOO_LARGE) : errorResponse('bad-request', PHOTO_UNREADABLE)
  if (body.bytes.byteLength === 0) return errorResponse('bad-request', PHOTO_MISSING)
  const checked = checkImageUpload(body.bytes.subarray(0, 64), body.bytes.byteLength)
  if (!checked.ok) return errorResponse('unsupported-media', checked.error)
  const saved = await deps.savePhoto(site.tenant, { bytes: body.bytes, mimeType: checked.mimeType }, deps.now())
  if (!saved) return errorResponse('unsupported-media', PHOTO_CORRUPT)
  return Response.json(
    { token: deps.signer.sign({ tenant: String(site.tenant.id), photo: saved.id }), expires_at: saved.expiresAt },
    { status: 201, headers: { 'cache-control': 'no-store' } },
  )
}

/** Thrown by a lead store when a photo named cannot go with the lead: the lead is not kept either. */
export class PhotosGone extends Error {
  constructor() {
    super("A trade-in photo is another lead's, lapsed, or not this site's")
    this.name = 'PhotosGone'
  }
}

/** The photos a decision names, when this site signed every token; else the message to show. */
export function photoIdsOf(
  tokens: readonly string[],
  signer: OfferSigner,
  tenant: TenantConfig,
): { ok: true; ids: string[] } | { ok: false; message: string } {
  const ids: string[] = []
  for (const token of tokens) {
    const claims = photoClaimsSchema.safeParse(signer.read(token))
    // Another dealer's photo reads as unverified: it says nothing about that dealer.
    if (!claims.success || claims.data.tenant !== String(tenant.id)) return { ok: false, message: PHOTO_NOT_VERIFIED }
    ids.push(claims.data.photo)
  }
  return { ok: true, ids: [...new Set(ids)] }
}
