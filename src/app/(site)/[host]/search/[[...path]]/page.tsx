import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { getLocations } from '@/src/cms/locations'
import { getPromoTiles } from '@/src/cms/marketing'
import { getNavigation } from '@/src/cms/site'
import { toMenuItems } from '@/src/components/layout/menu'
import { HITS_PER_PAGE } from '@/src/components/search/SearchResults/constants'
import { SearchIsland } from '@/src/components/search/SearchResults/SearchIsland.client'
import { ValueProps } from '@/src/components/search/ValueProps'
import { placeTiles, tilesForPage } from '@/src/domain/marketing/promo-tiles'
import { cardContext } from '@/src/domain/inventory/card-context'
import { routeFacetFilters, searchBreadcrumbTitles, searchRoute } from '@/src/domain/inventory/search-route'
import { stockSpelledParams, valueFacetsIn } from '@/src/domain/inventory/search-url-state'
import { buildBreadcrumbs } from '@/src/domain/navigation/breadcrumbs'
import { Breadcrumbs } from '@/src/components/layout/Breadcrumbs'
import { siteSortOptions } from '@/src/domain/inventory/sort-options'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { requestOrigin, requestNonce } from '@/src/lib/request-origin'
import { searchClientConfig } from '@/src/search/engine/algolia'
import { knownStockValues, stockFacetValues } from '@/src/search/server'
import { requireTenant } from '../../tenant'

type Props = {
  params: Promise<{ host: string; path?: string[] }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

async function load(params: Props['params']) {
  const { tenant } = await requireTenant(params)
  const { path } = await params
  const origin = new URL(await requestOrigin())
  const known = path?.length
    ? {
        ...(await knownStockValues(origin.host)),
        locations: await getLocations(tenant),
        dealerships: tenant.inventory.dealerships,
        vehicleKind: tenant.vehicleKind,
      }
    : { vehicleKind: tenant.vehicleKind }
  const route = searchRoute(path, tenant.name, known)
  if (!route) notFound()
  return { tenant, route, origin }
}

/** Make logos come from the brand logos editors upload for the menu (name -> image URL). */
async function makeLogos(tenant: TenantConfig): Promise<Record<string, string>> {
  const logos: Record<string, string> = {}
  for (const item of toMenuItems(await getNavigation(tenant))) {
    for (const brand of item.brands) if (brand.logo) logos[brand.name.toLowerCase()] ??= brand.logo.url
  }
  return logos
}

/**
 * The page's address with its facet values spelled as the stock spells them, or null when they
 * already are: a typed or shared ?tag=runout sale opens as ?tag=Runout Sale. Temporary (307), since
 * the spelling follows the dealer's stock and may change.
 */
async function stockSpelledAddress(host: string, path: string, searchParams: Props['searchParams']): Promise<string | null> {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(await searchParams)) for (const v of [value ?? []].flat()) params.append(key, v)
  const facets = valueFacetsIn(params)
  const spellings = facets.length > 0 ? await stockFacetValues(host, facets) : null
  const spelled = spellings && stockSpelledParams(params, spellings)
  return spelled && `${path}?${spelled.toString()}`
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

export default async function SearchPage({ params, searchParams }: Props) {
  const { tenant, route, origin } = await load(params)
  const respelled = await stockSpelledAddress(origin.host, route.canonicalPath, searchParams)
  if (respelled) redirect(respelled)
  const now = new Date()
  return (
    <>
      <Breadcrumbs
        crumbs={buildBreadcrumbs(route.canonicalPath, searchBreadcrumbTitles(route))}
        origin={origin.origin}
        nonce={await requestNonce()}
      />
      {tenant.features.searchValueProps && <ValueProps />}
      <div className="container-site pb-6 pt-2 md:pb-10">
        <h1 className="mb-6 text-2xl font-bold md:text-3xl">{route.title}</h1>
        <SearchIsland
          config={searchClientConfig(tenant, now)}
          host={origin.host}
          protocol={origin.protocol === 'https:' ? 'https' : 'http'}
          title={route.title}
          placeholder={tenant.labels.searchPlaceholder || 'Search...'}
          refreshPath={tenant.inventory.refreshPath}
          facetFilters={routeFacetFilters(route)}
          sortOptions={siteSortOptions(tenant.inventory.sortOptions)}
          card={cardContext(tenant)}
          nowIso={now.toISOString()}
          popularMakeCount={tenant.inventory.popularMakeCount}
          makeLogos={await makeLogos(tenant)}
          collapseSold={tenant.features.collapseSoldCars}
          certifiedOnly={tenant.features.certifiedOnlyFacet}
          priceAscRequiresPrice={tenant.features.priceAscRequiresPrice}
          promos={placeTiles(
            tilesForPage(await getPromoTiles(tenant), now, route.carTypes),
            { defaults: tenant.inventory.promoPositions, randomise: tenant.features.randomPromoPosition },
            HITS_PER_PAGE,
            Math.random,
          )}
        />
      </div>
    </>
  )
}
