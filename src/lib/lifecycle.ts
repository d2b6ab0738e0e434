/**
 * The server process's life as its parts see it (scripts/serve.ts, the routes, background work):
 * serving, or draining after SIGTERM (readiness answers 503 so the load balancer stops sending,
 * requests in flight finish). Kept on globalThis: the server script and Next's bundles each load
 * their own copy of this module, and they must share one state.
 */
const KEY = Symbol.for('dealer-platform.lifecycle')

interface Lifecycle {
  draining: boolean
  /** Work started for a request that outlives its response (lead deliveries after the answer). */
  work: Set<Promise<unknown>>
}

const state = (): Lifecycle => {
  const holder = globalThis as typeof globalThis & { [KEY]?: Lifecycle }
  return (holder[KEY] ??= { draining: false, work: new Set() })
}

export const isDraining = (): boolean => state().draining

export function startDraining(): void {
  state().draining = true
}

/** Runs background work the process waits for when it drains. */
export function trackWork<T>(work: Promise<T>): Promise<T> {
  const { work: pending } = state()
  const tracked = work.finally(() => pending.delete(tracked))
  pending.add(tracked)
  return tracked
}

/** Resolves when the background work under way now has ended, or after `timeoutMs`; true when it all ended. */
export async function backgroundWorkSettled(timeoutMs: number): Promise<boolean> {
  const pending = [...state().work]
  if (pending.length === 0) return true
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)))
  const done = Promise.allSettled(pending).then(() => true as const)
  try {
    return await Promise.race([done, timeout])
  } finally {
    clearTimeout(timer)
  }
}
