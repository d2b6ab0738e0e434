'use client'
// The sidebar's tools hydrated on the shopper's first sign of intent
// (intent-island.client.tsx): a pointer over the row, a touch, focus or a key. Their script comes
// with the page (no chunk to wait for), so the part is live within the pointerdown, before the
// click it leads to. A shopper whose own state shows on these buttons (a favourite or a compared
// car in this browser, or signed in for the watchlist) gets them live at once after hydration,
// as the stock cards do (cardsStartNow). The Call Now buttons stay hydrated: their number is
// masked until a click reveals it, which the server's tel: link would not wait for.
import { cardsStartNow } from '@/src/components/shoppers/page-session'
import { bundledIsland } from '@/src/components/ui/intent-island.client'
import { SidebarTools, type SidebarToolsProps } from './SidebarTools.client'

const Island = bundledIsland(SidebarTools, 'car tools')

export function SidebarToolsIsland(props: SidebarToolsProps) {
  return <Island props={props} startNow={cardsStartNow} className="flex flex-wrap items-center gap-2" />
}
