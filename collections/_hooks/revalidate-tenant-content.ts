import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { revalidateTenantSite } from '@/src/cms/cache-tags'
import { tenantIdOf } from '../_access/predicates'

type WithTenant = { tenant?: unknown }

/** Any change to a tenant's content expires that site's cached reads (DESIGN convention 7). */
export const revalidateTenantContent: CollectionAfterChangeHook & CollectionAfterDeleteHook = ({
  doc,
  previousDoc,
}: {
  doc: WithTenant
  previousDoc?: WithTenant
}) => {
  for (const id of new Set([tenantIdOf(doc?.tenant), tenantIdOf(previousDoc?.tenant)])) if (id !== null) revalidateTenantSite(id)
  return doc
}
