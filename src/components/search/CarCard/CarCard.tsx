import { getImageProps } from 'next/image'
import { SaveButton } from '@/src/components/shoppers/SaveButton.client'
import { type PhotoPriority, isLocalImage, photoLoading } from '@/src/domain/content/media'
import { formatMoney, formatRate } from '@/src/domain/finance/money'
import type { CardButton, SearchCardView } from '@/src/domain/inventory/search-card'
import type { TagBanner } from '@/src/domain/inventory/tag-banner'
import { TagText } from './TagText'
import { formatCount } from '@/src/domain/numbers'

const rate = (n: number) => formatRate(n, { perAnnum: true })

/** How wide a card is (CardGrid: one column on phones, two from sm, three from xl in the container). */
const CARD_IMAGE_SIZES = '(min-width: 1280px) 420px, (min-width: 640px) 50vw, 100vw'

/**
 * The card's photo as a plain <img> (no client component per card) with next/image's responsive
 * srcset: our own photos come from the optimiser at the card's width as AVIF/WebP (a phone's card
 * photo ~4 kB instead of the 10 kB original); a feed's remote URL is used as it is.
 */
function CardPhoto({ url, priority, sold }: { url: string; priority?: PhotoPriority; sold: boolean }) {
  const { props } = getImageProps({
    src: url,
    alt: '',
    width: 600,
    height: 400,
    sizes: CARD_IMAGE_SIZES,
    unoptimized: !isLocalImage(url),
    ...photoLoading(priority),
  })
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a plain img: props carry alt="" (the card names the car)
    <img {...props} className={`h-full w-full object-cover ${sold ? 'opacity-60 grayscale' : ''}`} />
  )
}

function Tag({ tag }: { tag: TagBanner }) {
  if (tag.kind === 'none') return null
  if (tag.kind === 'certified') {
    return (
      <span
        data-testid="tag-banner"
        data-tag-kind="certified"
        className="absolute left-2 top-2 flex items-center gap-1 rounded-full bg-white/95 px-2 py-1 text-xs font-bold text-[var(--color-primary)] shadow"
      >
        <svg aria-hidden="true" width="14" height="16" viewBox="0 0 14 16">
          <path d="M7 0l7 3v5c0 4-3 7-7 8-4-1-7-4-7-8V3z" fill="currentColor" />
          <path d="M4 8l2 2 4-4" stroke="#fff" strokeWidth="1.6" fill="none" />
        </svg>
        {tag.make} Certified Pre-Owned
      </span>
    )
  }
  return <TagText tag={tag} className="absolute left-0 top-3 rounded-r shadow" />
}

function ActionLink({ button }: { button: CardButton }) {
  return (
    <a
      href={button.href}
      data-testid={`card-${button.kind}`}
      className={`btn w-full whitespace-nowrap px-2 text-sm ${button.kind === 'reserve' ? 'btn-accent' : 'btn-solid'}`}
    >
      {button.label}
    </a>
  )
}

/** The card's price (with its type) and finance line: weekly figure, rate and comparison rate. */
export function CardPrice({ view }: { view: Pick<SearchCardView, 'price' | 'finance'> }) {
  return (
    <>
      <p className="text-2xl font-extrabold" data-testid="card-price">
        {view.price.kind === 'price' ? (
          <>
            {formatMoney(view.price.amount)}
            {view.price.priceType && <span className="ml-1 text-sm font-normal text-gray-600">{view.price.priceType}</span>}
          </>
        ) : (
          <span className="text-base font-bold">{view.price.text}</span>
        )}
      </p>
      {view.finance && (
        <p className="text-sm text-gray-700" data-testid="card-finance">
          {view.finance.weekly !== null && <span className="font-bold text-gray-900">{formatMoney(view.finance.weekly)} /wk</span>}
          {view.finance.weekly !== null && view.finance.rates && <span aria-hidden="true"> · </span>}
          {view.finance.rates && (
            <span>
              {rate(view.finance.rates.interest)} · Comparison rate {rate(view.finance.rates.comparison)}*
            </span>
          )}
        </p>
      )}
    </>
  )
}

/**
 * One search result; every value comes from searchCardView. It offers two actions, the heart
 * and one button; the rest (finance, compare, a test drive) are on the car page.
 * `priority`: the card is in the first row of the results, so its photo is likely the page's
 * largest paint: it loads at once ('first' also asks the browser to fetch it before others).
 * Other cards are laid out only when they come near the viewport (`defer-render`).
 */
export function CarCard({ view, priority }: { view: SearchCardView; priority?: PhotoPriority }) {
  const label = `${view.heading} ${view.subheading}`.trim()
  return (
    <article
      data-testid="car-card"
      aria-label={label}
      className={`flex h-full flex-col overflow-hidden rounded-[var(--radius)] border border-black/10 bg-white text-gray-900 shadow-sm${priority ? '' : ' defer-render'}`}
    >
      <div className="relative aspect-[3/2] bg-black/5">
        <a href={view.href} tabIndex={-1} aria-hidden="true">
          {view.imageUrl && <CardPhoto url={view.imageUrl} priority={priority} sold={view.sold} />}
        </a>
        <Tag tag={view.tag} />
        {view.sold && (
          <span
            data-testid="sold-tag"
            className="absolute right-2 top-2 rounded bg-red-700 px-2 py-1 text-xs font-extrabold tracking-widest text-white"
          >
            SOLD
          </span>
        )}
        {view.views !== null && (
          <span className="absolute right-2 bottom-2 rounded bg-black/70 px-2 py-1 text-xs text-white">
            {formatCount(view.views)} views
          </span>
        )}
        {view.location && (
          <span className="absolute bottom-2 left-2 max-w-[70%] truncate rounded bg-black/70 px-2 py-1 text-xs font-semibold text-white">
            {view.location}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <div>
            <h3 className="text-lg font-bold leading-snug">
              <a href={view.href} className="text-inherit no-underline hover:underline focus-visible:underline">
                {view.heading}
              </a>
            </h3>
            {view.subheading && <p className="text-sm text-gray-600">{view.subheading}</p>}
          </div>
          {view.save && <SaveButton entry={view.save} />}
        </div>
        {view.chips.length > 0 && (
          <ul className="flex flex-wrap gap-1" aria-label="Features">
            {view.chips.map((chip) => (
              <li key={chip} className="rounded-full bg-gray-100 px-2 py-0.5 text-xs text-gray-700">
                {chip}
              </li>
            ))}
          </ul>
        )}
        <div className="mt-auto pt-1">
          <CardPrice view={view} />
        </div>
        <ActionLink button={view.action} />
      </div>
      {view.strip.kind === 'details' ? (
        <dl className="grid grid-cols-4 border-t border-black/10 text-center text-xs">
          {view.strip.items.map((item) => (
            <div key={item.label} className="px-0.5 py-2">
              <dt className="text-gray-600">{item.label}</dt>
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
