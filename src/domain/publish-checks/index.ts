// Publish checks: the rules a dealer's page, post, section, site settings, menu, offer
// or promo tile must pass to be published. Pure; collections/_hooks/publish-checks.ts runs them on publish.
import { localMoment } from '@/src/domain/locations/open-now'
import { contrastProblems, headingOrderProblems, imageAltProblems, vagueLinkProblems } from './accessibility'
import { expiredPromoProblems, pastDateProblems } from './dates'
import { type TextPiece, extract } from './extract'
import { financeRateProblems } from './finance-rate'
import { internalLinkProblems } from './internal-links'
import { crowdedTileProblems, rankedTile } from './promo-positions'
import { templatePromptProblems } from './template-prompts'
import type { CheckContext, DocumentKind, Problem, SiteIndex } from './types'

export type { CheckContext, DocumentKind, Problem } from './types'

type Data = Record<string, unknown>

/** What of a document shows on the site: a switched-off announcement bar does not. */
function shown(kind: DocumentKind, doc: Data): Data {
  if (kind !== 'site-settings') return doc
  const announcement = doc.announcement as { enabled?: unknown } | null | undefined
  return announcement?.enabled === true ? doc : { ...doc, announcement: null }
}

/**
 * An offer's rate fields are drawn by the offer card as "2.99% p.a. (comparison rate 3.49% p.a.)".
 * A rate without its comparison rate is that field's problem: the refusal shows beside it.
 */
function offerFigures(kind: DocumentKind, doc: Data): TextPiece[] {
  if (kind !== 'offer' || typeof doc.rate !== 'number') return []
  const text = typeof doc.comparisonRate === 'number' ? `comparison rate ${doc.comparisonRate}% p.a.` : `${doc.rate}% p.a.`
  return [{ path: 'comparisonRate', where: 'Comparison rate', group: '', text, disclaimer: false }]
}

export function checkDocument(kind: DocumentKind, doc: Data, ctx: CheckContext): Problem[] {
  const data = shown(kind, doc)
  const found = extract(data)
  const texts = [...found.texts, ...offerFigures(kind, data)]
  return [
    ...templatePromptProblems(found.texts),
    ...financeRateProblems(texts),
    ...(kind === 'offer' || kind === 'promo-tile' ? expiredPromoProblems(data, ctx.now, ctx.timeZone) : []),
    ...pastDateProblems(found.texts, localMoment(ctx.now, ctx.timeZone).date),
    ...imageAltProblems(found.images, ctx.mediaAlt),
    ...headingOrderProblems(found.headings),
    ...vagueLinkProblems(found.links),
    ...contrastProblems(kind === 'promo-tile' ? { background: data.background, image: data.image } : { layout: data.layout }, ctx.theme),
    ...internalLinkProblems(found.links, ctx.site),
    ...(kind === 'promo-tile' && ctx.promoTiles
      ? crowdedTileProblems(rankedTile(data), ctx.promoTiles.others, ctx.promoTiles.site, ctx.now)
      : []),
  ]
}

export const blocking = (problems: readonly Problem[]): Problem[] => problems.filter((p) => p.severity === 'block')

/**
 * The refusal's one line, for the admin's toast: where to look. (The admin lists a message's
 * parts by splitting it at commas, so each problem's own text goes beside its field instead.)
 */
export function refusalHeadline(problems: readonly Problem[]): string {
  const places = [...new Set(blocking(problems).map((p) => (p.where || 'Document').replaceAll(',', '')))]
  return `Publishing is blocked until these are fixed: ${places.join(', ')}`
}

/** "Where: message" lines, blocking problems first, for an error message or a report. */
export function describeProblems(problems: readonly Problem[]): string {
  const line = (p: Problem) => `${p.where || 'Document'}: ${p.message}`
  const blocks = blocking(problems)
  const warnings = problems.filter((p) => p.severity === 'warn')
  return [
    blocks.length
      ? `Publishing is blocked (${blocks.length} ${blocks.length === 1 ? 'problem' : 'problems'}): ${blocks.map(line).join(' | ')}`
      : '',
    warnings.length ? `Warnings (they do not block): ${warnings.map(line).join(' | ')}` : '',
  ]
    .filter(Boolean)
    .join(' ')
}

/** Media ids the document's images name (for loading their alternative text). */
export const imageIds = (doc: Data): string[] => [...new Set(extract(doc).images.flatMap((i) => (i.id === null ? [] : [i.id])))]

/**
 * The links in a document that lead nowhere on the dealer's site now (the dashboard's "broken
 * links"): any document with links, menus and site settings included, not only those checked on publish.
 */
export const brokenLinks = (doc: Data, site: SiteIndex): Problem[] => internalLinkProblems(extract(doc).links, site)
