/**
 * A path segment as text. Next hands route params over already decoded, so a second decode
 * of "%" (from "%25") would throw; a segment that does not decode is taken as it is.
 */
export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/** The longest slug segment a page answers to (a make, a model, a page). */
export const MAX_SEGMENT_LENGTH = 100

/** One slug segment: lower-case words joined by hyphens (tenants, dealerships, cars). */
export const SEGMENT_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Page slugs: lower-case words joined by hyphens; "/" separates nested pages. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/

export const HOME_SLUG = 'home'

export function slugify(input: string): string {
  return input
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9/]+/g, '-')
    .replace(/-*\/-*/g, '/')
    .replace(/\/+/g, '/')
    .replace(/^[-/]+|[-/]+$/g, '')
}

/** The site path of a page slug: "home" is "/". */
export function pathForSlug(slug: string): string {
  return slug === HOME_SLUG ? '/' : `/${slug}`
}

/** The slug a site path asks for: "/" and "" are the home page. */
export function slugForPath(segments: string[] | undefined): string {
  const cleaned = (segments ?? []).map((s) => decodeSegment(s).toLowerCase()).filter(Boolean)
  return cleaned.length === 0 ? HOME_SLUG : cleaned.join('/')
}

/** The vehicle schema's slug length: a longer one names no car, so the database is not asked. */
export const MAX_CAR_SLUG_LENGTH = 200

/** Whether a /cars/{slug} segment can name a car at all. */
export const isCarSlug = (slug: string): boolean => slug.length <= MAX_CAR_SLUG_LENGTH && SEGMENT_SLUG.test(slug)

/** Words of a slug capitalised: "harbour-city-motors" -> "Harbour City Motors". */
export const titleFromSlug = (slug: string): string =>
  slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
