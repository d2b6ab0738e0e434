// Finance advertising in editor-written copy: an annual percentage rate must come with
// a comparison rate of equal prominence and the comparison-rate warning, as the comparison-rate
// provisions of the National Credit Code (NCCP Act 2009, s164) and ASIC RG 178
// (advertising credit products) ask. The site's own finance figures (calculator,
// offer cards) are drawn by the finance module, which shows them lawfully; this rule covers copy.
import type { TextPiece } from './extract'
import type { Problem } from './types'

/** A percentage as written: "2.99%", "2.99 %", "0%". */
const PERCENT = /(\d{1,2}(?:\.\d{1,2})?)\s?%/g
/** After the figure: it is an annual rate. */
const RATE_AFTER = /^\s*(?:p\.?\s?a\b\.?|per\s+annum|pa\b|annual|a\s+year|apr\b|interest|finance|fixed|variable|rate)/i
/** Before the figure: it is an annual rate ("interest rate of", "finance from", "rates from just"). */
const RATE_BEFORE = /(?:interest|finance|annual\s+percentage|rates?)(?:\s+rates?)?\s*(?:of|from|at|is|:)?\s*(?:just|only)?\s*$/i
/** A comparison rate's own figure ("comparison rate 3.49%", "3.49% comparison rate"). */
const COMPARISON_BEFORE = /comparison\s+rates?\s*(?:of|is|:|-|–)?\s*(?:just|only)?\s*$/i
const COMPARISON_AFTER = /^\s*(?:p\.?\s?a\.?\s*)?\*?\s*comparison/i

/** Loose match on the standard warning ("…comparison rate is true only for the example(s) given…"). */
export const WARNING_TEXT = /comparison\s+rate\s+is\s+true\s+only\s+for\s+the\s+examples?/i

export interface Figures {
  rates: string[]
  comparisons: string[]
}

/** The advertised annual rates and the comparison rates a piece of copy states. */
export function ratesIn(text: string): Figures {
  const out: Figures = { rates: [], comparisons: [] }
  for (const match of text.matchAll(PERCENT)) {
    const start = match.index
    const before = text.slice(Math.max(0, start - 40), start)
    const after = text.slice(start + match[0].length, start + match[0].length + 30)
    if (COMPARISON_BEFORE.test(before) || COMPARISON_AFTER.test(after)) out.comparisons.push(match[0])
    else if (RATE_AFTER.test(after) || RATE_BEFORE.test(before)) out.rates.push(`${match[0]}${RATE_AFTER.exec(after)?.[0] ?? ''}`.trim())
  }
  return out
}

/**
 * Each piece of copy naming an annual rate needs a comparison rate in the same block (a
 * disclaimer field is not equal prominence) and the warning somewhere in the document.
 */
export function financeRateProblems(texts: readonly TextPiece[]): Problem[] {
  const warned = texts.some((t) => WARNING_TEXT.test(t.text))
  const compared = new Set(texts.filter((t) => !t.disclaimer && ratesIn(t.text).comparisons.length > 0).map((t) => t.group))
  const comparedAnywhere = new Set(texts.filter((t) => ratesIn(t.text).comparisons.length > 0).map((t) => t.group))
  const problems: Problem[] = []
  for (const piece of texts) {
    const { rates } = ratesIn(piece.text)
    if (rates.length === 0) continue
    const hasComparison = (piece.disclaimer ? comparedAnywhere : compared).has(piece.group)
    if (hasComparison && warned) continue
    const missing = [
      hasComparison ? null : 'a comparison rate shown as prominently in the same block (e.g. "comparison rate 3.49% p.a.*")',
      warned ? null : 'the comparison-rate warning ("WARNING: This comparison rate is true only for the examples given…")',
    ].filter(Boolean)
    problems.push({
      rule: 'finance-rate',
      severity: 'block',
      path: piece.path,
      where: piece.where,
      message: `Shows the rate "${rates[0]}" without ${missing.join(' and ')}. Consumer credit law (NCCP Act, ASIC RG 178) requires both; or leave the rate out.`,
    })
  }
  return problems
}
