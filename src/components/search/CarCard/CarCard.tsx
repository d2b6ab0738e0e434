import type { SearchCardView } from '@/src/domain/inventory/search-card'

const money = (n: number) => `$${n.toLocaleString('en-AU', { maximumFractionDigits: 0 })}`

/** One search result (spec 1 §2 screen 3); every value comes from searchCardView. */
export function CarCard({ view }: { view: SearchCardView }) {
  return (
    <article data-testid="car-card" className="flex h-full flex-col overflow-hidden rounded-[var(--radius)] border border-black/10 bg-[var(--color-surface,#fff)] shadow-sm">
      <a href={view.href} className="group flex flex-1 flex-col text-inherit no-underline">
        <div className="relative aspect-[4/3] bg-black/5">
          {view.imageUrl && (
            // eslint-disable-next-line @next/next/no-img-element
            <img src={view.imageUrl} alt={`${view.heading} ${view.subheading}`.trim()} loading="lazy" className="h-full w-full object-cover" />
          )}
          {view.location && (
            <span className="absolute bottom-2 left-2 rounded bg-black/70 px-2 py-1 text-xs font-semibold text-white">{view.location}</span>
          )}
        </div>
        <div className="flex flex-1 flex-col gap-1 p-4">
          <h3 className="text-lg font-bold group-hover:underline">{view.heading}</h3>
          {view.subheading && <p className="text-sm opacity-75">{view.subheading}</p>}
          <p className="mt-auto pt-2 text-xl font-bold">
            {view.price.kind === 'price' ? (
              <>
                {money(view.price.amount)}
                {view.price.priceType && <span className="ml-1 text-sm font-normal opacity-75">{view.price.priceType}</span>}
              </>
            ) : (
              <span className="text-base">{view.price.text}</span>
            )}
          </p>
        </div>
      </a>
      {view.strip.kind === 'details' ? (
        <dl className="grid grid-cols-4 border-t border-black/10 text-center text-xs">
          {view.strip.items.map((item) => (
            <div key={item.label} className="px-0.5 py-2">
              <dt className="opacity-60">{item.label}</dt>
              <dd className="whitespace-nowrap font-semibold">{item.value || '-'}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="border-t border-black/10 px-4 py-2 text-center text-sm">{view.strip.text}</p>
      )}
    </article>
  )
}
