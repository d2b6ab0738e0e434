'use client'
// A block's row in a page's layout names what it holds: "Hero: Summer Sale",
// "FAQ: Do you take trade-ins?", "Search grid: Used Toyota SUVs", instead of "Untitled".
import { useRowLabel } from '@payloadcms/ui'
import { blockRowLabel } from '@/src/domain/content/block-guide'

export function BlockRowLabel() {
  const { data } = useRowLabel<Record<string, unknown> & { blockType?: string }>()
  return <span data-testid="block-row-label">{blockRowLabel(data ?? {})}</span>
}
