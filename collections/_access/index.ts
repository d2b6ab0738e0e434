import type { Access, FieldAccess } from 'payload'
import { type AccessUser, isPlatformAdmin, isTenantAdminSomewhere } from './predicates'

/** Thin Payload wrappers around the pure predicates. */
/** The signed-in staff user of a request, or null. */
export const userOf = (req: { user?: unknown }) => (req.user ?? null) as AccessUser | null

export const platformAdminOnly: Access = ({ req }) => isPlatformAdmin(userOf(req))
export const loggedIn: Access = ({ req }) => Boolean(req.user)

export const platformAdminField: FieldAccess = ({ req }) => isPlatformAdmin(userOf(req))
export const tenantAdminField: FieldAccess = ({ req }) => isPlatformAdmin(userOf(req)) || isTenantAdminSomewhere(userOf(req))

export { publicRead, tenantsRead } from './public-read'
