import type { Metadata } from 'next'
import { DemoIndex } from '@/src/components/layout/DemoIndex'
import { listDemoSites } from '@/src/cms/tenants'
import { HOME_SLUG } from '@/src/domain/navigation/slug'
import { requestPort } from '@/src/lib/request-origin'
import { PageView, pageMetadata, type SearchParams } from './page-view'
import { type HostParams, resolveHost } from './tenant'

export async function generateMetadata({ params }: HostParams): Promise<Metadata> {
  const resolved = await resolveHost(params)
  return resolved.kind === 'tenant' ? pageMetadata(resolved.tenant, HOME_SLUG) : { title: 'Dealer Platform demo' }
}

export default async function HomePage({ params, searchParams }: HostParams & { searchParams: SearchParams }) {
  const resolved = await resolveHost(params)
  if (resolved.kind === 'demo-index') return <DemoIndex sites={await listDemoSites()} port={await requestPort()} />
  return <PageView tenant={resolved.tenant} slug={HOME_SLUG} searchParams={searchParams} />
}
