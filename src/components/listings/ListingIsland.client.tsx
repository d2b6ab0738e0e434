'use client'
// The offers and manufacturer listings with their script loaded on the shopper's first sign of
// intent (intent-island.client.tsx). The server renders the filters, the cards and the
// pages as before, as a GET form and real links that work without script; in the browser that
// HTML is not hydrated (on the offers pages nearly every element of the page) until a pointer
// comes over the listing, a finger touches it, it takes focus or a key is pressed in it. A filter
// changed, a word typed or a page link clicked meanwhile is done again on the live listing. A
// shopper whose own state shows on cards gets it at once after hydration (cardsStartNow).
import { cardsStartNow } from '@/src/components/shoppers/page-session'
import { intentIsland } from '@/src/components/ui/intent-island.client'
import type { ListingPageProps } from './ListingPage.client'

const Island = intentIsland<ListingPageProps>(() => import('./ListingPage.client').then((m) => m.ListingPage), 'listing')

export function ListingIsland(props: ListingPageProps) {
  return <Island props={props} startNow={cardsStartNow} fallback={<p className="py-10 text-center text-sm">Loading the listing…</p>} />
}
