// Compiles the protocol's filter tree to a parameterised SQL condition with the reference
// semantics of `matches` (src/search/protocol/evaluate.ts):
// - facet values compare case-insensitively with strings (through the dictionary's codes),
//   numerically with numbers, as 'true'/'false' with booleans; an undeclared attribute never
//   matches;
// - NOT is `(...) IS NOT TRUE`, so `NOT make:x` keeps records without a make (SQL's NOT NULL
//   would drop them). AND/OR over NULL leaves then behave exactly as two-valued logic.
import { type FilterNode, type NumericOp, parseNumber } from '@/src/search/protocol'
import { columnFor, isPlainText } from './columns'
import type { Dictionary } from './dictionary'

export class SqlParams {
  readonly values: unknown[] = []
  add(value: unknown): string {
    this.values.push(value)
    return `$${this.values.length}`
  }
}

const SQL_OPS: Record<NumericOp, string> = { '<': '<', '<=': '<=', '=': '=', '!=': '<>', '>=': '>=', '>': '>' }
const NEVER = 'FALSE'

function facetSql(attribute: string, value: string, params: SqlParams, dictionary: Dictionary): string {
  const column = columnFor(attribute)
  if (!column) return NEVER
  if (isPlainText(column.def)) return `${column.sql} = ${params.add(value.toLowerCase())}`
  switch (column.def.type) {
    case 'string': {
      const codes = dictionary.codesFor(attribute, value)
      if (codes.length === 0) return NEVER
      return codes.length === 1 ? `${column.sql} = ${params.add(codes[0])}` : `${column.sql} = ANY(${params.add(codes)}::int4[])`
    }
    case 'strings': {
      const codes = dictionary.codesFor(attribute, value)
      return codes.length === 0 ? NEVER : `${column.sql} && ${params.add(codes)}::int4[]`
    }
    case 'number': {
      const n = parseNumber(value)
      return n === null ? NEVER : `${column.sql} = ${params.add(n)}`
    }
    case 'boolean': {
      const word = value.toLowerCase()
      return word === 'true' || word === 'false' ? `${column.sql} = ${word.toUpperCase()}` : NEVER
    }
  }
}

function numberColumn(attribute: string): string | null {
  const column = columnFor(attribute)
  return column?.def.type === 'number' ? column.sql : null
}

function join(children: readonly FilterNode[], op: 'AND' | 'OR', params: SqlParams, dictionary: Dictionary): string {
  if (children.length === 0) return op === 'AND' ? 'TRUE' : NEVER
  return `(${children.map((c) => compileFilter(c, params, dictionary)).join(` ${op} `)})`
}

export function compileFilter(node: FilterNode | null, params: SqlParams, dictionary: Dictionary): string {
  if (node === null) return 'TRUE'
  switch (node.kind) {
    case 'and':
      return join(node.children, 'AND', params, dictionary)
    case 'or':
      return join(node.children, 'OR', params, dictionary)
    case 'not':
      return `((${compileFilter(node.child, params, dictionary)}) IS NOT TRUE)`
    case 'facet':
      return facetSql(node.attribute, node.value, params, dictionary)
    case 'tag':
      return NEVER // records carry no _tags
    case 'numeric': {
      const column = numberColumn(node.attribute)
      return column ? `${column} ${SQL_OPS[node.op]} ${params.add(node.value)}` : NEVER
    }
    case 'range': {
      const column = numberColumn(node.attribute)
      return column ? `(${column} >= ${params.add(node.lower)} AND ${column} <= ${params.add(node.upper)})` : NEVER
    }
  }
}
