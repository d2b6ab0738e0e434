// Prints a filter tree back to Algolia's `filters` syntax, so a tree built on the server (the
// tenant's default filter) can be sent to Algolia itself. `parseFilters(printFilter(ast))`
// returns the same tree: nested AND/OR groups are always parenthesised, so the parser never
// flattens them.
import type { FilterNode } from '@/src/domain/inventory/filter-ast'
import { isBareWord } from './filter-lexer'

/** A name or value as a bare word when it lexes back unchanged, else double-quoted and escaped. */
export function quoteIfNeeded(text: string): string {
  if (isBareWord(text)) return text
  return `"${text.replace(/["\\]/g, (ch) => `\\${ch}`)}"`
}

function printNumber(value: number): string {
  return String(value) // "1e+21" and "5e-7" are valid number words for the parser
}

function group(node: FilterNode): string {
  const text = printFilter(node)
  return node.kind === 'and' || node.kind === 'or' ? `(${text})` : text
}

export function printFilter(node: FilterNode): string {
  switch (node.kind) {
    case 'and':
      return node.children.map(group).join(' AND ')
    case 'or':
      return node.children.map(group).join(' OR ')
    case 'not':
      return `NOT ${group(node.child)}`
    case 'facet':
      return `${quoteIfNeeded(node.attribute)}:${quoteIfNeeded(node.value)}`
    case 'tag':
      return `_tags:${quoteIfNeeded(node.value)}`
    case 'numeric':
      return `${quoteIfNeeded(node.attribute)} ${node.op} ${printNumber(node.value)}`
    case 'range':
      return `${quoteIfNeeded(node.attribute)}:${printNumber(node.lower)} TO ${printNumber(node.upper)}`
  }
}
