import { unstable_cache } from 'next/cache'
import { insideNextServer } from '@/src/lib/env'
import { cache } from 'react'
import { parseTenantConfig, type TenantConfig } from '@/src/domain/tenant/tenant-config'
import { TAGS } from './cache-tags'
import { payloadClient } from './payload'
import { tenantDocToConfigInput } from './tenant-config-input'

async function loadTenantByHost(host: string): Promise<TenantConfig | null> {
  const payload = await payloadClient()
  const result = await payload.find({
    collection: 'tenants',
    where: { 'domains.domain': { equals: host } },
    depth: 1,
    limit: 1,
    overrideAccess: false,
  })
  const doc = result.docs[0]
  if (!doc) return null
  const parsed = parseTenantConfig(tenantDocToConfigInput(doc as unknown as Record<string, unknown>))
  if (!parsed.ok) {
    // The admin validates on save, so this only happens after a bad manual DB edit.
    console.error(`Tenant ${doc.slug} has invalid settings: ${parsed.error}`)
    return null
  }
  return parsed.tenant
}

const cachedTenantByHost = (host: string) =>
  unstable_cache(() => loadTenantByHost(host), ['tenant-by-host', host], { tags: [TAGS.tenants], revalidate: 3600 })()

/**
 * The tenant for a normalised host: cached across requests, expired when any tenant changes.
 * Outside a Next server (scripts, int tests calling route handlers) there is no cache to use,
 * so the tenant is read directly.
 */
export const getTenantByHost = cache((host: string) => (insideNextServer ? cachedTenantByHost(host) : loadTenantByHost(host)))

export interface DemoSite {
  name: string
  slug: string
  domain: string
}

/** All dealer sites, for the demo index page on localhost. */
export const listDemoSites = unstable_cache(
  async (): Promise<DemoSite[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({ collection: 'tenants', depth: 0, limit: 100, sort: 'name', overrideAccess: false })
    return docs.map((d) => ({ name: d.name, slug: d.slug, domain: d.domains?.[0]?.domain ?? '' }))
  },
  ['demo-sites'],
  { tags: [TAGS.tenants], revalidate: 3600 },
)
