// Our parser accepts any nesting of AND/OR/NOT, Algolia does not. A filter the platform builds
// (tenant defaults, widget filters) must work on both backends, so it is checked against
// Algolia's documented restrictions here rather than discovered in production.
import { type FilterNode, isLeaf } from '@/src/domain/inventory/filter-ast'

type FilterType = 'facet' | 'numeric' | 'tag'

const AND_IN_OR = 'Algolia cannot combine AND inside OR, as in A OR (B AND C)'
const NOT_GROUP = 'Algolia can only negate a single filter, not a group'

function leafType(node: FilterNode): FilterType | null {
  if (node.kind === 'not') return leafType(node.child)
  if (node.kind === 'facet' || node.kind === 'tag') return node.kind
  if (node.kind === 'numeric' || node.kind === 'range') return 'numeric'
  return null
}

// Nested ORs are one disjunction to Algolia, so their filters are gathered together.
function orMembers(node: FilterNode & { kind: 'or' }, out: FilterNode[], issues: string[]): void {
  for (const child of node.children) {
    if (child.kind === 'or') orMembers(child, out, issues)
    else if (child.kind === 'and') issues.push(AND_IN_OR)
    else {
      visit(child, issues)
      out.push(child)
    }
  }
}

function visit(node: FilterNode, issues: string[]): void {
  if (node.kind === 'and') for (const child of node.children) visit(child, issues)
  if (node.kind === 'not' && !isLeaf(node.child)) issues.push(NOT_GROUP)
  if (node.kind !== 'or') return
  const members: FilterNode[] = []
  orMembers(node, members, issues)
  const types = new Set(members.map(leafType).filter((t): t is FilterType => t !== null))
  if (types.size > 1) issues.push(`Algolia can only OR filters of one type, not ${[...types].join(' and ')}`)
}

/** Reasons Algolia would reject this filter; empty when it is valid there too. */
export function algoliaCompatibilityIssues(ast: FilterNode): string[] {
  const issues: string[] = []
  visit(ast, issues)
  return [...new Set(issues)]
}
