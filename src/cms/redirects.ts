import { cache } from 'react'
import type { Redirect } from '@/src/domain/navigation/redirects'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { payloadClient } from './payload'
import { cachedForTenant } from './site'

/** A dealer's redirects, cached with the rest of the site's content. */
export const getRedirects = cache((tenant: TenantConfig) =>
  cachedForTenant(tenant, ['redirects'], async (): Promise<Redirect[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'redirects',
      where: { tenant: { equals: tenant.id } },
      depth: 0,
      limit: 5000,
      pagination: false,
      overrideAccess: false,
    })
    return docs.map((d) => ({ from: d.from, to: d.to, permanent: d.permanent ?? true }))
  }),
)
