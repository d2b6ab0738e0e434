// Publish checks: the problems a dealer's content can have when it is published, and
// what the rules need to know about the dealer site besides the document itself.

import type { RankedTile, TileSite } from './promo-positions'

export type Rule =
  | 'finance-rate'
  | 'expired-promo'
  | 'past-date'
  | 'image-alt'
  | 'heading-order'
  | 'vague-link'
  | 'contrast'
  | 'internal-link'
  | 'crowded-tile'
  | 'template-prompt'

/** `block` stops a publish (draft saves still work); `warn` is reported but publishes. */
export type Severity = 'block' | 'warn'

export interface Problem {
  rule: Rule
  severity: Severity
  /** The field's path in the document as the admin names it, e.g. "layout.2.slides.0.heading". */
  path: string
  /** The same place for people, e.g. 'Block 3 "Hero" → Slide 1 → Heading'. */
  where: string
  message: string
}

/** The kinds of document that are checked when published. */
export type DocumentKind = 'page' | 'post' | 'section' | 'site-settings' | 'navigation' | 'offer' | 'promo-tile'

/** What the dealer site publishes now, for the internal-link rule. */
export interface SiteIndex {
  /** Normalised site paths that answer: published pages, redirect sources, model Explore pages. */
  paths: ReadonlySet<string>
  /** Ids (as strings) of the dealer's published pages and posts. */
  pageIds: ReadonlySet<string>
  postIds: ReadonlySet<string>
}

export interface CheckContext {
  now: Date
  /** Dates in copy are calendar days there, e.g. "Australia/Sydney". */
  timeZone: string
  /** Null: links are not checked (the site's pages are unknown). */
  site: SiteIndex | null
  /** Alternative text of the images the document names, by media id; a missing id is not checked. */
  mediaAlt: ReadonlyMap<string, string | null>
  /** The site's colours the hero and promo tiles are drawn in; null skips the contrast rule. */
  theme: { primary: string; secondary: string } | null
  /** The dealer's other promo tiles and where tiles go, for a promo tile; absent skips the rule. */
  promoTiles?: { others: readonly RankedTile[]; site: TileSite } | null
}
