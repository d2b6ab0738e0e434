// Secured API keys in Algolia's documented format: base64(hex HMAC-SHA256(parent key, params)
// + params), where params are the restrictions as a sorted, URL-encoded query string. The
// browser gets a key whose `filters` is the tenant's inventory filter, so it cannot widen it.
import { createHmac } from 'node:crypto'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { tenantInventoryFilter } from '@/src/domain/inventory/tenant-filter'
import { INDEX_NAMES } from '@/src/search/index-config'
import { printFilter } from '@/src/search/protocol'

export interface KeyRestrictions {
  readonly filters?: string
  readonly validUntil?: number
  readonly restrictIndices?: readonly string[]
  readonly userToken?: string
}

function serialize(restrictions: KeyRestrictions): string {
  return Object.entries(restrictions)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, v]) => `${key}=${encodeURIComponent(Array.isArray(v) ? v.join(',') : String(v)).replace(/\+/g, '%20')}`)
    .join('&')
}

export function generateSecuredApiKey(parentKey: string, restrictions: KeyRestrictions): string {
  const params = serialize(restrictions)
  return Buffer.from(createHmac('sha256', parentKey).update(params).digest('hex') + params).toString('base64')
}

/** The key's filter is fixed when it is made; an hour's granularity keeps keys cacheable. */
export const KEY_GRANULARITY_SECONDS = 3600
/** Valid for two periods from the start of the current one: always at least an hour left. */
export const KEY_LIFETIME_SECONDS = 2 * KEY_GRANULARITY_SECONDS

/**
 * The browser's Algolia key for a site: filtered to the tenant's inventory as of the start of
 * the hour (a sold car may stay visible up to an hour longer than on the local engine).
 */
export function tenantSearchKey(
  searchKey: string,
  tenant: Pick<TenantConfig, 'slug' | 'inventory'>,
  now: Date,
): { key: string; validUntil: number } {
  const start = Math.floor(now.getTime() / 1000 / KEY_GRANULARITY_SECONDS) * KEY_GRANULARITY_SECONDS
  const validUntil = start + KEY_LIFETIME_SECONDS
  const filters = printFilter(tenantInventoryFilter(tenant, new Date(start * 1000)))
  return { key: generateSecuredApiKey(searchKey, { filters, validUntil, restrictIndices: INDEX_NAMES }), validUntil }
}
