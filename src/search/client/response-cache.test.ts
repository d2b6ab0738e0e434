import { describe, expect, it } from 'vitest'
import { boundedResponsesCache } from './response-cache'

describe('the car search result cache', () => {
  const ask = (cache: ReturnType<typeof boundedResponsesCache>, key: string, calls: string[]) =>
    cache.get(
      { request: key },
      async () => {
        calls.push(key)
        return { hits: [key] }
      },
      { miss: (value) => cache.set({ request: key }, value) },
    )

  it('answers a repeated search from the cache', async () => {
    const cache = boundedResponsesCache(3)
    const calls: string[] = []
    expect(await ask(cache, 'a', calls)).toEqual({ hits: ['a'] })
    expect(await ask(cache, 'a', calls)).toEqual({ hits: ['a'] })
    expect(calls).toEqual(['a'])
  })

  it('drops the oldest search when full', async () => {
    const cache = boundedResponsesCache(2)
    const calls: string[] = []
    for (const key of ['a', 'b', 'c', 'b', 'a']) await ask(cache, key, calls)
    expect(calls).toEqual(['a', 'b', 'c', 'a'])
  })

  it('hands out copies, so a caller changing an answer does not change the cache', async () => {
    const cache = boundedResponsesCache(2)
    const first = (await ask(cache, 'a', [])) as { hits: string[] }
    first.hits.push('changed')
    expect(await ask(cache, 'a', [])).toEqual({ hits: ['a'] })
  })

  it('forgets on delete and clear', async () => {
    const cache = boundedResponsesCache(2)
    const calls: string[] = []
    await ask(cache, 'a', calls)
    await cache.delete({ request: 'a' })
    await ask(cache, 'a', calls)
    await cache.clear()
    await ask(cache, 'a', calls)
    expect(calls).toEqual(['a', 'a', 'a'])
  })
})
