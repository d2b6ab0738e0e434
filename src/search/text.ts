// Text matching shared by both engines: words are folded (case and accents), every query word
// must match, by prefix ("cor" finds Corolla) or, from 4 letters, by a typo against the
// vocabulary of make/model/badge/series words ("camery" finds Camry, "ranegr" finds Ranger).
import { INDEX_CONFIG } from './index-config'

const WORD = /[\p{L}\p{M}\p{N}]+/gu

export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

/** Folded words of a text ("Hi-Lux SR5" -> ["hi", "lux", "sr5"]). */
export function words(text: string): string[] {
  return (text.match(WORD) ?? []).map(fold).filter((w) => w !== '')
}

/** Folded words of the listed attributes of a record (strings and numbers). */
export function recordWords(record: Readonly<Record<string, unknown>>, attributes: readonly string[]): string[] {
  const out = new Set<string>()
  for (const attribute of attributes) {
    const value = record[attribute]
    if (typeof value === 'string' || typeof value === 'number') for (const w of words(String(value))) out.add(w)
  }
  return [...out]
}

export function allowedTypos(word: string): number {
  if (!/\p{L}/u.test(word)) return 0 // numbers are matched exactly or by prefix
  if (word.length >= INDEX_CONFIG.minWordSizefor2Typos) return 2
  return word.length >= INDEX_CONFIG.minWordSizefor1Typo ? 1 : 0
}

/**
 * Damerau-Levenshtein distance (optimal string alignment: an adjacent transposition is one
 * edit), or max + 1 once it exceeds `max`.
 */
export function damerau(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  let prev2: number[] = []
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    let best = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let d = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2] + 1)
      row.push(d)
      best = Math.min(best, d)
    }
    if (best > max) return max + 1
    prev2 = prev
    prev = row
  }
  return Math.min(prev[b.length], max + 1)
}

/** Vocabulary words within the query word's typo allowance (the word itself excluded). */
export function typoExpansions(word: string, vocabulary: Iterable<string>): string[] {
  const max = allowedTypos(word)
  if (max === 0) return []
  const out: string[] = []
  for (const candidate of vocabulary) {
    if (candidate !== word && damerau(word, candidate, max) <= max) out.push(candidate)
  }
  return out.sort()
}

export interface QueryTerm {
  /** The folded query word, matched as a prefix. */
  readonly word: string
  /** Whole vocabulary words it may be a typo of. */
  readonly typos: readonly string[]
}

export function queryTerms(query: string, vocabulary: Iterable<string>): QueryTerm[] {
  const vocab = [...vocabulary]
  return [...new Set(words(query))].map((word) => ({ word, typos: typoExpansions(word, vocab) }))
}

/** Words to highlight: the query words plus the typo words that were matched. */
export function highlightWords(terms: readonly QueryTerm[]): string[] {
  return terms.flatMap((t) => [t.word, ...t.typos])
}
