// Shared pieces of the schema.org JSON-LD the site publishes (cars, locations, the home page).
import type { PostalAddressLeaf } from 'schema-dts'
import { isShownSpecValue } from '@/src/domain/vehicle-detail/spec-rows'

export interface Address {
  street?: string
  city?: string
  state?: string
  postcode?: string
}

/** A root-relative `url` on `origin` (absolute ones are kept): search engines need absolute URLs. */
export function absoluteUrl(origin: string, url: string): string {
  try {
    return new URL(url, `${origin.replace(/\/$/, '')}/`).toString()
  } catch {
    return url
  }
}

/** The value without its empty members (undefined, null, '', 'null', NaN, empty objects and lists). */
export function compact<T extends object>(value: T): T {
  const kept = Object.entries(value).flatMap(([key, v]) => {
    if (Array.isArray(v)) return v.length > 0 ? [[key, v]] : []
    if (typeof v === 'object' && v !== null) {
      const inner = compact(v as object)
      return Object.keys(inner).some((k) => !k.startsWith('@')) ? [[key, inner]] : []
    }
    return isShownSpecValue(v as never) ? [[key, v]] : []
  })
  return Object.fromEntries(kept) as T
}

/** An Australian postal address; none when no part of it is known. */
export function postalAddress(address: Address | null | undefined): PostalAddressLeaf | undefined {
  if (!address || ![address.street, address.city, address.state, address.postcode].some(isShownSpecValue)) return undefined
  return compact<PostalAddressLeaf>({
    '@type': 'PostalAddress',
    streetAddress: address.street,
    addressLocality: address.city,
    addressRegion: address.state,
    postalCode: address.postcode,
    addressCountry: 'AU',
  })
}
