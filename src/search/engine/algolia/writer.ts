// Writes the search records to Algolia over its REST API: batched saves, partial updates for
// price/status changes, deletes for removed cars, and settings for the primary index and its
// replicas. `fetch` is injected so tests assert the exact requests without a network.
import type { SearchRecord } from '@/src/domain/inventory/search-record'
import { REPLICAS } from '@/src/search/index-config'
import type { IndexChanges, IndexWriter } from '@/src/search/index-writer'
import { ALGOLIA_PRIMARY_INDEX, primarySettings, replicaSettings } from './settings'

export type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; body: string },
) => Promise<{ ok: boolean; status: number; text(): Promise<string> }>

export interface AlgoliaWriterOptions {
  readonly appId: string
  readonly adminKey: string
  readonly fetch: FetchLike
  readonly indexName?: string
}

/** Algolia's documented batch limit is generous; 1000 keeps each request well under 10 MB. */
export const BATCH_SIZE = 1000

type BatchRequest = { action: 'updateObject' | 'partialUpdateObjectNoCreate' | 'deleteObject'; body: Record<string, unknown> }

export interface AlgoliaWriter extends IndexWriter {
  pushSettings(): Promise<void>
  saveAll(records: readonly SearchRecord[]): Promise<void>
}

export function createAlgoliaWriter(options: AlgoliaWriterOptions): AlgoliaWriter {
  const index = options.indexName ?? ALGOLIA_PRIMARY_INDEX
  const base = `https://${options.appId}.algolia.net/1/indexes`
  const headers = {
    'x-algolia-application-id': options.appId,
    'x-algolia-api-key': options.adminKey,
    'content-type': 'application/json',
  }

  async function send(method: string, url: string, body: unknown): Promise<void> {
    const response = await options.fetch(url, { method, headers, body: JSON.stringify(body) })
    if (!response.ok) throw new Error(`Algolia answered ${response.status}: ${(await response.text()).slice(0, 300)}`)
  }

  async function batch(requests: readonly BatchRequest[]): Promise<void> {
    for (let i = 0; i < requests.length; i += BATCH_SIZE) {
      await send('POST', `${base}/${encodeURIComponent(index)}/batch`, { requests: requests.slice(i, i + BATCH_SIZE) })
    }
  }

  return {
    async apply(changes: IndexChanges) {
      await batch([
        ...changes.saves.map((body): BatchRequest => ({ action: 'updateObject', body })),
        ...changes.partials.map((body): BatchRequest => ({ action: 'partialUpdateObjectNoCreate', body })),
        ...changes.deletes.map((objectID): BatchRequest => ({ action: 'deleteObject', body: { objectID } })),
      ])
    },
    async saveAll(records) {
      await batch(records.map((body): BatchRequest => ({ action: 'updateObject', body })))
    },
    async pushSettings() {
      await send('PUT', `${base}/${encodeURIComponent(index)}/settings?forwardToReplicas=false`, primarySettings())
      for (const replica of Object.keys(REPLICAS)) {
        await send('PUT', `${base}/${encodeURIComponent(replica)}/settings`, replicaSettings(replica))
      }
    },
  }
}
