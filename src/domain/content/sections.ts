// Reusable sections on a page: a Section block stands for the blocks of the section it
// names. The page replaces it by those blocks before rendering, so every block behaves the same
// wherever it is placed (its data is read once for the page, its id stays unique on the page).

type Block = { id?: string | null; blockType: string }
type SectionRef = { layout?: readonly Block[] | null } | string | number | null | undefined

/**
 * The page's blocks with each Section block replaced by its section's blocks. A section that is
 * not readable here (unpublished, deleted, another dealer's) leaves nothing behind.
 */
export function flattenSections<B extends Block>(
  layout: readonly (B | (Block & { blockType: 'section'; section?: SectionRef }))[] | null | undefined,
): B[] {
  const out: B[] = []
  for (const block of layout ?? []) {
    if (block.blockType !== 'section') {
      out.push(block as B)
      continue
    }
    const section = (block as { section?: SectionRef }).section
    if (!section || typeof section !== 'object' || !Array.isArray(section.layout)) continue
    for (const inner of section.layout as readonly Block[]) {
      if (inner.blockType === 'section') continue
      out.push({ ...inner, id: `${block.id ?? 'section'}-${inner.id ?? out.length}` } as B)
    }
  }
  return out
}
