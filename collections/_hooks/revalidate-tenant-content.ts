import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'
import { revalidateTenantSite } from '@/src/cms/cache-tags'

type WithTenant = { tenant?: number | string | { id: number | string } | null }

function tenantIdOf(doc: WithTenant | undefined): number | string | null {
  const t = doc?.tenant
  if (t === null || t === undefined) return null
  return typeof t === 'object' ? t.id : t
}

/** Any change to a tenant's content expires that site's cached reads (DESIGN convention 7). */
export const revalidateTenantContent: CollectionAfterChangeHook & CollectionAfterDeleteHook = ({ doc, previousDoc }: {
  doc: WithTenant
  previousDoc?: WithTenant
}) => {
  for (const id of new Set([tenantIdOf(doc), tenantIdOf(previousDoc)])) if (id !== null) revalidateTenantSite(id)
  return doc
}

export type { GlobalAfterChangeHook }
