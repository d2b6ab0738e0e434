// Algolia mode, chosen by env (ALGOLIA_APP_ID, ALGOLIA_ADMIN_KEY, ALGOLIA_SEARCH_KEY). Without
// them the local engine serves the browser through /api/search and nothing is sent to Algolia.
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { algoliaSettings } from '@/src/lib/env'
import { tenantSearchKey } from './secured-key'
import { type AlgoliaWriter, createAlgoliaWriter } from './writer'

export { type AlgoliaWriter } from './writer'

export function algoliaWriterFromEnv(): AlgoliaWriter | null {
  const settings = algoliaSettings()
  return settings ? createAlgoliaWriter({ appId: settings.appId, adminKey: settings.adminKey }) : null
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
