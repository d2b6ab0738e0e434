import { type ListingInput, listingHref, withPage } from '@/src/domain/listings/listing-input'
import { PageLinks } from '@/src/components/ui/PageLinks'

/** A listing's page links; the listing shell turns a plain click into a history entry and a cached fetch. */
export function ListingPagination<I extends ListingInput>({ input, pages, onPage }: { input: I; pages: number; onPage(next: I): void }) {
  return (
    <PageLinks
      page={input.page}
      pages={pages}
      href={(page) => listingHref(withPage(input, page))}
      onPage={(page) => onPage(withPage(input, page))}
    />
  )
}
