'use client'
// The car's sticky header shows on large screens only (phones have the bottom bar): hydrated only
// there (lgUpIsland), so a phone neither hydrates it nor runs its scroll listener.
import { lgUpIsland } from '@/src/components/ui/lg-up-island.client'
import { StickyCarHeader } from './StickyCarHeader.client'

export const StickyCarHeaderIsland = lgUpIsland(StickyCarHeader, 'sticky car header')
