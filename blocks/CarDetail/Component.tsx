// Car detail block: one car featured on a page (by stock number, or the newest matching
// a filter): its photo, headline figures, price with the finance line, and a button to its page.
// A sold or missing car hides the block on the site; the editor's preview says why instead.
import type { CarDetailBlock } from '@/payload-types'
import type { BlockData } from '@/src/cms/block-data'
import { CardPrice } from '@/src/components/search/CarCard/CarCard'
import { EditorNote } from '@/src/components/ui/EditorNote'
import { cardContext } from '@/src/domain/inventory/card-context'
import { searchCardView } from '@/src/domain/inventory/search-card'
import { FEATURED_CAR_HIDDEN_REASONS } from '@/src/domain/listings/stock-blocks'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'

export function CarDetailComponent({ block, tenant, data }: { block: CarDetailBlock; tenant: TenantConfig; data: BlockData }) {
  const result = block.id ? data.stock[block.id] : undefined
  const featured = result?.kind === 'car' ? result.featured : ({ kind: 'hidden', reason: 'unavailable' } as const)
  if (featured.kind === 'hidden') {
    return data.preview ? <EditorNote>Car detail block: {FEATURED_CAR_HIDDEN_REASONS[featured.reason]}</EditorNote> : null
  }
  const view = searchCardView(featured.car, cardContext(tenant), new Date())
  const headingId = `car-detail-${block.id ?? 'x'}`
  return (
    <section aria-labelledby={headingId} className="container-site py-10" data-testid="car-detail-block">
      <div className="grid overflow-hidden rounded-[var(--radius)] border border-black/10 bg-white text-gray-900 shadow-sm md:grid-cols-[3fr_2fr]">
        <a href={view.href} tabIndex={-1} aria-hidden="true" className="relative block aspect-[3/2] bg-black/5">
          {view.imageUrl && (
            // eslint-disable-next-line @next/next/no-img-element -- the search index's own image URLs, as on the cards
            <img src={view.imageUrl} alt="" loading="lazy" className="h-full w-full object-cover" />
          )}
        </a>
        <div className="flex flex-col gap-4 p-6">
          {block.heading && <p className="text-sm font-bold uppercase tracking-wide text-[var(--color-primary)]">{block.heading}</p>}
          <div>
            <h2 id={headingId} className="text-2xl font-extrabold leading-tight md:text-3xl">
              {view.heading}
            </h2>
            {view.subheading && <p className="mt-1 text-lg text-gray-700">{view.subheading}</p>}
          </div>
          {view.strip.kind === 'details' && (
            <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
              {view.strip.items.map((item) => (
                <div key={item.label}>
                  <dt className="text-gray-600">{item.label}</dt>
                  <dd className="font-semibold">{item.value || '-'}</dd>
                </div>
              ))}
            </dl>
          )}
          <div>
            <CardPrice view={view} />
          </div>
          <a href={view.href} className="btn btn-solid mt-auto w-fit">
            {block.buttonLabel?.trim() || 'View this car'}
            <span className="sr-only">: {view.heading}</span>
          </a>
        </div>
      </div>
    </section>
  )
}
