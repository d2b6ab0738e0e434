import type { CollectionConfig } from 'payload'
import { loggedIn, publicRead } from '../_access'
import { revalidateTenantContent } from '../_hooks/revalidate-tenant-content'
import { sameTenantReferences } from '../_hooks/same-tenant-references'

/**
 * Access and hooks every published piece of a dealer's content shares (locations, reviews,
 * offers, promo tiles): anyone may read what the visited dealer publishes, staff edit their own,
 * references stay inside the dealer, and a change expires the dealer's cached reads.
 */
export const dealerContent: Pick<CollectionConfig, 'access' | 'hooks'> = {
  access: { read: publicRead({ drafts: false }), create: loggedIn, update: loggedIn, delete: loggedIn },
  hooks: { beforeChange: [sameTenantReferences], afterChange: [revalidateTenantContent], afterDelete: [revalidateTenantContent] },
}
