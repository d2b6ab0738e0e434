import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { expect, test } from '@playwright/test'
import { HCM, PORT } from './helpers'

/**
 * The production server (scripts/lib/web-server.ts) compresses with Brotli where `next start`
 * could only gzip: pages as they stream, the build's scripts and stylesheets once, at the best
 * quality, then from memory. Raw HTTP here, so the test sees the bytes on the wire.
 */
interface Answer {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
}

function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: Number(PORT), path, method, headers: { host: `${HCM}:${PORT}`, ...headers } },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      },
    )
    req.on('error', reject)
    req.end()
  })
}

const decode = ({ headers, body }: Answer) =>
  headers['content-encoding'] === 'br' ? brotliDecompressSync(body) : headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body

test('a page is Brotli for a browser, gzip for a client without Brotli, and plain for one that asks for nothing', async () => {
  const br = await get('/', { 'accept-encoding': 'gzip, deflate, br, zstd' })
  const gzip = await get('/', { 'accept-encoding': 'gzip, deflate' })
  const plain = await get('/', {})
  expect([br.status, gzip.status, plain.status]).toEqual([200, 200, 200])
  expect(br.headers['content-encoding']).toBe('br')
  expect(gzip.headers['content-encoding']).toBe('gzip')
  expect(plain.headers['content-encoding']).toBeUndefined()
  for (const answer of [br, gzip, plain]) {
    expect(answer.headers.vary).toContain('Accept-Encoding')
    expect(decode(answer).toString()).toContain('Harbour City Motors')
  }
  expect(br.body.length).toBeLessThan(gzip.body.length)
  expect(gzip.body.length).toBeLessThan(plain.body.length / 3)
})

test("the build's scripts are served precompressed, byte for byte the build's files, with their security and cache headers", async () => {
  const home = decode(await get('/', { 'accept-encoding': 'br' })).toString()
  const chunks = [...new Set([...home.matchAll(/\/_next\/static\/chunks\/[A-Za-z0-9_.~-]+\.(?:js|css)/g)].map((m) => m[0]))]
  expect(chunks.length).toBeGreaterThan(3)
  for (const chunk of chunks) {
    const plain = await get(chunk, { 'accept-encoding': 'identity' })
    expect(plain.status).toBe(200)
    // Until the file's compression is done it goes to Next.js (streamed with Brotli, or as it is
    // when small): then it is served from memory, with its length.
    await expect
      .poll(
        async () => {
          const { headers } = await get(chunk, { 'accept-encoding': 'gzip, br' })
          return headers['content-encoding'] === 'br' && headers['content-length'] !== undefined
        },
        { timeout: 15_000 },
      )
      .toBe(true)
    const br = await get(chunk, { 'accept-encoding': 'gzip, br' })
    expect(br.status).toBe(200)
    expect(Number(br.headers['content-length'])).toBe(br.body.length)
    expect(br.body.length).toBeLessThan(plain.body.length)
    expect(decode(br).equals(plain.body)).toBe(true)
    expect(br.headers['content-type']).toBe(plain.headers['content-type'])
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(br.headers['x-content-type-options']).toBe('nosniff')
    expect(br.headers['strict-transport-security']).toBeTruthy()
    expect(br.headers.vary).toContain('Accept-Encoding')
    // HEAD: the same headers, no body.
    const head = await get(chunk, { 'accept-encoding': 'br' }, 'HEAD')
    expect(head.headers['content-length']).toBe(br.headers['content-length'])
    expect(head.body.length).toBe(0)
  }
  // A byte range is answered from the file as it is, not from the compressed copy.
  const range = await get(chunks[0], { 'accept-encoding': 'br', range: 'bytes=0-9' })
  expect(range.status).toBe(206)
  expect(range.headers['content-encoding']).toBeUndefined()
  expect(range.body.length).toBe(10)
})

test('paths that climb out of the static folder are 404s, whatever the encoding', async () => {
  for (const path of [
    '/_next/static/../../package.json',
    '/_next/static/..%2f..%2fpackage.json',
    '/_next/static/%2e%2e/%2e%2e/package.json',
    '/_next/static/chunks/..%2f..%2f..%2fpackage.json',
    '/_next/static/chunks/%2e%2e%5c%2e%2e%5cpackage.json',
    '/_next/static/no-such-chunk.js',
  ]) {
    const answer = await get(path, { 'accept-encoding': 'br' })
    expect(answer.status, path).toBe(404)
    expect(decode(answer).toString(), path).not.toContain('"dealer-platform"')
  }
})
