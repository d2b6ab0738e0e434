// Next's data cache (unstable_cache: tenants, site content) for every app process. With REDIS_URL
// the entries and their tags live in Redis through a maintained handler
// (@fortedigital/nextjs-cache-handler), so a tag one process expires is expired for all: an edit
// saved through one process shows on the others' next request. Without REDIS_URL (the demo, one
// process) Next's own file-system cache is used, as before. next.config.mjs always names this
// module; the choice is made when a server process loads it, so one build serves both.
//
// While Redis is unreachable every read misses and every write is dropped, so pages read
// PostgreSQL rather than anything stale; /api/ready says so. Plain JavaScript: Next loads this
// file itself, untranspiled, so it reads process.env here rather than through src/lib/env.ts.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'
import { sharedRedis } from './redis-client.mjs'

const url = process.env.REDIS_URL
const shared = Boolean(url) && process.env.NEXT_PHASE !== 'phase-production-build'
/** One prefix per platform (or test run), so several can share a Redis. */
const keyPrefix = process.env.REDIS_KEY_PREFIX || 'dealer-platform:'
/** A Redis call slower than this is a miss: a page never waits long on the cache. */
const TIMEOUT_MS = 1000

if (shared) {
  CacheHandler.onCreation(() => ({ handlers: [createRedisHandler({ client: sharedRedis(url), keyPrefix, timeoutMs: TIMEOUT_MS })] }))
}

export default shared ? CacheHandler : FileSystemCache
