// An online reservation's hold on a car (setCarHold in index.ts), with its database and its
// external index passed in so tests drive it against a real database and a recorded Algolia.
import { type IndexWriter, holdUpdate } from '@/src/search/index-writer'
import { algoliaFailure } from './algolia'
import { inventoryChanged } from './inventory-changes'
import type { InventoryDb } from './postgres/schema'
import { setVehicleHold } from './postgres/store'

export type SetCarHold = (objectId: string, until: Date | null) => Promise<boolean>

/**
 * In Algolia mode the browser searches Algolia, so a hold goes there too, as a partial update:
 * cards show RESERVED within seconds. Our database stays the judge of who may reserve. An
 * Algolia failure is logged; Algolia then misses the hold until the car is saved whole again
 * (a feed change beyond price and status) or `npm run search:reindex` runs.
 */
export function createCarHolds(db: InventoryDb, writer: IndexWriter | null): SetCarHold {
  // Sent one after another: a release right after a hold must not reach Algolia before it.
  let sending: Promise<void> = Promise.resolve()
  return async (objectId, until) => {
    const found = await setVehicleHold(db.pool, db, objectId, until)
    if (!found) return false
    // The change feed says so too, a moment later; this process's own searches must see it at once.
    inventoryChanged()
    if (writer) {
      const change = { saves: [], partials: [holdUpdate(objectId, until)], deletes: [] }
      // Not awaited: a slow Algolia must not hold up the reservation (or the transaction around it).
      sending = sending
        .then(() => writer.apply(change))
        .catch((error) => console.error(`Sending the hold of ${objectId} to Algolia failed`, algoliaFailure(error)))
    }
    return true
  }
}
