import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { revalidateTenantList } from '@/src/cms/cache-tags'

export const revalidateTenants: CollectionAfterChangeHook & CollectionAfterDeleteHook = ({ doc }) => {
  revalidateTenantList(doc.id)
  return doc
}
