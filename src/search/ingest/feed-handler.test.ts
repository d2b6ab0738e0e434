import { describe, expect, test, vi } from 'vitest'
import { MAX_FEED_BYTES, MAX_FEED_JSON_DEPTH, createFeedHandler } from './feed-handler'
import { logger } from '@/src/lib/logger'

const KEY = 'dfk_right'
const CHUNK = 64 * 1024

function setup() {
  const importFeed = vi.fn(async () => ({ ok: false as const, message: 'The feed is not valid JSON', errors: [] }))
  const handler = createFeedHandler({ verifyKey: async (slug, key) => slug === 'a-motors' && key === KEY, importFeed })
  return { handler, importFeed }
}

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('http://a.test/api/feeds/a-motors', {
    method: 'POST',
    headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json', ...headers },
    body,
    duplex: 'half',
  } as RequestInit & { duplex: 'half' })

async function answer(response: Response) {
  return { status: response.status, body: (await response.json()) as { error: string } }
}

describe('POST /api/feeds/{slug}: input nothing downstream can store is a 4xx, not a 503', () => {
  const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`
  test.each<[string, string, string, string]>([
    [
      'a lone surrogate in a row',
      '[{"id":"1","make":"\\ud800"}]',
      'application/json',
      'The feed contains text that is not valid Unicode (an unpaired surrogate such as \\ud800) at [0].make',
    ],
    ['a NUL escape in a row', '[{"id":"1","make":"a\\u0000"}]', 'application/json', 'The feed contains a NUL character'],
    ['a NUL byte in a CSV', 'id,make\n1,Kia\u0000\n', 'text/csv', 'The feed contains a NUL character'],
    [
      '20,000-deep nesting',
      `[{"id":"1","payment_processors":[${deep(20_000)}]}]`,
      'application/json',
      `The feed nests deeper than ${MAX_FEED_JSON_DEPTH} levels`,
    ],
  ])('%s', async (_name, body, type, message) => {
    const { handler, importFeed } = setup()
    const { status, body: json } = await answer(await handler(post(body, { 'content-type': type }), 'a-motors'))
    expect(status).toBe(400)
    expect(json).toEqual({ error: expect.stringContaining(message) })
    expect(importFeed).not.toHaveBeenCalled()
  })

  test('unparseable JSON is left to the import, which reports it', async () => {
    const { handler, importFeed } = setup()
    expect((await handler(post('[{'), 'a-motors')).status).toBe(400)
    expect(importFeed).toHaveBeenCalledOnce()
  })
})

describe('errors out of the import', () => {
  const handlerThrowing = (error: Error) =>
    createFeedHandler({
      verifyKey: async () => true,
      importFeed: async () => {
        throw error
      },
    })

  test('anything else (the database is down) stays a 503', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => {})
    const response = await handlerThrowing(new Error('connection refused'))(post('[]'), 'a-motors')
    expect(response.status).toBe(503)
  })
})

describe('the feed body is read as a stream and cut off at MAX_FEED_BYTES', () => {
  function endless() {
    const seen = { produced: 0, cancelled: false }
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        seen.produced += CHUNK
        controller.enqueue(new Uint8Array(CHUNK).fill(0x20))
      },
      cancel() {
        seen.cancelled = true
      },
    })
    return { stream, seen }
  }

  test('an endless body without Content-Length is a 413 once the cap is passed', async () => {
    const { handler, importFeed } = setup()
    const { stream, seen } = endless()
    const { status, body } = await answer(await handler(post(stream), 'a-motors'))
    expect({ status, body }).toEqual({ status: 413, body: { error: 'The feed is larger than 20 MB' } })
    expect(seen.produced).toBeLessThanOrEqual(MAX_FEED_BYTES + 2 * CHUNK)
    expect(seen.cancelled).toBe(true)
    expect(importFeed).not.toHaveBeenCalled()
  })

  test('a wrong key is refused before a byte of the body is read', async () => {
    const { handler } = setup()
    const { stream, seen } = endless()
    const response = await handler(post(stream, { authorization: 'Bearer dfk_wrong' }), 'a-motors')
    expect(response.status).toBe(401)
    expect(seen.produced).toBeLessThanOrEqual(CHUNK)
  })
})
