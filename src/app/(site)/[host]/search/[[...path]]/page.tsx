import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
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
import { buildBreadcrumbs } from '@/src/domain/navigation/breadcrumbs'
import { Breadcrumbs } from '@/src/components/layout/Breadcrumbs'
import { siteSortOptions } from '@/src/domain/inventory/sort-options'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { requestOrigin, requestNonce } from '@/src/lib/request-origin'
import { searchClientConfig } from '@/src/search/engine/algolia'
import { knownStockValues } from '@/src/search/server'
import { requireTenant } from '../../tenant'

type Props = { params: Promise<{ host: string; path?: string[] }> }

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
