// A car's text banner (tagBanner): on its card over the photo, on its page beside the heading.
// The words are drawn as written, never upper-cased: "Just Sold" and a feed's own "JUST SOLD"
// are different texts, and a dealer's tag reads as the dealer wrote it.
import type { TagBanner } from '@/src/domain/inventory/tag-banner'

export type TextTag = Exclude<TagBanner, { kind: 'none' | 'certified' }>

function tone(kind: TextTag['kind']): string {
  if (kind === 'reserved') return 'bg-gray-900 text-white'
  if (kind === 'fuel') return 'bg-emerald-700 text-white'
  // A runout is a sale: drawn like the price block's "Reduced".
  if (kind === 'runout') return 'bg-red-700 text-white'
  return 'bg-[var(--color-accent)] text-[var(--color-on-accent)]'
}

/** `className`: where it sits and its corners (the caller's layout). */
export function TagText({ tag, className }: { tag: TextTag; className: string }) {
  return (
    <span
      data-testid="tag-banner"
      data-tag-kind={tag.kind}
      className={`${className} px-3 py-1 text-xs font-bold tracking-wide ${tone(tag.kind)}`}
    >
      {tag.text}
    </span>
  )
}
