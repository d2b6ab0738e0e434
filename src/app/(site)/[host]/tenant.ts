import { cookies, headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { getTenantByHost } from '@/src/cms/tenants'
import { isDemoIndexHost, normaliseHost } from '@/src/domain/host/normalise-host'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { isDemoMode } from '@/src/lib/env'
import { SITE_HOST_HEADER } from '@/src/domain/http/site-rewrite'
import { SITE_PREVIEW_COOKIE, sitePreviewFor } from '@/src/lib/preview-token'

export type HostParams = { params: Promise<{ host: string }> }

/**
 * `preview`: the site is not launched and a staff member with a preview cookie is looking.
 * `holding`: the site is not launched and this visitor sees only its holding page.
 */
export type ResolvedSite =
  | { kind: 'tenant'; tenant: TenantConfig; host: string; preview: boolean }
  | { kind: 'holding'; tenant: TenantConfig; host: string }
  | { kind: 'demo-index'; host: string }

export type ResolvedHost = Exclude<ResolvedSite, { kind: 'holding' }>

/**
 * What a host shows to a visitor carrying `previewToken` (the site-preview cookie). Separate
 * from the request so int tests can ask it; null: no site here.
 */
export async function siteForHost(host: string, previewToken: string | undefined): Promise<ResolvedSite | null> {
  const tenant = await getTenantByHost(host)
  if (tenant?.launched) return { kind: 'tenant', tenant, host, preview: false }
  if (tenant) {
    const cookie = previewToken ? `${SITE_PREVIEW_COOKIE}=${previewToken}` : null
    return sitePreviewFor(cookie, tenant.id) ? { kind: 'tenant', tenant, host, preview: true } : { kind: 'holding', tenant, host }
  }
  if (isDemoMode && isDemoIndexHost(host)) return { kind: 'demo-index', host }
  return null
}

/**
 * What this request's visitor sees at `host`, holding page included. The cookie is read only for
 * a site not launched, so a launched site's pages stay independent of it.
 */
async function siteOfRequest(host: string): Promise<ResolvedSite | null> {
  const site = await siteForHost(host, undefined)
  if (site?.kind !== 'holding') return site
  return siteForHost(host, (await cookies()).get(SITE_PREVIEW_COOKIE)?.value)
}

/** The layout's view of the rewritten host segment, holding page included. */
export async function resolveSite(params: HostParams['params']): Promise<ResolvedSite> {
  const host = normaliseHost(decodeURIComponent((await params).host))
  return (host ? await siteOfRequest(host) : null) ?? notFound()
}

/**
 * The site of this request when its visitor sees only the holding page, else null; for the
 * not-found view, which gets no params: the host is the one the proxy named.
 */
export async function holdingSiteOfRequest(): Promise<TenantConfig | null> {
  const host = normaliseHost((await headers()).get(SITE_HOST_HEADER))
  const site = host ? await siteOfRequest(host) : null
  return site?.kind === 'holding' ? site.tenant : null
}

/**
 * Resolves the host for a page: cached per request so layout and page share one lookup. Before
 * launch every page answers 404 to the public (the layout shows the holding page instead), so
 * no page, nor its metadata, ever renders the site's content for them.
 */
export async function resolveHost(params: HostParams['params']): Promise<ResolvedHost> {
  const resolved = await resolveSite(params)
  if (resolved.kind === 'holding') notFound()
  return resolved
}

export async function requireTenant(params: HostParams['params']): Promise<{ tenant: TenantConfig; host: string }> {
  const resolved = await resolveHost(params)
  if (resolved.kind !== 'tenant') notFound()
  return resolved
}
