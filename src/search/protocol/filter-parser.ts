// Recursive-descent parser for Algolia's `filters` string. Grammar (precedence NOT > AND > OR):
//   or      := and ('OR' and)*
//   and     := unary ('AND' unary)*
//   unary   := 'NOT' unary | '(' or ')' | filter
//   filter  := name ':' value ['TO' number]   facet, boolean, tag (`_tags:x`) or range
//            | name op number                  numeric comparison, op in < <= = != >= >
//            | name                            bare tag, like Algolia's `published`
// It accepts a superset of what Algolia accepts (any nesting of AND/OR/NOT); use
// `algoliaCompatibilityIssues` to hold a filter to Algolia's own restrictions.
import {
  type FilterNode,
  type NumericOp,
  TAGS_ATTRIBUTE,
  and,
  facet,
  not,
  numeric,
  or,
  range,
  tag,
} from '@/src/domain/inventory/filter-ast'
import { type Token, clip, isKeyword, parseNumber, tokenize } from './filter-lexer'

export interface FilterParseError {
  readonly message: string
  /** 0-based character offset in the input. */
  readonly position: number
}

export type FilterParseResult = { ok: true; ast: FilterNode } | { ok: false; error: FilterParseError }

export interface FilterParseLimits {
  /** Longest accepted input, in characters. */
  readonly maxLength: number
  /** Deepest accepted nesting of parentheses and NOTs. */
  readonly maxDepth: number
}

// Generous for real use (a tenant filter excluding a few hundred stock numbers fits) but small
// enough that a hostile request cannot make the parser or the SQL behind it expensive.
export const DEFAULT_FILTER_LIMITS: FilterParseLimits = { maxLength: 20_000, maxDepth: 32 }

class ParseFailure extends Error {
  constructor(
    readonly position: number,
    message: string,
  ) {
    super(message)
  }
}

export function parseFilters(input: string, limits: FilterParseLimits = DEFAULT_FILTER_LIMITS): FilterParseResult {
  if (input.length > limits.maxLength) {
    const message = `Filter is too long (${input.length} characters, at most ${limits.maxLength})`
    return { ok: false, error: { message, position: limits.maxLength } }
  }
  const lexed = tokenize(input)
  if (!lexed.ok) return lexed
  try {
    return { ok: true, ast: new Parser(lexed.tokens, limits.maxDepth).parseAll() }
  } catch (e) {
    if (e instanceof ParseFailure) return { ok: false, error: { message: e.message, position: e.position } }
    throw e
  }
}

function describeToken(token: Token): string {
  if (token.type === 'eof') return 'end of filter'
  if (token.type === 'string') return `string "${clip(token.value)}"`
  return `token '${clip(token.value)}'`
}

class Parser {
  private index = 0

  constructor(
    private readonly tokens: Token[],
    private readonly maxDepth: number,
  ) {}

  parseAll(): FilterNode {
    if (this.peek().type === 'eof') throw new ParseFailure(0, 'Empty filter at position 0')
    const ast = this.parseOr(0)
    const rest = this.peek()
    if (rest.type !== 'eof') this.fail(rest, 'expected AND, OR or end of filter')
    return ast
  }

  private parseOr(depth: number): FilterNode {
    const children = [this.parseAnd(depth)]
    while (this.atKeyword('OR')) {
      this.index++
      children.push(this.parseAnd(depth))
    }
    return children.length === 1 ? children[0] : or(...children)
  }

  private parseAnd(depth: number): FilterNode {
    const children = [this.parseUnary(depth)]
    while (this.atKeyword('AND')) {
      this.index++
      children.push(this.parseUnary(depth))
    }
    return children.length === 1 ? children[0] : and(...children)
  }

  private parseUnary(depth: number): FilterNode {
    const token = this.peek()
    if (token.type === 'lparen' || this.atKeyword('NOT')) this.checkDepth(token, depth + 1)
    if (this.atKeyword('NOT')) {
      this.index++
      return not(this.parseUnary(depth + 1))
    }
    if (token.type === 'lparen') {
      this.index++
      const inner = this.parseOr(depth + 1)
      const close = this.peek()
      if (close.type !== 'rparen') this.fail(close, `expected ')' to close '(' at position ${token.position}`)
      this.index++
      return inner
    }
    return this.parseFilter()
  }

  private parseFilter(): FilterNode {
    const name = this.expectName('expected a filter')
    const next = this.peek()
    if ((next.type === 'colon' || next.type === 'op') && name.value === '') {
      throw new ParseFailure(name.position, `Empty attribute name at position ${name.position}`)
    }
    if (next.type === 'colon') {
      this.index++
      return this.parseColonValue(name)
    }
    if (next.type === 'op') {
      this.index++
      return numeric(name.value, next.value as NumericOp, this.expectNumber(`expected a number after '${next.value}'`))
    }
    return tag(name.value) // a lone value filters on _tags, as in Algolia
  }

  private parseColonValue(name: Token): FilterNode {
    const value = this.expectName("expected a value after ':'")
    const lower = value.type === 'word' ? parseNumber(value.value) : null
    if (lower !== null && this.atKeyword('TO')) {
      this.index++
      return range(name.value, lower, this.expectNumber("expected a number after 'TO'"))
    }
    return name.value === TAGS_ATTRIBUTE ? tag(value.value) : facet(name.value, value.value)
  }

  private expectName(expected: string): Token {
    const token = this.peek()
    if ((token.type !== 'word' && token.type !== 'string') || isKeyword(token)) {
      const hint = isKeyword(token) ? ` (quote "${token.value}" to use it as a value)` : ''
      this.fail(token, expected + hint)
    }
    this.index++
    return token
  }

  private expectNumber(expected: string): number {
    const token = this.peek()
    const value = token.type === 'word' ? parseNumber(token.value) : null
    if (value === null) this.fail(token, expected)
    this.index++
    return value as number
  }

  private checkDepth(token: Token, depth: number): void {
    if (depth > this.maxDepth) {
      throw new ParseFailure(token.position, `Filter nests deeper than ${this.maxDepth} levels at position ${token.position}`)
    }
  }

  private atKeyword(keyword: string): boolean {
    const token = this.peek()
    return isKeyword(token) && token.value === keyword
  }

  private peek(): Token {
    return this.tokens[this.index]
  }

  private fail(token: Token, expected: string): never {
    const what = token.type === 'eof' ? 'Unexpected end of filter' : `Unexpected ${describeToken(token)}`
    throw new ParseFailure(token.position, `${what} at position ${token.position}; ${expected}`)
  }
}
