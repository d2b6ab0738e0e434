// This process's own inventory writes (a hold), told to the search answer cache the moment they
// commit; the PostgreSQL change feed (postgres/change-feed.ts) tells it of everyone's a moment
// later. Kept on globalThis because Next evaluates a module once per bundle (route, page), and a
// write in one must reach a cache held by another.
type Listener = () => void

const KEY = Symbol.for('dealer-platform.inventory-change-listeners')
const holder = globalThis as typeof globalThis & { [KEY]?: Set<Listener> }
const listeners = (holder[KEY] ??= new Set<Listener>())

/** Calls `listener` on every inventory change; returns the unsubscribe. */
export function onInventoryChange(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Tells every listener that the inventory changed (after the change committed). */
export function inventoryChanged(): void {
  for (const listener of listeners) {
    try {
      listener()
    } catch (error) {
      console.error('An inventory change listener failed:', error)
    }
  }
}
