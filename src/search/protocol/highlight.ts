// Builds `_highlightResult` entries the way Algolia does for prefix queries: each text word that
// starts with a query word gets that prefix wrapped in the client's tags ("<em>Toy</em>ota").

export type MatchLevel = 'none' | 'partial' | 'full'

export interface HighlightResult {
  readonly value: string
  readonly matchLevel: MatchLevel
  readonly matchedWords: string[]
  readonly fullyHighlighted: boolean
}

/** `_highlightResult` mirrors the record: arrays and nested objects keep their shape. */
export type HighlightValue = HighlightResult | HighlightValue[] | { [key: string]: HighlightValue }

export interface HighlightOptions {
  /**
   * Escape the source text (default true). InstantSearch escapes hits again itself when its
   * `escapeHTML` option is on (its default), so a route serving it may pass false to avoid the
   * shopper seeing "&amp;amp;".
   */
  readonly escapeHtml?: boolean
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch])
}

// Case- and accent-insensitive, like Algolia's matching: "citroen" finds "Citroën".
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

const WORD = /[\p{L}\p{M}\p{N}]+/gu

/** Splits a query into the words highlighting looks for. */
export function queryWords(query: string): string[] {
  return query.match(WORD) ?? []
}

/** How many UTF-16 units of `word` the folded prefix `query` covers; 0 when it is no prefix. */
function prefixLength(word: string, query: string): number {
  let folded = ''
  let length = 0
  for (const ch of word) {
    folded += fold(ch)
    length += ch.length
    if (folded.length >= query.length) return folded.startsWith(query) ? length : 0
  }
  return 0
}

interface Marked {
  value: string
  matched: Set<string>
  fullyHighlighted: boolean
}

function markWords(text: string, wanted: readonly string[], tags: [string, string], escape: (s: string) => string): Marked {
  const matched = new Set<string>()
  let value = ''
  let last = 0
  let words = 0
  let fullWords = 0
  for (const m of text.matchAll(WORD)) {
    const word = m[0]
    let n = 0 // the longest matching query word is the one shown
    for (const q of wanted) {
      const length = prefixLength(word, q)
      if (length > 0) matched.add(q)
      n = Math.max(n, length)
    }
    value += escape(text.slice(last, m.index))
    value += n > 0 ? `${tags[0]}${escape(word.slice(0, n))}${tags[1]}${escape(word.slice(n))}` : escape(word)
    words++
    if (n === word.length) fullWords++
    last = m.index + word.length
  }
  value += escape(text.slice(last))
  return { value, matched, fullyHighlighted: words > 0 && fullWords === words }
}

/**
 * `matchLevel` is full when every query word prefixes some text word, partial when some do;
 * `fullyHighlighted` when every text word is highlighted end to end. `matchedWords` lists the
 * query words that matched, as the client sent them.
 */
export function highlight(
  text: string,
  words: readonly string[],
  preTag = '<em>',
  postTag = '</em>',
  options: HighlightOptions = {},
): HighlightResult {
  const escape = options.escapeHtml === false ? (s: string) => s : escapeHtml
  const wanted = [...new Set(words.map(fold).filter((w) => w !== ''))]
  const marked = markWords(text, wanted, [preTag, postTag], escape)
  const seen = new Set<string>()
  const matchedWords = words.filter((w) => {
    const key = fold(w)
    if (!marked.matched.has(key) || seen.has(key)) return false
    return seen.add(key)
  })
  const count = marked.matched.size
  const matchLevel: MatchLevel = count === 0 ? 'none' : count === wanted.length ? 'full' : 'partial'
  return { value: marked.value, matchLevel, matchedWords, fullyHighlighted: marked.fullyHighlighted }
}

type Highlighter = (text: string) => HighlightResult

function highlightValue(value: unknown, mark: Highlighter): HighlightValue | undefined {
  if (typeof value === 'string') return mark(value)
  if (typeof value === 'number' && Number.isFinite(value)) return mark(String(value))
  if (Array.isArray(value)) return value.map((v) => highlightValue(v, mark) ?? mark(''))
  if (typeof value !== 'object' || value === null) return undefined
  const out: Record<string, HighlightValue> = {}
  for (const [key, v] of Object.entries(value)) {
    const h = highlightValue(v, mark)
    if (h !== undefined) out[key] = h
  }
  return out
}

/** `_highlightResult` for the named top-level attributes of a record (strings, numbers, nested). */
export function highlightAttributes(
  record: Readonly<Record<string, unknown>>,
  attributes: readonly string[],
  words: readonly string[],
  preTag = '<em>',
  postTag = '</em>',
  options: HighlightOptions = {},
): Record<string, HighlightValue> {
  const mark: Highlighter = (text) => highlight(text, words, preTag, postTag, options)
  const out: Record<string, HighlightValue> = {}
  for (const attribute of attributes) {
    if (!Object.hasOwn(record, attribute)) continue
    const h = highlightValue(record[attribute], mark)
    if (h !== undefined) out[attribute] = h
  }
  return out
}
