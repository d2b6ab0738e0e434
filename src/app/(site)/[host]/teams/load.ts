import { notFound } from 'next/navigation'
import { getLocations } from '@/src/cms/locations'
import { getTeam } from '@/src/cms/team'
import { teamsToShow } from '@/src/domain/team/team'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'

/** The visible locations of the visited dealer that have visible staff, each with its team. */
export async function siteTeams(tenant: TenantConfig) {
  const [locations, team] = await Promise.all([getLocations(tenant), getTeam(tenant)])
  return teamsToShow(locations, team)
}

/**
 * One location's team by the location's slug, or the 404 page: an unknown or hidden location,
 * another dealer's, or one with nobody to show.
 */
export async function requireTeam(tenant: TenantConfig, slug: string) {
  const team = (await siteTeams(tenant)).find((t) => t.location.slug === slug)
  if (!team) notFound()
  return team
}
