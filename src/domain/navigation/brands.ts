/** Brand grid rules: sections and where each brand tile links. */
export const BRAND_SECTIONS = {
  car: 'Car Brands',
  motorcycle: 'Motorcycle Brands',
  truck: 'Truck Brands',
  our: 'Our Brands',
} as const

export interface BrandLinkInput {
  name: string
  slug?: string | null
  linkKind?: 'overview' | 'path' | 'external' | null
  target?: string | null
}

export interface BrandHref {
  href: string
  external: boolean
}

const brandSlug = (b: BrandLinkInput) =>
  (b.slug || b.name)
    .toLowerCase()
    .trim()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** Overview page by default; a fixed path or external site when the editor chose one. */
export function brandHref(brand: BrandLinkInput): BrandHref {
  const target = brand.target?.trim()
  if (brand.linkKind === 'external' && target && /^https?:\/\//.test(target)) return { href: target, external: true }
  if (brand.linkKind === 'path' && target?.startsWith('/')) return { href: target, external: false }
  return { href: `/${brandSlug(brand)}/overview`, external: false }
}

/**
 * The brand a path names, for the brand grid's default targets: `/{brand}/overview` and
 * `/brands/{brand}` (the brand grid's links, the brand pages); null for any other path.
 */
export function brandOfPath(segments: readonly string[]): string | null {
  if (segments.length !== 2) return null
  const [first, second] = segments.map((s) => s.toLowerCase())
  const brand = second === 'overview' ? first : first === 'brands' ? second : null
  return brand && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(brand) ? brand : null
}

/** The brand grid section that names a dealer's makes on /brands. */
export function brandSectionFor(vehicleKind: string): keyof typeof BRAND_SECTIONS {
  if (vehicleKind === 'cars') return 'car'
  if (vehicleKind === 'motorcycles') return 'motorcycle'
  if (vehicleKind === 'trucks') return 'truck'
  return 'our'
}
