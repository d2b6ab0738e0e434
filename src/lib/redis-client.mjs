// The process's one Redis connection, shared by Next's cache handler (cache-handler.mjs) and the
// readiness check. Plain JavaScript: Next loads the cache handler itself, untranspiled.
import { createClient } from 'redis'

const KEY = Symbol.for('dealer-platform.redis')

/**
 * Connected on first use, never waited for: node-redis keeps reconnecting on its own, and while
 * it is not ready its commands fail at once (no offline queue), so nothing waits on a Redis that
 * is down. One log line when it goes away, one when it is back.
 * @param {string} url
 * @returns {import('redis').RedisClientType}
 */
export function sharedRedis(url) {
  const holder = /** @type {Record<symbol, import('redis').RedisClientType | undefined>} */ (/** @type {unknown} */ (globalThis))
  let client = holder[KEY]
  if (!client) {
    client = /** @type {import('redis').RedisClientType} */ (createClient({ url, disableOfflineQueue: true, pingInterval: 10_000 }))
    let up = true
    // Without an error listener a dropped connection would end the process.
    client.on('error', (/** @type {Error} */ error) => {
      if (up) console.warn(`[redis] unavailable, reading without a shared cache: ${error.message}`)
      up = false
    })
    client.on('ready', () => {
      if (!up) console.warn('[redis] available again')
      up = true
    })
    client.connect().catch(() => {})
    holder[KEY] = client
  }
  return client
}
