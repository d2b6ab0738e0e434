// Every link between a dealer site's own pages: Next's client navigation, without prefetching.
// Next prefetches each link that scrolls into view by default. A dealer's pages render per request
// (per site, live stock), so a home page view cost seven more server renders and a car page
// thirteen, and the phone downloaded pages the shopper mostly never opens. A followed link fetches
// its page when clicked, as a plain link would, and still swaps it in place.
import Link from 'next/link'
import type { ComponentProps } from 'react'

export function SiteLink(props: ComponentProps<typeof Link>) {
  return <Link prefetch={false} {...props} />
}
