// Trade-in photos in PostgreSQL and the upload store (collections/TradeInPhotos): saved for the
// visited site with a random file name (the shopper's own file name says nothing we need), taken
// by a lead in the lead's own transaction, erased with their lead or a day after an upload no
// lead took. Every read names the dealer, so one site's token never reaches another's photo.
import { randomUUID } from 'node:crypto'
import type { Payload, PayloadRequest } from 'payload'
import sharp from 'sharp'
import type { AcceptedImageType } from '@/src/domain/media/sniff-image'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { photoExpiry } from '@/src/domain/trade-in/photos'
import { payloadClient } from './payload'

const EXTENSIONS: Record<AcceptedImageType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
}

export interface TradeInPhotoStore {
  /** The saved photo, or null when its bytes do not decode as the image they start as (cut short, corrupt). */
  save(
    tenant: TenantConfig,
    photo: { bytes: Uint8Array; mimeType: AcceptedImageType },
    now: Date,
  ): Promise<{ id: string; expiresAt: string } | null>
}

/** True when the whole image decodes: a file cut short or corrupt after its first bytes does not. */
async function decodes(bytes: Uint8Array): Promise<boolean> {
  try {
    const { width, height } = await sharp(bytes, { failOn: 'warning' }).metadata()
    if (!width || !height) return false
    await sharp(bytes, { failOn: 'warning' }).stats()
    return true
  } catch {
    return false
  }
}

export function payloadTradeInPhotoStore(client: () => Promise<Payload> = payloadClient): TradeInPhotoStore {
  return {
    async save(tenant, photo, now) {
      if (!(await decodes(photo.bytes))) return null
      const payload = await client()
      const expiresAt = photoExpiry(now)
      try {
        const doc = await payload.create({
          collection: 'trade-in-photos',
          data: { tenant: tenant.id as number, expiresAt },
          file: {
            data: Buffer.from(photo.bytes),
            mimetype: photo.mimeType,
            name: `trade-in-${randomUUID()}.${EXTENSIONS[photo.mimeType]}`,
            size: photo.bytes.byteLength,
          },
          overrideAccess: true,
          depth: 0,
        })
        return { id: String(doc.id), expiresAt }
      } catch (error) {
        // Payload's own file checks refuse what sharp let through (an AVIF whose boxes are corrupt):
        // the file's fault (a 400 of Payload's), not the server's.
        if ((error as { status?: number }).status === 400) return null
        throw error
      }
    },
  }
}

/**
 * Gives the photos to their lead, in the lead's transaction: they no longer lapse, and go with
 * it. Only this site's photos that no lead has taken and that have not lapsed; answers how many.
 */
export async function attachPhotos(
  req: PayloadRequest,
  tenant: TenantConfig,
  leadId: string | number,
  ids: readonly string[],
  now = new Date(),
): Promise<number> {
  if (ids.length === 0) return 0
  const { docs } = await req.payload.update({
    collection: 'trade-in-photos',
    where: {
      and: [
        { id: { in: [...ids] } },
        { tenant: { equals: tenant.id } },
        { lead: { exists: false } },
        { expiresAt: { greater_than: now.toISOString() } },
      ],
    },
    data: { lead: Number(leadId), expiresAt: null },
    overrideAccess: true,
    depth: 0,
    req,
  })
  return docs.length
}
