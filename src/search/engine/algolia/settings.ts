// Algolia index settings built from the one index configuration, so Algolia ranks, facets and
// typo-tolerates like the local engine (src/search/index-config.ts).
import type { IndexSettings } from 'algoliasearch'
import { ATTRIBUTES, type AttributeDef, INDEX_CONFIG, PRIMARY_INDEX, REPLICAS, type SortKey } from '@/src/search/index-config'

const RANKING = ['typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom']

const sortCriterion = (key: SortKey) => `${key.order}(${key.attribute})`

function facetSetting([name, def]: [string, AttributeDef]): string | null {
  if (def.facet === 'searchable') return `searchable(${name})`
  if (def.facet === 'facet' || def.facet === 'range') return name
  // Numbers filter without being declared; strings and booleans need filterOnly().
  return def.type === 'number' ? null : `filterOnly(${name})`
}

function baseSettings(): IndexSettings {
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

export function primarySettings(): IndexSettings {
  return { ...baseSettings(), ranking: RANKING, replicas: Object.keys(REPLICAS) }
}

/** Standard replicas: the sort key first, then the primary ranking. */
export function replicaSettings(replica: string): IndexSettings {
  return { ...baseSettings(), ranking: [sortCriterion(REPLICAS[replica]), ...RANKING] }
}

/**
 * Every index's settings, the primary first: its `replicas` makes Algolia create the sort
 * replicas, which must exist as replicas before their own settings are set (a replica's
 * settings sent first would create it as an ordinary index).
 */
export function allIndexSettings(): { indexName: string; settings: IndexSettings }[] {
  return [
    { indexName: PRIMARY_INDEX, settings: primarySettings() },
    ...Object.keys(REPLICAS).map((replica) => ({ indexName: replica, settings: replicaSettings(replica) })),
  ]
}
