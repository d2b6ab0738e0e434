// A dealer's staff as the site shows them: per location, in the order the dealer set, each with
// a dialable phone and an e-mail button.
import { z } from 'zod'
import type { LocationLike } from '@/src/domain/locations/select'
import { selectLocations } from '@/src/domain/locations/select'
import { formatShopperPhone, telHref } from '@/src/domain/phone/phone'

/** A visible staff member, reshaped from the CMS at its edge. */
export interface TeamMember {
  id: number | string
  name: string
  role: string | null
  photo: { url: string; alt: string } | null
  phone: string | null
  email: string | null
  /** The location they work at (its id as a string). */
  locationId: string
  sortOrder: number | null
}

export const TEAMS_PATH = '/teams'
export const teamPath = (locationSlug: string) => `${TEAMS_PATH}/${locationSlug}`
export const teamTitle = (locationName: string) => `Our Team at ${locationName}`

/** Members with a sort order first (lowest first), then the rest; alphabetical by name within each. */
export function sortTeam<T extends Pick<TeamMember, 'name' | 'sortOrder'>>(members: readonly T[]): T[] {
  const order = (m: T) => (typeof m.sortOrder === 'number' ? m.sortOrder : Number.POSITIVE_INFINITY)
  return [...members].sort((a, b) => order(a) - order(b) || a.name.localeCompare(b.name, 'en-AU'))
}

/** The letters of a photo-less avatar: first and last word's first letters ("Mary-Anne O'Brien" gives "MO"). */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  if (words.length === 0) return '?'
  const letter = (word: string) => Array.from(word.replace(/^[^\p{L}\p{N}]+/u, ''))[0] ?? ''
  const first = letter(words[0])
  const last = words.length > 1 ? letter(words[words.length - 1]) : ''
  return (first + last).toLocaleUpperCase('en-AU') || '?'
}

/**
 * A staff member's direct line: usually a mobile, so it is grouped as a person's number is
 * ("0412 345 678"); a landline or 1300 number as the dealer's are. Null when it cannot be dialled.
 */
export function staffPhone(raw: string | null | undefined): { display: string; href: string } | null {
  const href = telHref(raw)
  return href ? { display: formatShopperPhone(raw), href } : null
}

const address = z.email()

/**
 * The e-mail button's link. The address goes in a mailto link, as the location pages' contact
 * addresses do, behind a "Send an e-mail" label rather than printed; anything that is not one
 * address (a comma would add recipients, a "?" headers) gives no button.
 */
export function staffMailto(email: string | null | undefined): string | null {
  const trimmed = email?.trim()
  if (!trimmed || !address.safeParse(trimmed).success) return null
  return `mailto:${trimmed}`
}

/** Members by location id, each list in display order. */
export function teamsByLocation<T extends Pick<TeamMember, 'name' | 'sortOrder' | 'locationId'>>(members: readonly T[]): Map<string, T[]> {
  const out = new Map<string, T[]>()
  for (const m of sortTeam(members)) out.set(m.locationId, [...(out.get(m.locationId) ?? []), m])
  return out
}

/**
 * The teams the site shows, one per location: visible locations (in the locations' own order)
 * that have at least one member, optionally only the one location chosen.
 */
export function teamsToShow<L extends LocationLike, T extends Pick<TeamMember, 'name' | 'sortOrder' | 'locationId'>>(
  locations: readonly L[],
  members: readonly T[],
  only?: string | number | null,
): { location: L; members: T[] }[] {
  const byLocation = teamsByLocation(members)
  const scope = only === null || only === undefined ? 'all' : { id: only }
  return selectLocations(locations, { scope })
    .map((location) => ({ location, members: byLocation.get(String(location.id)) ?? [] }))
    .filter((team) => team.members.length > 0)
}
