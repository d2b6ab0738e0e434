import { cache } from 'react'
import type { TeamMember as TeamMemberDoc } from '@/payload-types'
import { mediaOf, sizeUrl } from '@/src/domain/content/media'
import type { TeamMember } from '@/src/domain/team/team'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { cachedForTenant } from './site'
import { payloadClient } from './payload'

const idOf = (value: number | { id: number }) => String(typeof value === 'object' ? value.id : value)

function toTeamMember(doc: TeamMemberDoc): TeamMember {
  const photo = mediaOf(doc.photo)
  return {
    id: doc.id,
    name: doc.name,
    role: doc.role || null,
    photo: photo ? { url: sizeUrl(photo, 'thumbnail'), alt: photo.alt || doc.name } : null,
    phone: doc.phone || null,
    email: doc.email || null,
    locationId: idOf(doc.location),
    sortOrder: doc.sortOrder ?? null,
  }
}

/**
 * A dealer's staff the public may see: the access rule leaves out hidden members, the tenant
 * constraint every other dealer's. The pages and blocks group them by location (teamsToShow).
 */
export const getTeam = cache((tenant: TenantConfig) =>
  cachedForTenant(tenant, ['team'], async (): Promise<TeamMember[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'team-members',
      where: { tenant: { equals: tenant.id } },
      depth: 1,
      limit: 1000,
      pagination: false,
      overrideAccess: false,
    })
    return docs.map(toTeamMember)
  }),
)
