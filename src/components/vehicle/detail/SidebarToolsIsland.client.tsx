'use client'
// The sidebar's tools (favourite, compare, watchlist, share), hydrated on the shopper's first sign
// of intent: a pointer over the row, a touch or focus (deferred-part.client.tsx). Their script
// comes with the page, so the first tap hydrates them and lands on the live buttons. A shopper
// whose own state shows on these buttons (a favourite or a compared car in this browser, or signed
// in for the watchlist) gets them live at once after hydration (cardsStartNow). The Call Now
// buttons stay hydrated: their number is masked until a click reveals it.
import { cardsStartNow } from '@/src/components/shoppers/page-session'
import { deferredPart } from '@/src/components/ui/deferred-part.client'
import { SidebarTools, type SidebarToolsProps } from './SidebarTools.client'

const Island = deferredPart(() => Promise.resolve(SidebarTools), { when: 'intent', what: 'car tools' })

export function SidebarToolsIsland(props: SidebarToolsProps) {
  return <Island props={props} startNow={cardsStartNow} className="flex flex-wrap items-center gap-2" />
}
