import type { Access, FieldAccess, Where } from 'payload'
import { type AccessUser, isPlatformAdmin, isTenantAdminSomewhere } from './predicates'

/** Thin Payload wrappers around the pure predicates. */
const userOf = (req: { user?: unknown }) => (req.user ?? null) as AccessUser | null

export const platformAdminOnly: Access = ({ req }) => isPlatformAdmin(userOf(req))
export const loggedIn: Access = ({ req }) => Boolean(req.user)
export const anyone: Access = () => true

export const platformAdminField: FieldAccess = ({ req }) => isPlatformAdmin(userOf(req))
export const tenantAdminField: FieldAccess = ({ req }) =>
  isPlatformAdmin(userOf(req)) || isTenantAdminSomewhere(userOf(req))

/**
 * Site visitors read published documents only; signed-in staff read drafts too
 * (the multi-tenant plugin then narrows that to their own tenants).
 */
export const publishedOrStaff: Access = ({ req }): boolean | Where =>
  req.user ? true : { _status: { equals: 'published' } }
