'use client'
// The desktop menu, hidden below `lg` (phones and tablets use MobileNav), hydrated only where it
// shows (deferred-part.client.tsx): on a phone its links, dropdowns and brand mega menu were most
// of the header's hydration. Its links are plain links until then.
import type { ComponentProps } from 'react'
import { deferredPart } from '@/src/components/ui/deferred-part.client'
import { DesktopNav } from './DesktopNav.client'

const Part = deferredPart(() => Promise.resolve(DesktopNav), { when: 'lg-up', what: 'menu' })

export function DesktopNavIsland(props: ComponentProps<typeof DesktopNav>) {
  return <Part props={props} />
}
