import type { Metadata } from 'next'
import { DemoIndex } from '@/src/components/layout/DemoIndex'
import { getLocations } from '@/src/cms/locations'
import { listDemoSites } from '@/src/cms/tenants'
import type { ShowcaseRow } from '@/src/demo/site/switch-showcase'
import { safeJsonForScript } from '@/src/domain/navigation/breadcrumbs'
import { homeJsonLd } from '@/src/domain/navigation/home-json-ld'
import { HOME_SLUG } from '@/src/domain/navigation/slug'
import { requestNonce, requestOrigin, requestPort } from '@/src/lib/request-origin'
import { PageView, pageMetadata, type SearchParams } from './page-view'
import { type HostParams, resolveHost } from './tenant'

/**
 * The demo index's switch table, kept for the day: it regenerates the demo stock (about a second
 * on this machine) to find a car that shows each switch, and the cars' slugs change only with the
 * year. Loaded on the demo index only, so dealer home pages never load the demo data.
 */
let switches: { day: string; rows: ShowcaseRow[] } | null = null
async function demoSwitches(now: Date): Promise<ShowcaseRow[]> {
  const day = now.toISOString().slice(0, 10)
  if (switches?.day !== day) switches = { day, rows: (await import('@/src/demo/site/switch-showcase')).switchShowcase(now) }
  return switches.rows
}

export async function generateMetadata({ params }: HostParams): Promise<Metadata> {
  const resolved = await resolveHost(params)
  return resolved.kind === 'tenant' ? pageMetadata(resolved.tenant, HOME_SLUG) : { title: 'Dealer Platform demo' }
}

export default async function HomePage({ params, searchParams }: HostParams & { searchParams: SearchParams }) {
  const resolved = await resolveHost(params)
  if (resolved.kind === 'demo-index')
    return <DemoIndex sites={await listDemoSites()} switches={await demoSwitches(new Date())} port={await requestPort()} />
  const { tenant } = resolved
  const [locations, origin, nonce] = await Promise.all([getLocations(tenant), requestOrigin(), requestNonce()])
  const jsonLd = homeJsonLd({
    name: tenant.name,
    origin,
    logo: tenant.theme.logo?.url,
    telephone: tenant.phones.default,
    locations,
  })
  return (
    <>
      <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: safeJsonForScript(jsonLd) }} />
      <PageView tenant={tenant} slug={HOME_SLUG} searchParams={searchParams} />
    </>
  )
}
