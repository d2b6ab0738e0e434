import { type AccessUser, canEditTenant } from '@/collections/_access/predicates'
import { payloadClient } from './payload'

/**
 * Whether the staff member a site-preview link was signed for may still see that site before
 * launch: a platform admin, or staff of that dealer. Asked again when the link is opened, so a
 * user removed since the link was made gets no preview.
 */
export async function staffMayPreview(userId: string, tenantId: string): Promise<boolean> {
  if (!/^\d{1,15}$/.test(userId)) return false
  const payload = await payloadClient()
  const user = await payload.findByID({ collection: 'users', id: Number(userId), depth: 0, disableErrors: true })
  return user !== null && canEditTenant(user as unknown as AccessUser, tenantId)
}
