// Writes the search records to Algolia through its v5 client: batched saves, partial updates
// for price/status changes and holds, deletes for removed cars, the settings of the primary
// index and its sort replicas, and the list of what Algolia holds (for a reindex). The client's
// `requester` can be replaced, so tests record the exact HTTP requests without a network.
import { algoliasearch } from 'algoliasearch'
import { PRIMARY_INDEX } from '@/src/search/index-config'
import type { IndexChanges, IndexWriter } from '@/src/search/index-writer'
import { batchOperations, splitBatches } from './batches'
import { allIndexSettings } from './settings'

export type AlgoliaRequester = NonNullable<NonNullable<Parameters<typeof algoliasearch>[2]>['requester']>

export interface AlgoliaWriterOptions {
  readonly appId: string
  readonly adminKey: string
  /** How requests reach Algolia: the client's own HTTP requester unless a test records them. */
  readonly requester?: AlgoliaRequester
}

export interface AlgoliaWriter extends IndexWriter {
  /** The primary index's settings, then (once Algolia has made its replicas) each replica's. */
  pushSettings(): Promise<void>
  /** The objectIDs of the primary index that match `filters` (all without); none before the index exists. */
  objectIDs(filters?: string): Promise<Set<string>>
}

const isMissingIndex = (error: unknown) => (error as { status?: unknown } | null)?.status === 404

export function createAlgoliaWriter(options: AlgoliaWriterOptions): AlgoliaWriter {
  const client = algoliasearch(options.appId, options.adminKey, options.requester ? { requester: options.requester } : undefined)
  const indexName = PRIMARY_INDEX

  return {
    // One batch at a time, in order: Algolia applies a batch's operations in order, and the
    // next batch is sent only once the previous one was accepted.
    async apply(changes: IndexChanges) {
      for (const requests of splitBatches(batchOperations(changes))) {
        await client.batch({ indexName, batchWriteParams: { requests } })
      }
    },

    async pushSettings() {
      const [primary, ...replicas] = allIndexSettings()
      const { taskID } = await client.setSettings({
        indexName: primary.indexName,
        indexSettings: primary.settings,
        forwardToReplicas: false,
      })
      await client.waitForTask({ indexName: primary.indexName, taskID })
      for (const replica of replicas) await client.setSettings({ indexName: replica.indexName, indexSettings: replica.settings })
    },

    async objectIDs(filters?: string) {
      const ids = new Set<string>()
      try {
        await client.browseObjects<Record<string, unknown>>({
          indexName,
          browseParams: { attributesToRetrieve: ['objectID'], ...(filters ? { filters } : {}) },
          aggregator: (page) => page.hits.forEach((hit) => ids.add(hit.objectID)),
        })
      } catch (error) {
        // Algolia answers 404 "Index cars does not exist" before the first write: it holds nothing.
        if (!isMissingIndex(error)) throw error
      }
      return ids
    },
  }
}
