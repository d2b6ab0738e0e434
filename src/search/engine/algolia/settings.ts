// Algolia index settings built from the one index configuration, so Algolia ranks, facets and
// typo-tolerates like the local engine (src/search/index-config.ts).
import { ATTRIBUTES, type AttributeDef, INDEX_CONFIG, PRIMARY_INDEX, REPLICAS, type SortKey } from '@/src/search/index-config'

const RANKING = ['typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom']

const sortCriterion = (key: SortKey) => `${key.order}(${key.attribute})`

function facetSetting([name, def]: [string, AttributeDef]): string | null {
  if (def.facet === 'searchable') return `searchable(${name})`
  if (def.facet === 'facet' || def.facet === 'range') return name
  // Numbers filter without being declared; strings and booleans need filterOnly().
  return def.type === 'number' ? null : `filterOnly(${name})`
}

function baseSettings(): Record<string, unknown> {
  return {
    searchableAttributes: [...INDEX_CONFIG.searchableAttributes],
    attributesForFaceting: Object.entries(ATTRIBUTES)
      .map(facetSetting)
      .filter((s): s is string => s !== null),
    customRanking: INDEX_CONFIG.customRanking.map(sortCriterion),
    // VINs and stock numbers match by prefix only (DESIGN search notes).
    disableTypoToleranceOnAttributes: INDEX_CONFIG.searchableAttributes.filter(
      (a) => !(INDEX_CONFIG.typoAttributes as readonly string[]).includes(a),
    ),
    minWordSizefor1Typo: INDEX_CONFIG.minWordSizefor1Typo,
    minWordSizefor2Typos: INDEX_CONFIG.minWordSizefor2Typos,
    paginationLimitedTo: INDEX_CONFIG.paginationLimitedTo,
    attributesToHighlight: [...INDEX_CONFIG.searchableAttributes],
    maxValuesPerFacet: 100,
  }
}

export function primarySettings(): Record<string, unknown> {
  return { ...baseSettings(), ranking: RANKING, replicas: Object.keys(REPLICAS) }
}

/** Standard replicas: the sort key first, then the primary ranking. */
export function replicaSettings(replica: string): Record<string, unknown> {
  return { ...baseSettings(), ranking: [sortCriterion(REPLICAS[replica]), ...RANKING] }
}

export const ALGOLIA_PRIMARY_INDEX = PRIMARY_INDEX
