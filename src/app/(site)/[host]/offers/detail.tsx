// An offer's own page (/offers/{id}, /offers/{manufacturerSlug}/{id}): the whole offer,
// an enquiry form, and schema.org Offer data. An expired or future offer is not a page.
import type { Metadata } from 'next'
import Image from 'next/image'
import { notFound, permanentRedirect } from 'next/navigation'
import { LeadFormComponent } from '@/blocks/LeadForm/Component'
import { Breadcrumbs } from '@/src/components/layout/Breadcrumbs'
import { OfferFigures } from '@/src/components/offers/OfferCard'
import { getOffers } from '@/src/cms/marketing'
import { formatLongDate } from '@/src/domain/dates'
import { type Offer, offerPath, offersSingleMake } from '@/src/domain/marketing/offers'
import { isLive } from '@/src/domain/marketing/schedule'
import { safeJsonForScript } from '@/src/domain/navigation/breadcrumbs'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { requestOrigin, requestNonce } from '@/src/lib/request-origin'
import { requireTenant } from '../tenant'

export type OfferRoute = { host: string; id: string; make?: string }

export async function loadOffer(route: OfferRoute): Promise<{ tenant: TenantConfig; offer: Offer; path: string }> {
  const { tenant } = await requireTenant(Promise.resolve(route))
  const { id, make } = route
  const offers = await getOffers(tenant)
  const offer = offers.find((o) => o.id === id && isLive(o, new Date()))
  if (!offer) notFound()
  const path = offerPath(offer, offersSingleMake(offers))
  // One address per offer: the other form redirects to it (and a wrong make is not a page).
  if (path !== (make ? `/offers/${make}/${id}` : `/offers/${id}`)) permanentRedirect(path)
  return { tenant, offer, path }
}

export async function offerMetadata(route: OfferRoute): Promise<Metadata> {
  const { offer, path } = await loadOffer(route)
  return { title: offer.name, description: offer.description.slice(0, 160), alternates: { canonical: path } }
}

function offerJsonLd(offer: Offer, url: string, seller: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Offer',
    name: offer.name,
    description: offer.description,
    url,
    category: offer.category,
    ...(offer.image ? { image: offer.image.url } : {}),
    ...(offer.price !== null ? { price: offer.price, priceCurrency: 'AUD' } : {}),
    ...(offer.startsAt ? { validFrom: offer.startsAt } : {}),
    ...(offer.expiresAt ? { validThrough: offer.expiresAt } : {}),
    seller: { '@type': 'AutoDealer', name: seller },
  }
}

export async function OfferDetail({ route }: { route: OfferRoute }) {
  const { tenant, offer, path } = await loadOffer(route)
  const origin = await requestOrigin()
  const nonce = await requestNonce()
  const crumbs = [
    { name: 'Home', href: '/', position: 1 },
    { name: 'Special Offers', href: '/special-offers', position: 2 },
    { name: offer.name, href: path, position: 3 },
  ]
  return (
    <>
      <Breadcrumbs crumbs={crumbs} origin={origin} nonce={nonce} />
      <article className="container-site grid gap-8 pb-4 pt-2 lg:grid-cols-2">
        {offer.image && (
          <Image
            src={offer.image.url}
            alt={offer.image.alt}
            width={750}
            height={500}
            sizes="(min-width: 1024px) 50vw, 100vw"
            className="w-full rounded-[var(--radius)] object-cover"
          />
        )}
        <div className="space-y-4">
          <p className="text-sm font-semibold uppercase tracking-wide opacity-70">{offer.category}</p>
          <h1 className="text-3xl font-bold md:text-4xl">{offer.name}</h1>
          <OfferFigures offer={offer} />
          <p className="whitespace-pre-line">{offer.description}</p>
          {offer.expiresAt && <p className="text-sm font-semibold">Ends {formatLongDate(offer.expiresAt)}</p>}
          {offer.disclaimer && <p className="whitespace-pre-line text-xs opacity-75">{offer.disclaimer}</p>}
        </div>
      </article>
      <div id="enquire" className="scroll-mt-24">
        <LeadFormComponent
          tenant={tenant}
          block={{
            blockType: 'leadForm',
            id: 'offer',
            formKind: 'contact',
            heading: `Enquire about ${offer.name}`,
            category: 'Sales Enquiry',
            commentsOptional: true,
          }}
        />
      </div>
      <script
        type="application/ld+json"
        nonce={nonce}
        dangerouslySetInnerHTML={{ __html: safeJsonForScript(offerJsonLd(offer, `${origin}${path}`, tenant.name)) }}
      />
    </>
  )
}
