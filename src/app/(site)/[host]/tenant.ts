import { cookies, headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { getTenantByHost } from '@/src/cms/tenants'
import { isDemoIndexHost, normaliseHost } from '@/src/domain/host/normalise-host'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { isDemoMode } from '@/src/lib/env'
import { PREVIEW_TOKEN_HEADER, SITE_HOST_HEADER } from '@/src/domain/http/site-rewrite'
import { SITE_PREVIEW_COOKIE, tokenPreviewsSite, verifySitePreviewToken } from '@/src/lib/preview-token'

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
 * The staff preview a request carries: the cookie "Preview site" set on this host, and the
 * `preview` parameter of the page's address (the admin's live preview frames a page with one).
 */
export interface PreviewTokens {
  cookie?: string | null
  address?: string | null
}

/** What a host shows to a visitor carrying `tokens`; separate from the request so int tests can ask it. Null: no site here. */
export async function siteForHost(host: string, tokens: PreviewTokens = {}): Promise<ResolvedSite | null> {
  const tenant = await getTenantByHost(host)
  if (tenant?.launched) return { kind: 'tenant', tenant, host, preview: false }
  if (tenant) {
    const previewing = verifySitePreviewToken(tokens.cookie)?.tenant === String(tenant.id) || tokenPreviewsSite(tokens.address, tenant.id)
    return previewing ? { kind: 'tenant', tenant, host, preview: true } : { kind: 'holding', tenant, host }
  }
  if (isDemoMode && isDemoIndexHost(host)) return { kind: 'demo-index', host }
  return null
}

/**
 * What this request's visitor sees at `host`, holding page included. The preview is looked for
 * only on a site not launched, so a launched site's pages stay independent of cookies.
 */
async function siteOfRequest(host: string): Promise<ResolvedSite | null> {
  const site = await siteForHost(host)
  if (site?.kind !== 'holding') return site
  const [jar, sent] = await Promise.all([cookies(), headers()])
  return siteForHost(host, { cookie: jar.get(SITE_PREVIEW_COOKIE)?.value, address: sent.get(PREVIEW_TOKEN_HEADER) })
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
