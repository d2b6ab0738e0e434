'use client'
// The car's sticky header shows on large screens only (phones have the bottom bar): hydrated only
// there (deferred-part.client.tsx), so a phone neither hydrates it nor runs its scroll listener.
import type { ComponentProps } from 'react'
import { deferredPart } from '@/src/components/ui/deferred-part.client'
import { StickyCarHeader } from './StickyCarHeader.client'

const Part = deferredPart(() => Promise.resolve(StickyCarHeader), { when: 'lg-up', what: 'sticky car header' })

export function StickyCarHeaderIsland(props: ComponentProps<typeof StickyCarHeader>) {
  return <Part props={props} />
}
