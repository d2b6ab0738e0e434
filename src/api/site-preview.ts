// GET /api/site-preview on a dealer's host: the admin's "Preview site" link lands here with a
// signed token, and the staff member's browser gets a cookie for this host that shows the site
// before launch (src/app/(site)/[host]/tenant.ts). `?end=1` takes the cookie away again.
import { errorResponse } from '@/src/lib/api-errors'
import { SITE_PREVIEW_COOKIE, SITE_PREVIEW_SECONDS, verifySitePreviewToken } from '@/src/lib/preview-token'
import { type FindTenant, requestTenant } from '@/src/lib/tenant-request'

export interface SitePreviewDeps {
  findTenant: FindTenant
  staffMayPreview(userId: string, tenantId: string): Promise<boolean>
  secureCookies: boolean
  now(): number
}

export const PREVIEW_LINK_REFUSED =
  'This preview link has expired or is not for this site. Open the site again with "Preview site" in the admin.'

const toHome = (cookie: string) =>
  new Response(null, {
    status: 303,
    headers: { location: '/', 'set-cookie': cookie, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' },
  })

export function createSitePreviewHandler(deps: SitePreviewDeps) {
  const cookie = (value: string, maxAge: number) =>
    `${SITE_PREVIEW_COOKIE}=${value}; Path=/; HttpOnly;${deps.secureCookies ? ' Secure;' : ''} SameSite=Lax; Max-Age=${maxAge}`

  return async function GET(request: Request): Promise<Response> {
    const url = new URL(request.url)
    if (url.searchParams.has('end')) return toHome(cookie('', 0))
    const tenant = await requestTenant(request, deps.findTenant)
    const claims = verifySitePreviewToken(url.searchParams.get('token'), deps.now())
    if (!tenant || !claims || claims.tenant !== String(tenant.id) || !(await deps.staffMayPreview(claims.user, claims.tenant))) {
      return errorResponse('forbidden', PREVIEW_LINK_REFUSED)
    }
    return toHome(cookie(url.searchParams.get('token') ?? '', SITE_PREVIEW_SECONDS))
  }
}
