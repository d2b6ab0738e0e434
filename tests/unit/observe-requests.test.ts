// The production server's request log and HTTP metrics: a request through the web
// server's listener wrapper (scripts/lib/observe-requests.ts, as scripts/lib/web-server.ts uses
// it) logs one JSON line with what it was and how it went, and nothing it must not.
import { type IncomingMessage, type Server, type ServerResponse, createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { observeRequests } from '../../scripts/lib/observe-requests'
import { createLogger } from '@/src/lib/logger'
import { metrics } from '@/src/lib/metrics'

const lines: Record<string, unknown>[] = []
const logger = createLogger({ level: 'info', destination: { write: (line: string) => void lines.push(JSON.parse(line)) } })

/** Stands in for Next's handler: logs while it answers, as route code does through the process logger. */
function app(req: IncomingMessage, res: ServerResponse) {
  req.resume()
  req.on('end', () => {
    logger.info({ sawRequestId: req.headers['x-request-id'] }, 'inside the handler')
    if (req.url?.startsWith('/broken')) {
      res.writeHead(500, { 'content-type': 'text/plain' })
      res.end('Internal Server Error')
      return
    }
    if (req.url === '/api/ready') {
      res.writeHead(503, { 'content-type': 'application/json' })
      res.end('{"status":"not ready"}')
      return
    }
    const body = JSON.stringify({ results: [] })
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) })
    res.end(body)
  })
}

let server: Server
let port = 0

beforeAll(async () => {
  server = createServer(observeRequests(app, { logger }))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

function send(path: string, headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number; headers: IncomingMessage['headers'] }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: body ? 'POST' : 'GET', headers }, (res) => {
      res.resume()
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }))
    })
    req.on('error', reject)
    req.end(body)
  })
}

/** The request lines once the server has written them (after the response ends). */
async function requestLines(count: number) {
  for (let i = 0; i < 100 && lines.filter((l) => l.msg === 'request').length < count; i++) await new Promise((r) => setTimeout(r, 10))
  return lines.filter((l) => l.msg === 'request')
}

const httpCount = async (route: string, statusClass: string) =>
  (await metrics.httpSeconds.get()).values.find(
    (v) => v.metricName === 'http_request_duration_seconds_count' && v.labels.route === route && v.labels.status_class === statusClass,
  )?.value ?? 0

describe('one JSON line per request', () => {
  test('with id, method, host, tenant, route type, path, status, duration and bytes; nothing private', async () => {
    lines.length = 0
    const counted = await httpCount('search_api', '2xx')
    const body = JSON.stringify({ requests: [{ indexName: 'cars', query: 'mia.chen@example.com' }] })
    const answer = await send(
      '/api/search/1/indexes/*/queries?x-algolia-api-key=secret-key',
      {
        host: 'WWW.Harbour-City-Motors.localhost:3000',
        'x-request-id': 'lb-0123456789abcdef',
        cookie: 'payload-token=cookie-secret',
        authorization: 'Bearer bearer-secret',
        'content-type': 'text/plain',
      },
      body,
    )
    expect(answer.status).toBe(200)
    expect(answer.headers['x-request-id']).toBe('lb-0123456789abcdef')
    const [line, ...more] = await requestLines(1)
    expect(more).toEqual([])
    expect(line).toEqual({
      level: 30,
      time: expect.any(Number),
      pid: process.pid,
      hostname: expect.any(String),
      reqId: 'lb-0123456789abcdef',
      method: 'POST',
      host: 'WWW.Harbour-City-Motors.localhost:3000',
      tenant: 'harbour-city-motors.localhost',
      route: 'search_api',
      path: '/api/search/1/indexes/*/queries',
      status: 200,
      durationMs: expect.any(Number),
      bytes: Buffer.byteLength(JSON.stringify({ results: [] })),
      msg: 'request',
    })
    expect(line.durationMs as number).toBeGreaterThanOrEqual(0)
    const text = JSON.stringify(lines)
    for (const secret of ['secret-key', 'cookie-secret', 'bearer-secret', 'mia.chen', 'indexName']) expect(text).not.toContain(secret)
    expect(await httpCount('search_api', '2xx')).toBe(counted + 1)
  })

  test('the app sees the id of the line, and its own lines carry it', async () => {
    lines.length = 0
    await send('/cars/x', { host: 'harbour-city-motors.localhost', 'x-request-id': 'abcdefgh-1' })
    const [line] = await requestLines(1)
    expect(lines.find((l) => l.msg === 'inside the handler')).toMatchObject({ reqId: 'abcdefgh-1', sawRequestId: 'abcdefgh-1' })
    expect(line).toMatchObject({ reqId: 'abcdefgh-1', route: 'site_page' })
  })

  test('a malformed incoming id is replaced by a new one; a 5xx is logged as an error', async () => {
    lines.length = 0
    const counted = await httpCount('site_page', '5xx')
    const answer = await send('/broken?token=x', { host: 'localhost:3000', 'x-request-id': 'bad id\twith "quotes"' })
    const [line] = await requestLines(1)
    expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    expect(line).toMatchObject({ level: 50, reqId: answer.headers['x-request-id'], status: 500, path: '/broken', tenant: 'localhost' })
    expect(await httpCount('site_page', '5xx')).toBe(counted + 1)
  })

  test('a readiness 503 (starting or draining) is an info line, not an error: the balancer asks every few seconds', async () => {
    lines.length = 0
    await send('/api/ready', { host: 'localhost:3000' })
    const [line] = await requestLines(1)
    expect(line).toMatchObject({ level: 30, route: 'health', status: 503 })
  })
})
