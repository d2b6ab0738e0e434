import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { knownMakesAndModels } from '@/src/components/search/server-search'
import { SearchResults } from '@/src/components/search/SearchResults/SearchResults.client'
import { routeFacetFilters, searchRoute } from '@/src/domain/inventory/search-route'
import { SORT_OPTIONS } from '@/src/domain/inventory/search-url-state'
import { requestOrigin } from '@/src/lib/request-origin'
import { searchClientConfig } from '@/src/search/engine/algolia'
import { requireTenant } from '../../tenant'

type Props = { params: Promise<{ host: string; path?: string[] }> }

async function load(params: Props['params']) {
  const { tenant } = await requireTenant(params)
  const { path } = await params
  const origin = new URL(await requestOrigin())
  const known = path?.length ? await knownMakesAndModels(origin.host) : {}
  const route = searchRoute(path, tenant.name, known)
  if (!route) notFound()
  return { tenant, route, origin }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { route } = await load(params)
  return {
    title: route.title,
    description: route.description,
    alternates: { canonical: route.canonicalPath },
    openGraph: { title: route.title, description: route.description, url: route.canonicalPath },
  }
}

export default async function SearchPage({ params }: Props) {
  const { tenant, route, origin } = await load(params)
  return (
    <div className="container-site py-6 md:py-10">
      <h1 className="mb-6 text-2xl font-bold md:text-3xl">{route.title}</h1>
      <SearchResults
        config={searchClientConfig(tenant, new Date())}
        host={origin.host}
        protocol={origin.protocol === 'https:' ? 'https' : 'http'}
        placeholder={tenant.labels.searchPlaceholder || 'Search...'}
        refreshPath={tenant.inventory.refreshPath}
        noPrice={tenant.labels.noPrice}
        facetFilters={routeFacetFilters(route)}
        sortOptions={SORT_OPTIONS.map((o) => ({ ...o }))}
      />
    </div>
  )
}
