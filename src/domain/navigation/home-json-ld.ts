// The home page's schema.org JSON-LD: the dealer as an AutoDealer (its primary location's address
// and sales hours, each location as a department with its own) and the WebSite with a
// SearchAction into the site's own search.
import type { AutoDealerLeaf, Graph, SearchActionLeaf, WebSiteLeaf, WithActionConstraints } from 'schema-dts'
import { SEARCH_QUERY_PARAM } from '@/src/domain/inventory/search-url-state'
import { type DealerLocation, locationJsonLd, locationPath } from '@/src/domain/locations/location'
import { primaryLocation, sortLocations } from '@/src/domain/locations/select'
import { absoluteUrl, compact } from './json-ld'

export interface DealerSite {
  name: string
  /** The visited site's origin: every URL in the graph is on it. */
  origin: string
  logo?: string | null
  /** The dealer's main number; the primary location's when empty. */
  telephone?: string | null
  locations: readonly DealerLocation[]
}

/** The placeholder the SearchAction's URL template and its query-input name. */
const SEARCH_TERM = 'search_term_string'

export function homeJsonLd(site: DealerSite): Graph {
  const home = absoluteUrl(site.origin, '/')
  const node = (location: DealerLocation) => locationJsonLd(location, absoluteUrl(site.origin, locationPath(location.slug)))
  const shown = sortLocations(site.locations.filter((l) => l.visible))
  const primary = primaryLocation(shown)
  const main = primary ? node(primary) : null
  const logo = site.logo ? absoluteUrl(site.origin, site.logo) : undefined
  const dealer = compact<AutoDealerLeaf>({
    '@type': 'AutoDealer',
    '@id': `${home}#dealer`,
    name: site.name,
    url: home,
    logo,
    image: logo,
    telephone: site.telephone || primary?.phone || undefined,
    address: main?.address,
    geo: main?.geo,
    openingHoursSpecification: main?.openingHoursSpecification,
    // One location is the dealer itself; with more, each is a department with its own address and hours.
    department: shown.length > 1 ? shown.map(node) : undefined,
  })
  const search: WithActionConstraints<SearchActionLeaf> = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl(site.origin, '/search')}?${SEARCH_QUERY_PARAM}={${SEARCH_TERM}}` },
    'query-input': `required name=${SEARCH_TERM}`,
  }
  const website: WebSiteLeaf = {
    '@type': 'WebSite',
    '@id': `${home}#website`,
    url: home,
    name: site.name,
    publisher: { '@id': `${home}#dealer` },
    potentialAction: search,
  }
  return { '@context': 'https://schema.org', '@graph': [dealer, website] }
}
