import { describe, expect, test } from 'vitest'
import { createMemo } from './memo'
import { metrics } from './metrics'

const lookups = async (cache: string, result: 'hit' | 'miss') =>
  (await metrics.cacheLookups.get()).values.find((v) => v.labels.cache === cache && v.labels.result === result)?.value ?? 0

describe('createMemo', () => {
  test('one computation per key while fresh, shared by concurrent asks; again after the ttl', async () => {
    let now = 0
    let calls = 0
    const memo = createMemo<string>({ name: 'test', capacity: 10, ttlMs: 1000, clock: () => now })
    const compute = async () => `answer ${++calls}`
    expect(await Promise.all([memo.through('a', compute), memo.through('a', compute)])).toEqual(['answer 1', 'answer 1'])
    now = 999
    expect(await memo.through('a', compute)).toBe('answer 1')
    expect(await memo.through('b', compute)).toBe('answer 2')
    now = 1000
    expect(await memo.through('a', compute)).toBe('answer 3')
  })

  test('failures and answers `keep` refuses are not remembered', async () => {
    const memo = createMemo<string>({ name: 'test', capacity: 10, ttlMs: Infinity, keep: (v) => v !== 'unavailable' })
    await expect(memo.through('a', async () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    expect(await memo.through('a', async () => 'unavailable')).toBe('unavailable')
    await Promise.resolve()
    expect(await memo.through('a', async () => 'fine')).toBe('fine')
    expect(await memo.through('a', async () => 'other')).toBe('fine')
  })

  test('holds at most `capacity` keys, dropping the oldest', async () => {
    const memo = createMemo<number>({ name: 'test', capacity: 2, ttlMs: Infinity })
    for (const key of ['a', 'b', 'c']) await memo.through(key, async () => 1)
    expect(memo.size).toBe(2)
    expect(await memo.through('a', async () => 2)).toBe(2)
    expect(await memo.through('c', async () => 3)).toBe(1)
  })

  test('its hits and misses are counted under its name for GET /metrics', async () => {
    const memo = createMemo<string>({ name: 'memo_count_test', capacity: 10, ttlMs: Infinity })
    for (const key of ['a', 'a', 'b', 'a']) await memo.through(key, async () => key)
    expect(await lookups('memo_count_test', 'hit')).toBe(2)
    expect(await lookups('memo_count_test', 'miss')).toBe(2)
  })
})
