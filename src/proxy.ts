import { type NextRequest, NextResponse } from 'next/server'
import { normaliseHost } from '@/src/domain/host/normalise-host'
import { isDemoMode, env } from '@/src/lib/env'
import { contentSecurityPolicy, previewFrameAncestors, STATIC_SECURITY_HEADERS } from '@/src/lib/security-headers'

/**
 * host -> /<normalised host>/... rewrite (DESIGN convention 3): a request can only ever reach
 * its own host's tenant. Admin and API routes pass through. Security headers are attached
 * here because the CSP nonce must be minted per request before Next renders.
 */
const PASS_THROUGH = /^\/(admin|api|_next|static)(\/|$)/
const UNKNOWN_HOST = '_unknown-host'
const dev = env.NODE_ENV !== 'production'
const frameAncestors = previewFrameAncestors(env.NEXT_PUBLIC_SERVER_URL, isDemoMode)

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  const admin = PASS_THROUGH.test(pathname)
  const nonce = admin ? undefined : btoa(crypto.randomUUID())
  const csp = contentSecurityPolicy({ nonce, dev, frameAncestors, admin })
  const headers = new Headers(request.headers)
  headers.set('content-security-policy', csp)
  if (nonce) headers.set('x-nonce', nonce)

  let response: NextResponse
  if (admin) {
    response = NextResponse.next({ request: { headers } })
  } else {
    const host = normaliseHost(request.headers.get('host')) ?? UNKNOWN_HOST
    const url = request.nextUrl.clone()
    url.pathname = `/${host}${pathname === '/' ? '' : pathname}`
    response = NextResponse.rewrite(url, { request: { headers } })
  }
  response.headers.set('Content-Security-Policy', csp)
  for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) response.headers.set(name, value)
  return response
}

export const config = {
  matcher: ['/((?!_next/static|_next/image|favicon.ico).*)'],
}
