// Splits index writes into Algolia batch requests. Algolia's guide ("Sending records in
// batches") aims at about 10 MB and 1,000 to 10,000 records per request, with a hard limit of
// 1 GB; we stay at 1,000 operations and a few MB, so one request is quick to retry and never
// near a proxy's body limit. Records are about 3 kB, so the count limit usually decides.
import type { BatchRequest } from 'algoliasearch'
import type { IndexChanges } from '@/src/search/index-writer'

export const BATCH_LIMITS = { operations: 1000, bytes: 5 * 1024 * 1024 } as const

export type BatchLimits = { readonly operations: number; readonly bytes: number }

/**
 * One index change as Algolia batch operations, in Algolia's REST vocabulary: whole records
 * with addObject (replaces a record with the same objectID, as saveObjects does), price and
 * status changes with partialUpdateObjectNoCreate (a change to a car Algolia does not hold must
 * not create a stub record of a few fields), removed cars with deleteObject.
 */
export function batchOperations(changes: IndexChanges): BatchRequest[] {
  return [
    ...changes.saves.map((body): BatchRequest => ({ action: 'addObject', body })),
    ...changes.partials.map((body): BatchRequest => ({ action: 'partialUpdateObjectNoCreate', body })),
    ...changes.deletes.map((objectID): BatchRequest => ({ action: 'deleteObject', body: { objectID } })),
  ]
}

/** Consecutive groups in order, each within both limits; an operation larger than `bytes` goes alone. */
export function splitBatches<T>(operations: readonly T[], limits: BatchLimits = BATCH_LIMITS): T[][] {
  const batches: T[][] = []
  let current: T[] = []
  let bytes = 0
  for (const operation of operations) {
    // +1 for the comma between array elements of {"requests":[...]}.
    const size = Buffer.byteLength(JSON.stringify(operation)) + 1
    if (current.length > 0 && (current.length >= limits.operations || bytes + size > limits.bytes)) {
      batches.push(current)
      current = []
      bytes = 0
    }
    current.push(operation)
    bytes += size
  }
  if (current.length > 0) batches.push(current)
  return batches
}
