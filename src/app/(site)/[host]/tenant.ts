import { notFound } from 'next/navigation'
import { getTenantByHost } from '@/src/cms/tenants'
import { isDemoIndexHost, normaliseHost } from '@/src/domain/host/normalise-host'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { isDemoMode } from '@/src/lib/env'

export type HostParams = { params: Promise<{ host: string }> }

export type ResolvedHost = { kind: 'tenant'; tenant: TenantConfig; host: string } | { kind: 'demo-index'; host: string }

/** Resolves the rewritten host segment; cached per request so layout and page share one lookup. */
export async function resolveHost(params: HostParams['params']): Promise<ResolvedHost> {
  const host = normaliseHost(decodeURIComponent((await params).host))
  if (!host) notFound()
  const tenant = await getTenantByHost(host)
  if (tenant) return { kind: 'tenant', tenant, host }
  if (isDemoMode && isDemoIndexHost(host)) return { kind: 'demo-index', host }
  notFound()
}

export async function requireTenant(params: HostParams['params']): Promise<{ tenant: TenantConfig; host: string }> {
  const resolved = await resolveHost(params)
  if (resolved.kind !== 'tenant') notFound()
  return resolved
}
