// Algolia mode, chosen by env: ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY start the index writer,
// ALGOLIA_SEARCH_KEY as well points the browser at Algolia. Without them the local engine serves
// the browser through /api/search and nothing is sent to Algolia. Either way every write goes
// to PostgreSQL first, so the local engine stays current for a switch back.
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { algoliaSettings, algoliaWriteSettings } from '@/src/lib/env'
import { tenantSearchKey } from './secured-key'
import { type AlgoliaWriter, createAlgoliaWriter } from './writer'

export { type AlgoliaWriter } from './writer'

export function algoliaWriterFromEnv(): AlgoliaWriter | null {
  const settings = algoliaWriteSettings()
  return settings ? createAlgoliaWriter(settings) : null
}

/** What the browser's search client is pointed at (the search page passes this to liteClient). */
export type SearchClientConfig =
  | { backend: 'local'; appId: 'local'; apiKey: 'local'; path: '/api/search' }
  | { backend: 'algolia'; appId: string; apiKey: string; validUntil: number }

export function searchClientConfig(tenant: Pick<TenantConfig, 'slug' | 'inventory'>, now: Date): SearchClientConfig {
  const settings = algoliaSettings()
  if (!settings) return { backend: 'local', appId: 'local', apiKey: 'local', path: '/api/search' }
  const { key, validUntil } = tenantSearchKey(settings.searchKey, tenant, now)
  return { backend: 'algolia', appId: settings.appId, apiKey: key, validUntil }
}

/**
 * What a log line keeps of a failed Algolia call: its message and HTTP status. The client's
 * errors carry every try's request, whole batches of records included (tens of kB a line).
 */
export function algoliaFailure(error: unknown): { message: string; status?: number } {
  const { message, status } = error as { message?: unknown; status?: unknown }
  return { message: typeof message === 'string' ? message : String(error), ...(typeof status === 'number' ? { status } : {}) }
}
