// The car search's result cache: results are kept per combination of inputs, and when it is full
// the oldest entry goes (first in, first out), so a long visit does not grow the tab's memory
// with every search it ran. The client library's own cache keeps every answer for the page's life.
import type { liteClient } from 'algoliasearch/lite'
import { ResultCache } from '@/src/domain/listings/result-cache'

type Cache = NonNullable<NonNullable<Parameters<typeof liteClient>[2]>['responsesCache']>

/** Searches a visit keeps answers for: a page's worth of back and forth between filters. */
export const CAR_SEARCH_CACHE_SIZE = 50

/** A bounded cache in the client library's cache shape; answers are copied in and out, as its own cache does. */
export function boundedResponsesCache(capacity = CAR_SEARCH_CACHE_SIZE): Cache {
  const entries = new ResultCache<string, string>(capacity)
  const keyOf = (key: Record<string, unknown> | string) => JSON.stringify(key)
  return {
    async get(key, defaultValue, events) {
      const stored = entries.get(keyOf(key))
      if (stored !== undefined) return JSON.parse(stored)
      const value = await defaultValue()
      await events?.miss(value)
      return value
    },
    async set(key, value) {
      entries.set(keyOf(key), JSON.stringify(value))
      return value
    },
    async delete(key) {
      entries.delete(keyOf(key))
    },
    async clear() {
      entries.clear()
    },
  }
}
