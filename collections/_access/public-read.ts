import type { Access, PayloadRequest, Where } from 'payload'
import { normaliseHost } from '@/src/domain/host/normalise-host'

/**
 * The dealer site a request was sent to, by its Host header, or null (the platform host,
 * an unknown host). Only the id leaves here; the lookup runs with access off because it is
 * part of the access rule.
 */
export async function hostTenantId(req: PayloadRequest): Promise<number | string | null> {
  const host = normaliseHost(req.headers?.get('host'))
  if (!host) return null
  const { docs } = await req.payload.find({
    collection: 'tenants',
    where: { 'domains.domain': { equals: host } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
    select: {},
    req,
  })
  return docs[0]?.id ?? null
}

/**
 * Reads by people who are not signed in. The site's own Local API reads (src/cms, which always adds
 * the tenant) see what is published. Over REST or GraphQL an anonymous caller sees only what the
 * visited dealer host itself publishes, and nothing on the platform host. Signed-in staff are
 * narrowed to their tenants by the multi-tenant plugin. `shown` narrows every reader who is not
 * signed in, the site's own reads included, to what the dealer chose to show (e.g. visible staff).
 */
export function publicRead({ drafts, publicFiles = false, shown }: { drafts: boolean; publicFiles?: boolean; shown?: Where }): Access {
  const conditions: Where[] = [...(drafts ? [{ _status: { equals: 'published' } }] : []), ...(shown ? [shown] : [])]
  const publicOnly: Where | null = conditions.length === 0 ? null : conditions.length === 1 ? conditions[0] : { and: conditions }
  return async ({ req, isReadingStaticFile }) => {
    if (req.user) return true
    if (req.payloadAPI === 'local') return publicOnly ?? true
    // Image files are web assets, fetched by browsers and by Next's image optimizer (which
    // asks on the platform host, with a cache that ignores the host): a file is public to
    // whoever has its URL. What media exist, and their details, stay per dealer.
    if (publicFiles && isReadingStaticFile) return true
    const tenant = await hostTenantId(req)
    if (tenant === null) return false
    const own: Where = { tenant: { equals: tenant } }
    return publicOnly ? { and: [own, publicOnly] } : own
  }
}

/** Dealer sites: the site reads its own configuration in-process; no API shows it to the public. */
export const tenantsRead: Access = ({ req }) => Boolean(req.user) || req.payloadAPI === 'local'
