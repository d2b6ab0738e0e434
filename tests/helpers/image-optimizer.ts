// Next's image optimizer (/_next/image) run in-process for the fuzz suite, step by step as
// next-server's handleNextImageRequest runs it: our proxy (it runs on /_next/image), Next's
// parameter check (validateParams, with our next.config images), its internal fetch of the
// image (fetchInternalImage) through our own route handlers, and its transform (sharp). Left
// out: the HTTP server, Next's router and its caches. A built app must confirm the same
// answers (docs/security.md, "Bad input"); this catches a regression in the parts that threw.
import { Socket } from 'node:net'
import { NextRequest } from 'next/server'
import { ImageError, ImageOptimizerCache, fetchInternalImage, imageOptimizer } from 'next/dist/server/image-optimizer'
import { imageConfigDefault } from 'next/dist/shared/lib/image-config'
import { IMAGE_CONFIG } from '@/src/domain/http/image-config'
import { proxy } from '@/src/proxy'

/** next.config's images as Next completes them (defaults, and its own static media pattern). */
export const NEXT_IMAGE_CONFIG = {
  basePath: '',
  experimental: {},
  images: {
    ...imageConfigDefault,
    ...IMAGE_CONFIG,
    localPatterns: [...IMAGE_CONFIG.localPatterns, { pathname: '/_next/static/media/**', search: '' }],
  },
}

/** Our route for an internal image address: the real handler's answer, or null when no route of ours serves it. */
export type ImageRoutes = (url: URL) => Promise<Response | null>

/** The proxy's answer when it answers itself (a 400), else null (it lets the request through). */
function proxied(request: Request): Response | null {
  const response = proxy(new NextRequest(request))
  return response.headers.get('x-middleware-next') === '1' ? null : response
}

/** Next and the proxy answer the optimizer's errors in plain text or HTML: the fuzz reads `{ message }`. */
async function asJson(response: Response): Promise<Response> {
  const text = await response.text()
  const message = /<p>([^<]+)<\/p>/.exec(text)?.[1] ?? text
  return Response.json({ message }, { status: response.status })
}

/** Writes a route's Response into the mocked Node response Next's internal fetch reads. */
async function writeInto(res: import('node:http').ServerResponse, response: Response) {
  res.statusCode = response.status
  response.headers.forEach((value, name) => res.setHeader(name, value))
  res.end(Buffer.from(await response.arrayBuffer()))
}

function query(search: string): Record<string, string | string[]> {
  const params = new URLSearchParams(search)
  return Object.fromEntries([...new Set(params.keys())].map((k) => [k, params.getAll(k).length > 1 ? params.getAll(k) : params.get(k)!]))
}

export async function optimizeImage(request: Request, routes: ImageRoutes): Promise<Response> {
  const refused = proxied(request)
  if (refused) return asJson(refused)
  const url = new URL(request.url)
  const accept = request.headers.get('accept')
  const nodeRequest = { headers: accept === null ? {} : { accept }, method: request.method, socket: new Socket() }
  const params = ImageOptimizerCache.validateParams(nodeRequest as never, query(url.search) as never, NEXT_IMAGE_CONFIG as never, false)
  if ('errorMessage' in params) return Response.json({ message: params.errorMessage }, { status: 400 })
  try {
    const upstream = await fetchInternalImage(
      params.href,
      nodeRequest as never,
      {} as never,
      NEXT_IMAGE_CONFIG.images.maximumResponseBody,
      async (req, res) => {
        const internal = new Request(new URL(req.url ?? '/', 'http://localhost'), { headers: {} })
        const answer = proxied(internal) ?? (await routes(new URL(internal.url))) ?? Response.json({ error: 'Not found' }, { status: 404 })
        await writeInto(res, answer)
      },
    )
    const image = await imageOptimizer(upstream, params, NEXT_IMAGE_CONFIG as never, { isDev: false, silent: true } as never)
    return new Response(new Uint8Array(image.buffer), { headers: { 'content-type': image.contentType } })
  } catch (error) {
    if (error instanceof ImageError) return Response.json({ message: error.message }, { status: error.statusCode })
    throw error
  }
}
