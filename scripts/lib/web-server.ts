/**
 * The production web server: Next.js's request handler behind Brotli compression. `next start`
 * gzips at level 6; here
 * - the build's JavaScript, CSS and JSON (`/_next/static/…`, content-hashed and immutable) are
 *   compressed once at Brotli's highest quality, on their first request, and served from memory:
 *   13–20% fewer bytes than `next start` sends. Until a file's turn is done, and for a client
 *   without Brotli, the request goes on to Next.js like any other.
 * - every other compressible response (pages, RSC payloads, API JSON) is compressed as it streams,
 *   with Brotli at a quality cheap enough for each request (about 20% smaller HTML than gzip), or
 *   gzip for clients without Brotli.
 * next.config.mjs turns Next.js's own compression off, so nothing is compressed twice.
 */
import { existsSync, readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlib } from 'node:zlib'
import compression from 'compression'
import next from 'next'
import { STATIC_SECURITY_HEADERS } from '@/src/domain/http/static-headers.js'
import { acceptsEncoding, precompressibleStaticFile } from '@/src/domain/http/compression'
import { backgroundWorkSettled, startDraining } from '@/src/lib/lifecycle'

const brotli = promisify(brotliCompress)

/** Brotli quality per response: the static files once at the best ratio, pages at a per-request cost. */
const STATIC_QUALITY = 11
const DYNAMIC_QUALITY = 5

/** The build's static files, Brotli-compressed on first request; `null` while compressing or when absent. */
function precompressedStatic(staticDir: string) {
  const ready = new Map<string, Buffer>()
  const pending = new Set<string>()
  const compress = async (file: string) => {
    pending.add(file)
    try {
      const raw = await readFile(path.join(staticDir, file))
      ready.set(
        file,
        await brotli(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: STATIC_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
      )
    } catch {
      // Not a file of this build: Next.js answers it (404).
    } finally {
      pending.delete(file)
    }
  }
  return (file: string): Buffer | null => {
    const body = ready.get(file)
    if (body) return body
    if (!pending.has(file)) void compress(file)
    return null
  }
}

function serveStaticBrotli(req: IncomingMessage, res: ServerResponse, lookup: (file: string) => Buffer | null): boolean {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || req.headers.range) return false
  const asset = precompressibleStaticFile(req.url ?? '')
  if (!asset || !acceptsEncoding(req.headers['accept-encoding'], 'br')) return false
  const body = lookup(asset.file)
  if (!body) return false
  res.writeHead(200, {
    ...STATIC_SECURITY_HEADERS,
    'Content-Type': asset.contentType,
    'Content-Encoding': 'br',
    'Content-Length': body.length,
    'Cache-Control': 'public, max-age=31536000, immutable',
    Vary: 'Accept-Encoding',
  })
  res.end(req.method === 'HEAD' ? undefined : body)
  return true
}

/**
 * The build's files are only read: Next.js answers any other method on them with a 500, so the
 * server answers it first, a 405 that says so.
 */
function refuseStaticWrite(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method === 'GET' || req.method === 'HEAD' || !(req.url ?? '').startsWith('/_next/static/')) return false
  const body = JSON.stringify({ error: 'Build files can only be read (GET or HEAD).' })
  res.writeHead(405, {
    ...STATIC_SECURITY_HEADERS,
    Allow: 'GET, HEAD',
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
  })
  res.end(body)
  return true
}

/** Compresses what `compression` would, except partial content (a byte range must stay as asked). */
const shouldCompress = (req: IncomingMessage, res: ServerResponse) =>
  res.statusCode !== 206 && !res.getHeader('Content-Range') && compression.filter(req as never, res as never)

/** Requests the server is answering now, so a stop can wait for them. */
function inFlightCounter() {
  let count = 0
  let idle: (() => void) | null = null
  return {
    track(res: ServerResponse) {
      count++
      res.once('close', () => {
        count--
        if (count === 0) idle?.()
      })
    },
    /** Resolves when no request is in flight. */
    drained: () => (count === 0 ? Promise.resolve() : new Promise<void>((resolve) => (idle = resolve))),
    get count() {
      return count
    },
  }
}

/**
 * In the production image's standalone tree (next.config.mjs is not there) the build's own
 * config is used, read from the build as Next's generated standalone server.js does.
 */
function applyBuiltConfig(dir: string) {
  if (existsSync(path.join(dir, 'next.config.mjs'))) return
  const { config } = JSON.parse(readFileSync(path.join(dir, '.next', 'required-server-files.json'), 'utf8'))
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config)
}

const within = (work: Promise<unknown>, ms: number) =>
  Promise.race([work.then(() => true), new Promise<false>((resolve) => setTimeout(() => resolve(false), ms).unref())])

/** Starts the production build in `dir` on `port`; resolves once it accepts requests. */
export async function startWebServer({
  port,
  dir = process.cwd(),
}: {
  port: number
  dir?: string
}): Promise<{ close: (graceMs: number) => Promise<{ finished: boolean; abandoned: number }> }> {
  // What the `next` CLI sets before `next start`: src/instrumentation.ts and src/lib/env.ts read them.
  Object.assign(process.env, { NODE_ENV: process.env.NODE_ENV ?? 'production', NEXT_RUNTIME: 'nodejs' })
  // Imported once that is set: the logger reads the environment when it is first loaded.
  const { logger } = await import('@/src/lib/logger')
  const { observeRequests } = await import('./observe-requests')
  applyBuiltConfig(dir)
  const app = next({ dev: false, dir, port })
  await app.prepare()
  const handle = app.getRequestHandler()
  const compress = compression({ brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: DYNAMIC_QUALITY } }, filter: shouldCompress })
  const lookup = precompressedStatic(path.join(dir, '.next', 'static'))
  const inFlight = inFlightCounter()
  const listener = (req: IncomingMessage, res: ServerResponse) => {
    inFlight.track(res)
    if (refuseStaticWrite(req, res) || serveStaticBrotli(req, res, lookup)) return
    compress(req as never, res as never, () => {
      handle(req, res).catch((error: unknown) => {
        logger.error({ err: error }, 'Next.js could not answer a request')
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
        res.end('Internal Server Error')
      })
    })
  }
  // The request log and HTTP metrics see every request, static files included.
  const server = createServer(observeRequests(listener))
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, resolve)
  })
  /**
   * A graceful stop: readiness turns 503 (the load balancer stops sending), no new connection is
   * taken and idle keep-alive ones are closed, the requests in flight finish and so does the work
   * they started after answering (lead deliveries), all within `graceMs`; then Next closes.
   */
  const close = async (graceMs: number) => {
    const started = Date.now()
    startDraining()
    const stopped = new Promise<void>((resolve) => server.close(() => resolve()))
    server.closeIdleConnections()
    const requestsDone = await within(inFlight.drained(), graceMs)
    const workDone = await backgroundWorkSettled(Math.max(0, graceMs - (Date.now() - started)))
    const abandoned = inFlight.count
    server.closeAllConnections()
    await stopped
    await app.close()
    return { finished: requestsDone && workDone, abandoned }
  }
  return { close }
}
