// Search grid block: live stock matching the editor's filter, as a grid or, on sites
// with the Results carousel switch (or when the editor chose it), a carousel with arrows, hydrated
// when the shopper reaches for them (StockCardsIsland). The page read the cars through the site's
// search (data.stock); a failed read offers the search.
import { SiteLink } from '@/src/components/ui/SiteLink'
import type { SearchGridBlock } from '@/payload-types'
import type { BlockData } from '@/src/cms/block-data'
import { StockCardsIsland } from '@/src/components/search/StockCardsIsland.client'
import { EditorNote } from '@/src/components/ui/EditorNote'
import { cardContext } from '@/src/domain/inventory/card-context'
import { vocabularyOf } from '@/src/domain/tenant/vocabulary'
import { stockGridHeading, stockGridHref } from '@/src/domain/listings/stock-blocks'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'

export function SearchGridComponent({
  block,
  index,
  tenant,
  data,
}: {
  block: SearchGridBlock
  index: number
  tenant: TenantConfig
  data: BlockData
}) {
  const result = block.id ? data.stock[block.id] : undefined
  const hits = result?.kind === 'grid' ? result.hits : null
  const filter = block.filter ?? {}
  const heading = block.heading?.trim() || stockGridHeading(filter, vocabularyOf(tenant.vehicleKind).Many)
  const href = stockGridHref(filter, block.sort)
  if (hits && hits.length === 0) {
    return data.preview ? (
      <EditorNote>Search grid “{heading}”: no car in stock matches its filter, so it is hidden on the site.</EditorNote>
    ) : null
  }
  const carousel = block.layout === 'carousel' || (block.layout !== 'grid' && tenant.features.resultsCarousel)
  const card = cardContext(tenant)
  const now = new Date()
  const headingId = `stock-grid-${block.id ?? 'x'}`
  return (
    <section aria-labelledby={headingId} className="container-site py-10" data-testid="search-grid">
      <div className="mb-5 flex flex-wrap items-baseline justify-between gap-4">
        <h2 id={headingId} className="text-2xl font-bold md:text-3xl">
          {heading}
        </h2>
        <SiteLink href={href} className="font-semibold text-[var(--color-primary)] underline underline-offset-2">
          {block.viewAllLabel?.trim() || 'View all'}
          <span className="sr-only"> {heading}</span>
        </SiteLink>
      </div>
      {hits === null ? (
        <p>
          Our stock could not be loaded just now.{' '}
          <SiteLink href={href} className="font-semibold underline">
            Search our stock
          </SiteLink>
        </p>
      ) : (
        <StockCardsIsland hits={hits} card={card} now={now} carousel={carousel} label={heading} leadsPage={index === 0} />
      )}
    </section>
  )
}
