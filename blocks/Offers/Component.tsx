import { SiteLink } from '@/src/components/ui/SiteLink'
import type { OffersBlock } from '@/payload-types'
import { OfferCard, OfferGrid } from '@/src/components/offers/OfferCard'
import { ScrollCarousel } from '@/src/components/ui/ScrollCarousel'
import type { BlockData } from '@/src/cms/block-data'
import { offersSingleMake } from '@/src/domain/marketing/offers'
import { isLive } from '@/src/domain/marketing/schedule'

/** Live offers, filtered by category and brand; nothing when none are live. */
export function OffersComponent({ block, data }: { block: OffersBlock; data: BlockData }) {
  const all = data.offers
  const now = new Date()
  const make = block.manufacturer?.trim().toLowerCase()
  const shown = all
    .filter(
      (o) => isLive(o, now) && (!block.category || o.category === block.category) && (!make || o.manufacturer?.toLowerCase() === make),
    )
    .slice(0, block.limit ?? 6)
  if (shown.length === 0) return null
  return (
    <section className="container-site py-10" aria-label={block.heading || 'Current Offers'}>
      <div className="mb-5 flex items-baseline justify-between gap-4">
        {block.heading && <h2 className="text-2xl font-bold md:text-3xl">{block.heading}</h2>}
        <SiteLink href="/special-offers" className="font-semibold text-[var(--color-primary)] underline underline-offset-2">
          All offers
        </SiteLink>
      </div>
      {block.layout === 'carousel' ? (
        <ScrollCarousel
          label={block.heading || 'Current Offers'}
          items={shown.map((o) => ({ key: o.id, node: <OfferCard offer={o} singleMake={offersSingleMake(all)} /> }))}
        />
      ) : (
        <OfferGrid offers={shown} singleMake={offersSingleMake(all)} />
      )}
    </section>
  )
}
