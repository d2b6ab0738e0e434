// Where an editor's preview of a document opens on the dealer's site (live preview on
// pages and on every content collection that renders on its own; navigation and site settings
// preview on the home page, where the header, footer and announcement bar show). Collections
// with drafts open with a signed token so the site shows the draft.
import { locationPath } from '@/src/domain/locations/location'
import { postPath } from '@/src/domain/content/blog'
import { pathForSlug } from './slug'

export const PREVIEW_COLLECTIONS = ['pages', 'posts', 'offers', 'locations', 'navigation', 'site-settings'] as const
export type PreviewCollection = (typeof PREVIEW_COLLECTIONS)[number]
/** The collections whose drafts the site can show with a preview token. */
export type DraftCollection = 'pages' | 'posts'

export interface PreviewTarget {
  path: string
  /** Set when the preview should show the document's draft. */
  draft?: DraftCollection
}

/** The preview of a document, or null when it has nothing to show yet (a page without a slug). */
export function previewTarget(
  collection: PreviewCollection,
  doc: { id?: string | number | null; slug?: string | null },
): PreviewTarget | null {
  const slug = doc.slug?.trim()
  switch (collection) {
    case 'pages':
      return slug && doc.id ? { path: pathForSlug(slug), draft: 'pages' } : null
    case 'posts':
      return slug && doc.id ? { path: postPath(slug), draft: 'posts' } : null
    case 'offers':
      // The site redirects /offers/{id} to the offer's one address (with its make on multi-make sites).
      return doc.id ? { path: `/offers/${encodeURIComponent(String(doc.id))}` } : null
    case 'locations':
      return slug ? { path: locationPath(slug) } : null
    case 'navigation':
    case 'site-settings':
      return { path: '/' }
  }
}
