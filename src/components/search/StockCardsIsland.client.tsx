'use client'
// Stock cards in a page builder's Search grid block, with their script loaded on the shopper's
// first sign of intent (intent-island.client.tsx). The server renders the cards as
// before, so the first HTML has every card, photo and link (the block can open a page); in the
// browser that HTML is not hydrated. A pointer over the cards, a touch, focus or a
// key loads them, and a heart or carousel arrow pressed meanwhile is pressed again on the live
// cards. A shopper whose own state shows on cards (signed in, or with favourites in this browser)
// gets them at once after hydration, so their hearts are right from the start.
import { cardsStartNow } from '@/src/components/shoppers/page-session'
import { intentIsland } from '@/src/components/ui/intent-island.client'
import type { StockCardsProps } from './StockCards'

const Island = intentIsland<StockCardsProps>(() => import('./StockCards').then((m) => m.StockCards), 'stock cards')

export function StockCardsIsland(props: StockCardsProps) {
  return <Island props={props} startNow={cardsStartNow} />
}
