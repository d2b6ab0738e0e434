import { cache } from 'react'
import type { Offer as OfferDoc, PromoTile as PromoTileDoc } from '@/payload-types'
import { mediaOf, sizeUrl } from '@/src/domain/content/media'
import type { Offer } from '@/src/domain/marketing/offers'
import type { PromoTile, TileCarType } from '@/src/domain/marketing/promo-tiles'
import { resolveLink } from '@/src/domain/navigation/links'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { payloadClient } from './payload'
import { cachedForTenant } from './site'

const imageOf = (value: unknown, fallbackAlt: string) => {
  const media = mediaOf(value)
  return media ? { url: sizeUrl(media, 'card'), alt: media.alt || fallbackAlt } : null
}

export function toPromoTile(doc: PromoTileDoc): PromoTile {
  return {
    id: String(doc.id),
    heading: doc.heading,
    text: doc.text ?? null,
    buttonLabel: doc.buttonLabel ?? null,
    href: resolveLink(doc.link as never)?.href ?? null,
    image: imageOf(doc.image, ''),
    background: doc.background ?? null,
    startsAt: doc.startsAt ?? null,
    expiresAt: doc.expiresAt ?? null,
    positions: (doc.positions ?? []).filter((p): p is number => typeof p === 'number'),
    display: (doc.display ?? []) as TileCarType[],
    strictDisplay: Boolean(doc.strictDisplay),
  }
}

export function toOffer(doc: OfferDoc): Offer {
  return {
    id: String(doc.id),
    name: doc.name,
    category: doc.category,
    description: doc.description,
    disclaimer: doc.disclaimer ?? null,
    image: imageOf(doc.image, doc.name),
    price: doc.price ?? null,
    rate: doc.rate ?? null,
    comparisonRate: doc.comparisonRate ?? null,
    manufacturer: doc.manufacturer ?? null,
    model: doc.model?.name ? { name: doc.model.name, slug: doc.model.slug ?? null, overrideUrl: doc.model.overrideUrl ?? null } : null,
    enquireLabel: doc.enquireLabel ?? null,
    startsAt: doc.startsAt ?? null,
    expiresAt: doc.expiresAt ?? null,
  }
}

/**
 * Every tile and offer of a dealer, expired ones included: whether one shows is decided on each
 * request against the clock (src/domain/marketing/schedule.ts), never by the cache.
 */
export const getPromoTiles = cache((tenant: TenantConfig) =>
  cachedForTenant(tenant, ['promo-tiles'], async (): Promise<PromoTile[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'promo-tiles',
      where: { tenant: { equals: tenant.id } },
      depth: 1,
      limit: 100,
      sort: 'order',
      pagination: false,
      overrideAccess: false,
    })
    return docs.map(toPromoTile)
  }),
)

export const getOffers = cache((tenant: TenantConfig) =>
  cachedForTenant(tenant, ['offers'], async (): Promise<Offer[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'offers',
      where: { tenant: { equals: tenant.id } },
      depth: 1,
      limit: 200,
      sort: 'order',
      pagination: false,
      overrideAccess: false,
    })
    return docs.map(toOffer)
  }),
)
