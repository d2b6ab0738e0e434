import type { CacheState } from '@/src/api/readiness'
import { redisUrl } from './env'
import { sharedRedis } from './redis-client.mjs'

/** Whether the Redis holding Next's data cache answers ('off' when none is configured). */
export async function sharedCacheState(): Promise<CacheState> {
  if (!redisUrl) return 'off'
  const client = sharedRedis(redisUrl)
  if (!client.isReady) return 'unreachable'
  return (await client.ping()) === 'PONG' ? 'ok' : 'unreachable'
}
