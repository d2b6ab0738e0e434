// An offer card: image, name, description with View more/less above 200
// characters, price and rate (never a rate without its comparison rate), disclaimer with View
// full/less disclaimer, and the buttons Enquire Now, Explore {model} and Book A Test Drive.
import Image from 'next/image'
import { SiteLink } from '@/src/components/ui/SiteLink'
import { type PhotoPriority, firstRowPriority, photoLoading } from '@/src/domain/content/media'
import { ExpandableText } from '@/src/components/ui/ExpandableText.client'
import { formatMoney } from '@/src/domain/finance/money'
import { type Offer, collapsedText, explorePath, modelStockPath, offerPath, offerRateText } from '@/src/domain/marketing/offers'

export function OfferFigures({ offer }: { offer: Offer }) {
  const rate = offerRateText(offer)
  if (offer.price === null && !rate) return null
  return (
    <p className="text-lg font-bold text-[var(--color-primary)]">
      {offer.price !== null && <span className="block">{formatMoney(offer.price)}</span>}
      {rate && <span className="block text-base">{rate}</span>}
    </p>
  )
}

/**
 * `priority`: the card is in the first row of a grid that leads its page, so its image is likely
 * the largest paint and loads at once. Offer cards are never deferred (.defer-render): axe reads
 * skipped faded text (the category, the disclaimer) as failing contrast.
 */
export function OfferCard({ offer, singleMake, priority }: { offer: Offer; singleMake: boolean; priority?: PhotoPriority }) {
  const path = offerPath(offer, singleMake)
  const explore = explorePath(offer)
  const testDrive = offer.manufacturer ? modelStockPath(offer) : null
  return (
    <article
      className="flex h-full flex-col overflow-hidden rounded-[var(--radius)] border border-black/10 bg-white text-gray-900 shadow-sm"
      data-testid="offer-card"
    >
      {offer.image && (
        <Image
          src={offer.image.url}
          alt={offer.image.alt}
          width={750}
          height={500}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          {...photoLoading(priority)}
          className="aspect-[3/2] w-full object-cover"
        />
      )}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="text-xs font-semibold uppercase tracking-wide opacity-70">{offer.category}</p>
        <h3 className="text-xl font-bold">
          <SiteLink href={path} className="hover:underline">
            {offer.name}
          </SiteLink>
        </h3>
        <OfferFigures offer={offer} />
        <ExpandableText
          full={offer.description}
          short={collapsedText(offer.description)}
          labels={{ more: 'View more', less: 'View less' }}
        />
        {offer.disclaimer && (
          <ExpandableText
            full={offer.disclaimer}
            short={collapsedText(offer.disclaimer, true)}
            labels={{ more: 'View full disclaimer', less: 'View less disclaimer' }}
            textClassName="text-xs opacity-75"
            buttonClassName="text-xs"
          />
        )}
        <div className="mt-auto flex flex-wrap gap-2 pt-2 text-sm">
          <SiteLink href={`${path}#enquire`} className="btn btn-solid">
            {offer.enquireLabel || 'Enquire Now'}
          </SiteLink>
          {explore && offer.model && (
            <a
              href={explore}
              className="btn btn-outline"
              {...(/^https?:/.test(explore) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              Explore {offer.model.name}
            </a>
          )}
          {testDrive && (
            <SiteLink href={testDrive} className="btn btn-outline">
              Book A Test Drive
            </SiteLink>
          )}
        </div>
      </div>
    </article>
  )
}

export interface OfferGridProps {
  offers: Offer[]
  singleMake: boolean
  /** The grid is the page's main content at the top (see CardGrid): its first row's photos load at once. */
  leadsPage?: boolean
}

/** Pages show it through OfferGridIsland, which keeps the server's HTML until the shopper reaches for it. */
export function OfferGrid({ offers, singleMake, leadsPage = false }: OfferGridProps) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {offers.map((o, i) => (
        <li key={o.id}>
          <OfferCard offer={o} singleMake={singleMake} priority={firstRowPriority(i, leadsPage)} />
        </li>
      ))}
    </ul>
  )
}
