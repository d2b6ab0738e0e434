/**
 * bench:web's stand-in for what a dealer site is served through in production: a TLS-terminating
 * front (a CDN or load balancer) that speaks HTTP/2 to the browser and HTTP/1.1 to the app, and
 * adds X-Forwarded-For, -Proto and -Host as such a proxy does (the app then runs with
 * TRUSTED_PROXY_HOPS=1, as production runs it behind one). The certificate is self-signed,
 * made with openssl for the run; the benchmark's Chromium is told to accept it.
 *
 * Why it matters to the figures: Lighthouse simulates a slow 4G network from the load it saw, and
 * it models what the protocol does. Over HTTP/1.1 each of the page's first requests (stylesheet,
 * photo, each script) opens a new connection with its own handshake; over HTTP/2 they share the
 * page's warm connection.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { request, type IncomingHttpHeaders } from 'node:http'
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** Headers about one connection, which a proxy does not pass on (and HTTP/2 forbids). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'http2-settings'])

function passOn(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)))
}

/** A throwaway certificate for localhost and its subdomains (the demo sites' hosts). */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-web-tls-'))
  try {
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=localhost']
        .concat(['-addext', 'subjectAltName=DNS:localhost,DNS:*.localhost'])
        .concat(['-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')]),
      { stdio: 'ignore' },
    )
    return { key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Serves HTTPS (HTTP/2, and HTTP/1.1 for clients without it) on `port`, passing every request to the app on `target`. */
export async function startHttpsFront({ port, target }: { port: number; target: number }): Promise<{ close: () => Promise<void> }> {
  const forward = (req: Http2ServerRequest, res: Http2ServerResponse) => {
    const host = req.headers[':authority'] ?? req.headers.host ?? 'localhost'
    const sentFor = req.headers['x-forwarded-for']
    const headers = {
      ...passOn(req.headers),
      host,
      'x-forwarded-for': [sentFor, req.socket.remoteAddress].flat().filter(Boolean).join(', '),
      'x-forwarded-proto': 'https',
      'x-forwarded-host': host,
    }
    const upstream = request({ host: '127.0.0.1', port: target, method: req.method, path: req.url, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, passOn(answer.headers))
      answer.pipe(res)
    })
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' })
      res.end('The app did not answer')
    })
    req.pipe(upstream)
  }
  const server = createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true }, forward)
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, resolve)
  })
  return { close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}
