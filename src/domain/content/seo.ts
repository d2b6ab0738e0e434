// Search-result defaults for a page or post: the editor's "Auto-generate" fills the title,
// description and sharing image from the page's own first heading, first words and first image.
// Lengths follow what search results show whole.
import { lexicalText } from './block-guide'

/** Titles over 60 and descriptions over 160 characters are cut off in search results. */
export const SEO_TITLE_MAX = 60
export const SEO_DESCRIPTION_MAX = 160

type Doc = Record<string, unknown>

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim().replace(/\s+/g, ' ') : null)
const idOf = (v: unknown): number | string | null =>
  typeof v === 'number' || typeof v === 'string'
    ? v
    : v && typeof v === 'object' && 'id' in v
      ? ((v as { id: number | string }).id ?? null)
      : null

/** "Summer Sale | Harbour City Motors", or the title alone when the pair is too long. */
export function seoTitle(doc: Doc, siteName: string): string {
  const title = text(doc.title) ?? siteName
  const full = `${title} | ${siteName}`
  if (full.length <= SEO_TITLE_MAX) return full
  return title.length <= SEO_TITLE_MAX ? title : `${title.slice(0, SEO_TITLE_MAX - 1).trimEnd()}…`
}

/** Cut at a word boundary, with an ellipsis when anything was left out. */
export function clipAtWord(value: string, max: number): string {
  if (value.length <= max) return value
  const cut = value.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, '')}…`
}

/** The first words a shopper reads: a post's excerpt or body, else the page's first sentence-bearing block. */
export function seoDescription(doc: Doc): string | null {
  const candidates: (string | null)[] = [text(doc.excerpt), lexicalText(doc.body)]
  for (const block of Array.isArray(doc.layout) ? (doc.layout as Doc[]) : []) {
    if (block.blockType === 'hero') candidates.push(text((block.slides as Doc[] | undefined)?.[0]?.subheading))
    if (block.blockType === 'richText') candidates.push(lexicalText(block.content))
    if (block.blockType === 'callToAction') candidates.push(text(block.text))
    if (block.blockType === 'leadForm' || block.blockType === 'financeCalculator' || block.blockType === 'budgetFinder')
      candidates.push(text(block.intro))
  }
  const found = candidates.find((c) => c && c.length >= 20) ?? candidates.find(Boolean)
  return found ? clipAtWord(found, SEO_DESCRIPTION_MAX) : null
}

/** The sharing image: a post's hero image, else the page's first hero slide or image block. */
export function seoImage(doc: Doc): number | string | null {
  const hero = idOf(doc.heroImage)
  if (hero !== null) return hero
  for (const block of Array.isArray(doc.layout) ? (doc.layout as Doc[]) : []) {
    if (block.blockType === 'hero') {
      const image = ((block.slides as Doc[] | undefined) ?? []).map((s) => idOf(s.image)).find((id) => id !== null)
      if (image !== undefined) return image
    }
    if (block.blockType === 'mediaBlock' && idOf(block.media) !== null) return idOf(block.media)
  }
  return null
}
