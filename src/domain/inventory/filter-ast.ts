// One typed filter tree for every way Algolia lets a client filter (`filters`, `facetFilters`,
// `numericFilters`, `tagFilters`), so the engines compile or evaluate a single shape.

export type NumericOp = '<' | '<=' | '=' | '!=' | '>=' | '>'

export const NUMERIC_OPS: readonly NumericOp[] = ['<', '<=', '=', '!=', '>=', '>']

export interface AndNode {
  readonly kind: 'and'
  readonly children: readonly FilterNode[]
}

export interface OrNode {
  readonly kind: 'or'
  readonly children: readonly FilterNode[]
}

export interface NotNode {
  readonly kind: 'not'
  readonly child: FilterNode
}

/**
 * `attribute:value`. The value stays a string: Algolia matches it case-insensitively against
 * string values, as a number against numeric values ("10" matches 10) and as 'true'/'false'
 * against booleans.
 */
export interface FacetNode {
  readonly kind: 'facet'
  readonly attribute: string
  readonly value: string
}

export interface NumericNode {
  readonly kind: 'numeric'
  readonly attribute: string
  readonly op: NumericOp
  readonly value: number
}

/** `attribute:lower TO upper`, both bounds inclusive. */
export interface RangeNode {
  readonly kind: 'range'
  readonly attribute: string
  readonly lower: number
  readonly upper: number
}

/** `_tags:value` (or a bare `value`); unlike facets, tags match case-sensitively. */
export interface TagNode {
  readonly kind: 'tag'
  readonly value: string
}

export type FilterNode = AndNode | OrNode | NotNode | FacetNode | NumericNode | RangeNode | TagNode

export type LeafNode = FacetNode | NumericNode | RangeNode | TagNode

export const TAGS_ATTRIBUTE = '_tags'

export const and = (...children: FilterNode[]): AndNode => ({ kind: 'and', children })
export const or = (...children: FilterNode[]): OrNode => ({ kind: 'or', children })
export const not = (child: FilterNode): NotNode => ({ kind: 'not', child })
export const facet = (attribute: string, value: string): FacetNode => ({ kind: 'facet', attribute, value })
export const tag = (value: string): TagNode => ({ kind: 'tag', value })

export const numeric = (attribute: string, op: NumericOp, value: number): NumericNode => ({
  kind: 'numeric',
  attribute,
  op,
  value,
})

export const range = (attribute: string, lower: number, upper: number): RangeNode => ({
  kind: 'range',
  attribute,
  lower,
  upper,
})

export function isLeaf(node: FilterNode): node is LeafNode {
  return node.kind !== 'and' && node.kind !== 'or' && node.kind !== 'not'
}

/** AND of the present parts: null when there is nothing to filter on, the part itself when alone. */
export function allOf(parts: readonly (FilterNode | null | undefined)[]): FilterNode | null {
  const present = parts.filter((p): p is FilterNode => p != null)
  if (present.length === 0) return null
  return present.length === 1 ? present[0] : and(...present)
}

/** OR of the parts; an empty list is "no constraint" (null), as an empty facetFilters group is. */
export function anyOf(parts: readonly FilterNode[]): FilterNode | null {
  if (parts.length === 0) return null
  return parts.length === 1 ? parts[0] : or(...parts)
}
