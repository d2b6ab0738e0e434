import type { Access, PayloadRequest, Where } from 'payload'
import { type AccessUser, canEditTenant, isPlatformAdmin, tenantIdOf } from '../_access/predicates'
import { isTenantScoped } from '../tenant-scoped'

/**
 * Payload's document locks ("X is editing this page") are one table for every dealer. Staff see and
 * change the locks on documents of the sites they edit, and their own; a lock is always taken in
 * one's own name.
 */
type LockRef = { relationTo?: string; value?: unknown } | null | undefined

async function documentTenant(req: PayloadRequest, ref: LockRef): Promise<string | null | 'self'> {
  if (!ref?.relationTo || ref.value === undefined || ref.value === null) return null
  const id = typeof ref.value === 'object' ? (ref.value as { id: number | string }).id : (ref.value as number | string)
  if (ref.relationTo === 'tenants') return String(id)
  if (ref.relationTo === 'users') return String(id) === String(req.user?.id) ? 'self' : null
  if (!isTenantScoped(ref.relationTo)) return null
  const doc = await req.payload
    .findByID({
      collection: ref.relationTo,
      id,
      depth: 0,
      overrideAccess: true,
      draft: true,
      select: { tenant: true },
      req,
      disableErrors: true,
    })
    .catch(() => null)
  return tenantIdOf((doc as { tenant?: unknown } | null)?.tenant)
}

async function mayTouch(req: PayloadRequest, ref: LockRef): Promise<boolean> {
  const tenant = await documentTenant(req, ref)
  return tenant === 'self' || (tenant !== null && canEditTenant(req.user as AccessUser, tenant))
}

const ownLocks = (req: PayloadRequest): Where => ({
  and: [{ 'user.value': { equals: req.user!.id } }, { 'user.relationTo': { equals: req.user!.collection } }],
})

/** Read, update and delete: the locks on documents this person may edit, and their own. */
export const lockAccess: Access = async ({ req }) => {
  if (!req.user) return false
  if (isPlatformAdmin(req.user as AccessUser)) return true
  const { docs } = await req.payload.find({
    collection: 'payload-locked-documents',
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const visible: (number | string)[] = []
  for (const lock of docs as { id: number | string; document?: LockRef }[]) if (await mayTouch(req, lock.document)) visible.push(lock.id)
  return { or: [ownLocks(req), ...(visible.length > 0 ? [{ id: { in: visible } }] : [])] }
}

/** Create: in one's own name, on a document one may edit. */
export const lockCreate: Access = async ({ req, data }) => {
  if (!req.user) return false
  if (isPlatformAdmin(req.user as AccessUser)) return true
  const user = (data as { user?: LockRef } | undefined)?.user
  const userId = typeof user?.value === 'object' && user.value !== null ? (user.value as { id: unknown }).id : user?.value
  if (user?.relationTo !== req.user.collection || String(userId) !== String(req.user.id)) return false
  return mayTouch(req, (data as { document?: LockRef }).document)
}
