// Which make a /manufacturers/{slug} page is about.
// The slug maps back to the make's exact spelling ("land-rover" -> "Land Rover") through the
// makes the site has in stock, then through the brands the site names in its menus (a
// franchise dealer may be out of stock of its own brand: the page then shows the empty state).
// Any other slug is not a page of this site (404).
import { MAX_SEGMENT_LENGTH, SEGMENT_SLUG, decodeSegment, slugify } from '@/src/domain/navigation/slug'

export interface ResolvedManufacturer {
  name: string
  slug: string
  inStock: boolean
}

const isSlug = (s: string) => s.length <= MAX_SEGMENT_LENGTH && SEGMENT_SLUG.test(s)

export function resolveManufacturer(
  segment: string,
  stockMakes: readonly string[],
  brandNames: readonly string[],
): ResolvedManufacturer | null {
  const slug = decodeSegment(segment).trim().toLowerCase()
  if (!isSlug(slug)) return null
  const inStock = stockMakes.find((make) => slugify(make) === slug)
  if (inStock) return { name: inStock, slug, inStock: true }
  const brand = brandNames.find((name) => slugify(name) === slug)
  return brand ? { name: brand, slug, inStock: false } : null
}
