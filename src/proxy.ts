import { type NextRequest, NextResponse } from 'next/server'
import { badRequestBody } from '@/src/domain/http/bad-request'
import { malformedHost, malformedUrl } from '@/src/domain/http/malformed-url'
import { imageRequestProblem } from '@/src/domain/http/image-request'
import { PREVIEW_TOKEN_HEADER, SITE_HOST_HEADER } from '@/src/domain/http/site-rewrite'
import { normaliseHost } from '@/src/domain/host/normalise-host'
import { isPlatformHost, isStaffOnlyPath } from '@/src/domain/host/platform'
import { isDemoMode, env, turnstileSettings } from '@/src/lib/env'
import { PLAIN_PAGE_CSP, contentSecurityPolicy, previewFrameAncestors } from '@/src/lib/security-headers'

/**
 * host -> /<normalised host>/... (DESIGN convention 3): a request can only ever reach its own
 * host's tenant. The proxy names the host in SITE_HOST_HEADER (always overwriting what the
 * client sent) and next.config.mjs's rewrite adds the prefix (src/domain/http/site-rewrite.js),
 * so the internal path is not echoed in an `x-middleware-rewrite` response header. Admin, API
 * and metrics routes pass through.
 * The CSP is attached here because its nonce must be minted per request before Next renders;
 * the static security headers come from next.config.mjs. Addresses Next cannot decode, and Host
 * headers no origin can be built from, are answered here with a 400 before they become 500s.
 */
const PASS_THROUGH = /^\/(admin|api|_next|static|metrics)(\/|$)/
const IMAGE_OPTIMIZER = '/_next/image'
const UNKNOWN_HOST = '_unknown-host'
const dev = env.NODE_ENV !== 'production'
const frameAncestors = previewFrameAncestors(env.NEXT_PUBLIC_SERVER_URL, isDemoMode)
const platform = { serverUrl: env.NEXT_PUBLIC_SERVER_URL, demo: isDemoMode }
const captcha = turnstileSettings() !== undefined

const plain = (status: number, pathname: string, message: string, title?: string) => {
  const { contentType, body } = badRequestBody(pathname, message, title)
  return new NextResponse(body, { status, headers: { 'Content-Type': contentType, 'Content-Security-Policy': PLAIN_PAGE_CSP } })
}

/**
 * The image optimizer: only what would make it throw (a 500) is answered here; everything else
 * passes untouched, so its own headers (a sandboxing CSP) stay as Next sets them.
 */
function imageOptimizer(request: NextRequest) {
  const problem = imageRequestProblem(request.nextUrl.search, request.headers.get('accept'))
  return problem ? plain(400, request.nextUrl.pathname, problem) : NextResponse.next()
}

export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl
  if (pathname === IMAGE_OPTIMIZER) return imageOptimizer(request)
  const problem = malformedUrl(pathname, search) ?? malformedHost(request.headers.get('host'))
  if (problem) return plain(400, pathname, problem.message)
  // The admin and Payload's API belong to the platform host: a dealer's domain shows no login.
  if (isStaffOnlyPath(pathname) && !isPlatformHost(request.headers.get('host'), platform)) {
    return plain(404, pathname, 'There is nothing at this address on this site.', 'Page not found')
  }

  const admin = PASS_THROUGH.test(pathname)
  const nonce = admin ? undefined : btoa(crypto.randomUUID())
  const csp = contentSecurityPolicy({ nonce, dev, frameAncestors, admin, captcha })
  const headers = new Headers(request.headers)
  headers.set('content-security-policy', csp)
  headers.delete('x-nonce')
  headers.delete(SITE_HOST_HEADER)
  headers.delete(PREVIEW_TOKEN_HEADER)
  if (nonce) headers.set('x-nonce', nonce)
  if (!admin) headers.set(SITE_HOST_HEADER, normaliseHost(request.headers.get('host')) ?? UNKNOWN_HOST)
  // The admin's live preview frames a page of a site not launched yet with its token.
  const previewToken = admin ? null : request.nextUrl.searchParams.get('preview')
  if (previewToken) headers.set(PREVIEW_TOKEN_HEADER, previewToken)

  const response = NextResponse.next({ request: { headers } })
  response.headers.set('Content-Security-Policy', csp)
  return response
}

export const config = {
  // Static assets skip the proxy (cost), except addresses with escapes, so that a malformed
  // one is a 400 too; the image optimizer is checked (imageOptimizer above). Keep in step with
  // NOT_REWRITTEN in src/domain/http/site-rewrite.js.
  matcher: ['/((?!_next/static|_next/image|favicon\\.ico$).*)', '/_next/static/:path(.*%.*)', '/_next/image'],
}
