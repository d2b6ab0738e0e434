import type { SiteContent } from '@/src/domain/content/site-content-schema'
import pages from './pages.json' with { type: 'json' }

/**
 * Pages every dealer site starts with because the default menus link to them (issue 12): trade-in,
 * service, parts, fleet, FAQs, warranty, the reserve-online explainer and careers. A template or
 * demo site that defines a page with the same slug keeps its own.
 */
export const STARTER_PAGES = pages as SiteContent['pages']

export function withStarterPages(content: SiteContent): SiteContent {
  const own = new Set(content.pages.map((p) => p.slug))
  return { ...content, pages: [...content.pages, ...STARTER_PAGES.filter((p) => !own.has(p.slug))] }
}
