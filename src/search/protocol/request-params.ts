// Turns the two wire forms of a query's parameters into one plain object before validation:
// algoliasearch v5 sends them flat in the request object, v4 (and v3) as a URL-encoded `params`
// string in which arrays and objects are JSON and every scalar is text ("hitsPerPage=21").

export type RawParams = Record<string, unknown>

// Keys that describe the request rather than its search parameters.
const ENVELOPE_KEYS = new Set(['indexName', 'params', 'type', 'facet', 'facetName'])

const NUMBER_PARAMS = new Set(['page', 'hitsPerPage', 'offset', 'length', 'maxValuesPerFacet', 'maxFacetHits'])
const BOOLEAN_PARAMS = new Set(['analytics', 'clickAnalytics'])
// JSON arrays in a params string; the filter lists are left as text for facet-filters, which also
// understands their legacy comma form.
const JSON_LIST_PARAMS = new Set(['facets', 'attributesToRetrieve', 'attributesToHighlight'])

function coerce(key: string, text: string): unknown {
  if (NUMBER_PARAMS.has(key) && /^-?\d+(\.\d+)?$/.test(text)) return Number(text)
  if (BOOLEAN_PARAMS.has(key) && (text === 'true' || text === 'false')) return text === 'true'
  if (JSON_LIST_PARAMS.has(key) && text.trimStart().startsWith('[')) {
    try {
      return JSON.parse(text) as unknown
    } catch {
      return text // validation then reports the parameter's expected shape
    }
  }
  return text
}

/** Decodes a v4 `params` string; a text that fails coercion is kept so validation can name it. */
export function decodeParamsString(params: string): RawParams {
  const out: RawParams = {}
  // URLSearchParams reads '+' as a space, as form encoding does; the JS clients never send a raw
  // '+' because they encode with encodeURIComponent.
  for (const [key, value] of new URLSearchParams(params)) out[key] = coerce(key, value)
  return out
}

/**
 * The search parameters of one request object: its `params` string (if any) decoded, then its
 * flat fields on top. Nulls count as absent, as the clients use them for "not set".
 */
export function mergeParams(request: Record<string, unknown>): RawParams {
  const fromString = typeof request.params === 'string' ? decodeParamsString(request.params) : {}
  const merged: RawParams = { ...fromString }
  for (const [key, value] of Object.entries(request)) {
    if (!ENVELOPE_KEYS.has(key)) merged[key] = value
  }
  for (const key of Object.keys(merged)) if (merged[key] === null) delete merged[key]
  return merged
}

/** The `params` string Algolia echoes in each result, in the v4 encoding. */
export function encodeParams(params: RawParams): string {
  return Object.entries(params)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => {
      const text = typeof value === 'object' ? JSON.stringify(value) : String(value)
      return `${encodeURIComponent(key)}=${encodeURIComponent(text)}`
    })
    .join('&')
}

/** A list parameter as a list: arrays as given, a string split on commas ("make,model"). */
export function toList(value: string | readonly string[]): string[] {
  if (typeof value !== 'string') return [...value]
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
}
