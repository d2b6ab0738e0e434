import type { CollectionConfig } from 'payload'
import { loggedIn, publicRead } from '../_access'

/**
 * Staff edit their own dealer's team (the multi-tenant plugin narrows them to it); anyone who is
 * not signed in, the site's own reads included, sees only the members the dealer left visible.
 */
export const teamMemberAccess: NonNullable<CollectionConfig['access']> = {
  read: publicRead({ drafts: false, shown: { visible: { equals: true } } }),
  create: loggedIn,
  update: loggedIn,
  delete: loggedIn,
}
