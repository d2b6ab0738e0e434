// Tokens of Algolia's `filters` syntax. Kept apart from the parser so each stays small and the
// printer can share the exact rule for which words need quoting.

export type TokenType = 'lparen' | 'rparen' | 'colon' | 'op' | 'word' | 'string' | 'eof'

export interface Token {
  readonly type: TokenType
  /** Unescaped text: the operator, the word, or the content of a quoted string. */
  readonly value: string
  /** 0-based offset of the token's first character in the input. */
  readonly position: number
}

export interface LexError {
  readonly message: string
  readonly position: number
}

export type LexResult = { ok: true; tokens: Token[] } | { ok: false; error: LexError }

/** Algolia's keywords are upper case only; `and` is an ordinary word (a tag or a value). */
export const KEYWORDS: ReadonlySet<string> = new Set(['AND', 'OR', 'NOT', 'TO'])

const SPACE = /\s/u
// Characters that end a bare word; anything else (letters, digits, '-', '.', '_', '/', '\' ...)
// may appear unquoted, like `make_model.lvl0:C-Class`.
const DELIMITERS = new Set(['(', ')', ':', '<', '>', '=', '!', '"', "'"])
const SINGLE: Record<string, TokenType> = { '(': 'lparen', ')': 'rparen', ':': 'colon' }

/** Echoes client text in messages without echoing a megabyte of it. */
export function clip(text: string, max = 80): string {
  return text.length <= max ? text : `${text.slice(0, max)}…`
}

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/

/** Parses a number the way the filter syntax writes it; null for anything else ("0x10", "1_000"). */
export function parseNumber(text: string): number | null {
  if (!NUMBER.test(text)) return null
  const value = Number(text)
  if (!Number.isFinite(value)) return null
  return value === 0 ? 0 : value // -0 would make equal filters compare unequal
}

export function isKeyword(token: Token): boolean {
  return token.type === 'word' && KEYWORDS.has(token.value)
}

/** True when `text` lexes back as one bare word with this exact value. */
export function isBareWord(text: string): boolean {
  if (text.length === 0 || KEYWORDS.has(text)) return false
  for (const ch of text) if (SPACE.test(ch) || DELIMITERS.has(ch)) return false
  return true
}

export function tokenize(input: string): LexResult {
  const tokens: Token[] = []
  let i = 0
  while (i < input.length) {
    const ch = input[i]
    if (SPACE.test(ch)) {
      i++
      continue
    }
    const next = lexOne(input, i)
    if ('message' in next) return { ok: false, error: next }
    tokens.push(next.token)
    i = next.end
  }
  tokens.push({ type: 'eof', value: '', position: input.length })
  return { ok: true, tokens }
}

type Lexed = { token: Token; end: number } | LexError

function lexOne(input: string, start: number): Lexed {
  const ch = input[start]
  const single = SINGLE[ch]
  if (single) return { token: { type: single, value: ch, position: start }, end: start + 1 }
  if (ch === '"' || ch === "'") return lexQuoted(input, start)
  if (ch === '<' || ch === '>' || ch === '=' || ch === '!') return lexOperator(input, start)
  let end = start
  while (end < input.length && !SPACE.test(input[end]) && !DELIMITERS.has(input[end])) end++
  return { token: { type: 'word', value: input.slice(start, end), position: start }, end }
}

function lexOperator(input: string, start: number): Lexed {
  const ch = input[start]
  const withEquals = input[start + 1] === '='
  if (ch === '=') return { token: { type: 'op', value: '=', position: start }, end: start + 1 }
  if (ch === '!' && !withEquals) {
    return { message: `Unexpected character '!' at position ${start}; expected '!='`, position: start }
  }
  const value = withEquals ? `${ch}=` : ch
  return { token: { type: 'op', value, position: start }, end: start + value.length }
}

// Inside quotes a backslash takes the next character literally, so `"say \"hi\""` and `'O\'Brien'`
// work; the quote that opened the string is the only one that closes it.
function lexQuoted(input: string, start: number): Lexed {
  const quote = input[start]
  let value = ''
  let i = start + 1
  while (i < input.length) {
    const ch = input[i]
    if (ch === quote) return { token: { type: 'string', value, position: start }, end: i + 1 }
    if (ch === '\\' && i + 1 < input.length) {
      value += input[i + 1]
      i += 2
      continue
    }
    value += ch
    i++
  }
  return { message: `Unterminated quoted string starting at position ${start}`, position: start }
}
