'use client'
// The offer cards of a page (special offers, a manufacturer's offers) with their script loaded on
// the shopper's first sign of intent (intent-island.client.tsx), as the stock cards
// are. The server renders the cards as before: photos, real links and the full texts' cut
// versions. In the browser that HTML is not hydrated (per card about 20 elements, an image,
// three links and two View more toggles: the last parts of /special-offers that were, its car
// listing being an island already) until a pointer comes over the grid, a finger touches it, it
// takes focus or a key is pressed in it. A View more pressed meanwhile is pressed again on the
// live cards. Nothing on an offer card shows the shopper's own state, so nothing starts it at once.
import { intentIsland } from '@/src/components/ui/intent-island.client'
import type { OfferGridProps } from './OfferCard'

const Island = intentIsland<OfferGridProps>(() => import('./OfferCard').then((m) => m.OfferGrid), 'offer cards')

export function OfferGridIsland(props: OfferGridProps) {
  return <Island props={props} />
}
