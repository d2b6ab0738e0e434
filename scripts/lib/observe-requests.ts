/**
 * The production server's request log and HTTP metrics, as a wrapper around its
 * request listener (scripts/lib/web-server.ts). Each request gets an id (a well-formed incoming
 * `X-Request-Id`, else a new one), answered in `X-Request-Id` and carried by every line logged
 * while it is handled; when it ends, one line says what it was and how it went, and its
 * duration is counted by route type and status class. The line holds no body, header, cookie
 * or query string (src/domain/http/request-log.ts).
 */
import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Logger } from 'pino'
import { normaliseHost } from '@/src/domain/host/normalise-host'
import { loggedPath, requestIdFrom, requestPath, statusClass } from '@/src/domain/http/request-log'
import { routeType } from '@/src/domain/http/route-type'
import { logger as processLogger, withRequestId } from '@/src/lib/logger'
import { metrics } from '@/src/lib/metrics'

type Listener = (req: IncomingMessage, res: ServerResponse) => void

const REQUEST_ID = 'x-request-id'
const MAX_HOST = 255

/** Bytes of the answer when it declares them (compressed, streamed pages do not). */
function declaredBytes(res: ServerResponse): number | undefined {
  const length = Number(res.getHeader('content-length'))
  return Number.isFinite(length) && length >= 0 ? length : undefined
}

export function observeRequests(listener: Listener, { logger = processLogger }: { logger?: Logger } = {}): Listener {
  return (req, res) => {
    const started = process.hrtime.bigint()
    const reqId = requestIdFrom(req.headers[REQUEST_ID], randomUUID)
    // The app sees the id this request's lines carry, whatever the client sent.
    req.headers[REQUEST_ID] = reqId
    res.setHeader('X-Request-Id', reqId)
    const route = routeType(requestPath(req.url))
    res.once('close', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9
      const status = res.statusCode
      metrics.httpSeconds.observe({ route, status_class: statusClass(status) }, seconds)
      const host = req.headers.host?.slice(0, MAX_HOST) ?? null
      const line = {
        reqId,
        method: req.method,
        host,
        tenant: normaliseHost(host),
        route,
        path: loggedPath(req.url),
        status,
        durationMs: Math.round(seconds * 1e4) / 10,
        bytes: declaredBytes(res),
        // The client went away before the answer was complete.
        aborted: res.writableFinished ? undefined : true,
      }
      // A readiness 503 (starting, draining, a dependency down) is a state the balancer reads, not a failure of the request.
      if (status >= 500 && route !== 'health') logger.error(line, 'request')
      else logger.info(line, 'request')
    })
    withRequestId(reqId, () => listener(req, res))
  }
}
