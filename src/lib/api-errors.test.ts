import { describe, expect, test } from 'vitest'
import { MAX_JSON_BODY_DEPTH, methodNotAllowed, readBodyText, readJsonBody } from './api-errors'

const CHUNK = 16 * 1024

/** A body of `total` bytes made on demand, recording how much of it was ever produced. */
function meteredStream(total: number, byte = 0x61) {
  const seen = { produced: 0, cancelled: false }
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (seen.produced >= total) return controller.close()
      const size = Math.min(CHUNK, total - seen.produced)
      seen.produced += size
      controller.enqueue(new Uint8Array(size).fill(byte))
    },
    cancel() {
      seen.cancelled = true
    },
  })
  return { stream, seen }
}

const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request('http://a.test/api/x', { method: 'POST', body, headers, duplex: 'half' } as RequestInit & { duplex: 'half' })

async function failure(request: Request, maxBytes?: number) {
  const result = await readJsonBody(request, maxBytes)
  if (result.ok) throw new Error('expected a failure')
  return { status: result.response.status, error: ((await result.response.json()) as { error: string }).error }
}

describe('readJsonBody stops reading at the cap', () => {
  test('a 50 MB stream without Content-Length is cut off just past 10 KB and cancelled', async () => {
    const { stream, seen } = meteredStream(50 * 1024 * 1024)
    expect(await failure(post(stream))).toEqual({ status: 413, error: 'The request body is too large.' })
    expect(seen.produced).toBeLessThanOrEqual(10_000 + 2 * CHUNK)
    expect(seen.cancelled).toBe(true)
  })

  test('a Content-Length that lies (says 10) does not make us read the rest', async () => {
    const { stream, seen } = meteredStream(50 * 1024 * 1024)
    expect((await failure(post(stream, { 'content-length': '10' }))).status).toBe(413)
    expect(seen.produced).toBeLessThan(1024 * 1024)
  })

  test('a declared Content-Length over the cap is refused before reading anything', async () => {
    const { stream, seen } = meteredStream(50 * 1024 * 1024)
    const request = post(stream, { 'content-length': String(50 * 1024 * 1024) })
    expect((await failure(request, 100_000)).status).toBe(413)
    expect(seen.produced).toBeLessThanOrEqual(CHUNK) // at most what the stream pre-fills
  })

  test('the cap counts bytes, not characters', async () => {
    const text = JSON.stringify({ name: 'é'.repeat(3000) }) // 6,011 bytes, 3,011 characters
    expect((await failure(post(text), 4000)).status).toBe(413)
    expect(await readJsonBody(post(text), 7000)).toEqual({ ok: true, value: { name: 'é'.repeat(3000) } })
  })

  test('a body exactly at the cap is read', async () => {
    const body = `"${'a'.repeat(9_998)}"`
    expect(await readJsonBody(post(body))).toEqual({ ok: true, value: 'a'.repeat(9_998) })
  })
})

describe('readJsonBody refuses bodies nothing downstream can handle', () => {
  const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`
  test.each<[string, string, string]>([
    ['not JSON', '{oops', 'The request body must be JSON.'],
    ['empty', '', 'The request body must be JSON.'],
    ['nested deeper than the cap', deep(MAX_JSON_BODY_DEPTH + 1), `The request body nests deeper than ${MAX_JSON_BODY_DEPTH} levels`],
    ['20,000 deep in an unknown key', `{"vin":"x","extra":${deep(20_000)}}`, 'nests deeper than'],
    [
      'a lone surrogate',
      '{"vin":"\\ud800"}',
      'The request body contains text that is not valid Unicode (an unpaired surrogate such as \\ud800) at vin.',
    ],
    ['a NUL', '{"vin":"a\\u0000"}', 'contains a NUL character'],
  ])('%s is a 400', async (_name, body, message) => {
    const { status, error } = await failure(post(body), 200_000)
    expect(status).toBe(400)
    expect(error).toContain(message)
  })

  test('nesting at the cap and an emoji are fine', async () => {
    expect((await readJsonBody(post(deep(MAX_JSON_BODY_DEPTH)))).ok).toBe(true)
    expect(await readJsonBody(post('{"note":"\\ud83d\\ude97"}'))).toEqual({ ok: true, value: { note: '🚗' } })
  })
})

describe('readBodyText', () => {
  test('a stream that fails midway is unreadable, not a throw', async () => {
    let sent = false
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent) return controller.error(new Error('connection reset'))
        sent = true
        controller.enqueue(new Uint8Array([0x7b]))
      },
    })
    expect(await readBodyText(post(stream), 1000)).toEqual({ ok: false, reason: 'unreadable' })
  })

  test('a body already read is unreadable', async () => {
    const request = post('{}')
    await request.text()
    expect(await readBodyText(request, 1000)).toEqual({ ok: false, reason: 'unreadable' })
  })

  test('no body is empty text; invalid UTF-8 becomes U+FFFD as in Request.text()', async () => {
    expect(await readBodyText(new Request('http://a.test/'), 10)).toEqual({ ok: true, text: '' })
    expect(await readBodyText(post(new Uint8Array([0x61, 0xed, 0xa0, 0x80])), 10)).toEqual({ ok: true, text: 'a\ufffd\ufffd\ufffd' })
  })
})

test('a method a route does not take is a 405 that says which it does', async () => {
  const res = methodNotAllowed(['GET', 'HEAD'], 'This file can only be read (GET).')()
  expect(res.status).toBe(405)
  expect(res.headers.get('allow')).toBe('GET, HEAD')
  expect(await res.json()).toEqual({ error: 'This file can only be read (GET).' })
})
