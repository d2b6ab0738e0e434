// The body of a location page: the location's details, hours, stock links and reviews.
import Image from 'next/image'
import type { LocationReviews } from '@/src/cms/locations'
import { PhoneIcon } from '@/src/components/ui/icons'
import { SiteLink } from '@/src/components/ui/SiteLink'
import { type DealerLocation, addressLine, autoDealerJsonLd } from '@/src/domain/locations/location'
import { safeJsonForScript } from '@/src/domain/navigation/breadcrumbs'
import { formatPhone, telHref } from '@/src/domain/phone/phone'
import { DepartmentHours } from './DepartmentHours'
import { LocationActions } from './LocationActions'
import { LocationMap } from './LocationMap.client'
import { toMapPoints } from './map-types'
import { ReviewList } from './ReviewList'
import { StarRating } from './StarRating'

interface Props {
  location: DealerLocation
  tiles: { url: string; attribution: string }
  reviews?: LocationReviews
  now: Date
  url: string
  nonce?: string
  /** The location's team page, when it has visible staff. */
  teamHref?: string | null
}

export function LocationDetail({ location, reviews, now, url, nonce, tiles, teamHref }: Props) {
  const { address } = location
  const tel = telHref(location.phone)
  return (
    <div className="container-site pb-12 pt-2">
      {/* Phones read the hours before the reviews; wide screens put the hours in a side column. */}
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:grid-rows-[auto_1fr]">
        <header className="space-y-2 lg:col-start-1">
          <h1 className="text-2xl font-bold md:text-3xl">{location.name}</h1>
          {reviews?.summary && <StarRating summary={reviews.summary} />}
          <address className="not-italic">{addressLine(address)}</address>
          <div className="flex flex-wrap gap-3 pt-2">
            <LocationActions location={location} on="page" />
            {teamHref && (
              <SiteLink href={teamHref} className="btn btn-outline">
                Meet the Team
              </SiteLink>
            )}
          </div>
        </header>
        <aside className="space-y-5 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <section aria-labelledby="hours-heading" className="rounded-[var(--radius)] border border-black/10 bg-white p-5 text-gray-900">
            <h2 id="hours-heading" className="mb-3 text-lg font-bold">
              Opening Hours
            </h2>
            <DepartmentHours location={location} now={now} />
          </section>
          <section
            aria-labelledby="contact-heading"
            className="space-y-2 rounded-[var(--radius)] border border-black/10 bg-white p-5 text-sm text-gray-900"
          >
            <h2 id="contact-heading" className="mb-1 text-lg font-bold">
              Contact
            </h2>
            {tel && (
              <a href={tel} className="flex items-center gap-2 font-semibold text-[var(--color-primary)]">
                <PhoneIcon /> {formatPhone(location.phone)}
              </a>
            )}
            {location.email && (
              <a href={`mailto:${location.email}`} className="block underline underline-offset-2">
                {location.email}
              </a>
            )}
            {location.dealerLicence && <p>Dealer licence {location.dealerLicence}</p>}
            {location.repairerLicence && <p>Motor vehicle repairer {location.repairerLicence}</p>}
          </section>
        </aside>
        <div className="space-y-6 lg:col-start-1">
          <LocationMap points={toMapPoints([location])} tiles={tiles} label={`Map of ${location.name}`} />
          {location.image && (
            <Image
              src={location.image.url}
              alt={location.image.alt}
              width={800}
              height={600}
              sizes="(min-width: 1024px) 50vw, 100vw"
              className="w-full max-w-3xl rounded-[var(--radius)] object-cover"
            />
          )}
          {reviews && reviews.shown.length > 0 && <ReviewList reviews={reviews.shown} />}
        </div>
      </div>
      <script
        type="application/ld+json"
        nonce={nonce}
        dangerouslySetInnerHTML={{ __html: safeJsonForScript(autoDealerJsonLd(location, url, reviews?.summary ?? null)) }}
      />
    </div>
  )
}
