// The dealer's redirects, followed before a 404: an old address of a moved or deleted
// page or post leads where the redirect says, in one hop; a looping chain is a 404.
import { notFound, permanentRedirect, redirect } from 'next/navigation'
import { getRedirects } from '@/src/cms/redirects'
import { resolveRedirect } from '@/src/domain/navigation/redirects'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'

export async function followRedirect(tenant: TenantConfig, path: string): Promise<void> {
  const found = resolveRedirect(path, await getRedirects(tenant))
  if (found.kind === 'loop') notFound()
  if (found.kind === 'redirect') (found.permanent ? permanentRedirect : redirect)(found.to)
}
