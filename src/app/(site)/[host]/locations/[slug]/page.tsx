// A location's page: name, address, directions, review summary, hours per department with holiday
// hours, stock and contact links, reviews, AutoDealer JSON-LD.
import type { Metadata } from 'next'
import { LocationDetail } from '@/src/components/locations/LocationDetail'
import { Breadcrumbs } from '@/src/components/layout/Breadcrumbs'
import { getReviews } from '@/src/cms/locations'
import { getTeam } from '@/src/cms/team'
import { buildBreadcrumbs } from '@/src/domain/navigation/breadcrumbs'
import { locationPath } from '@/src/domain/locations/location'
import { teamPath } from '@/src/domain/team/team'
import { mapTiles } from '@/src/lib/env'
import { requestOrigin, requestNonce } from '@/src/lib/request-origin'
import { requireTenant } from '../../tenant'
import { requireLocation } from '../load'

type Props = { params: Promise<{ host: string; slug: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { tenant } = await requireTenant(params)
  const location = await requireLocation(tenant, (await params).slug)
  const description = `${location.name}, ${location.address.street}, ${location.address.city} ${location.address.state}: opening hours, directions and contact details.`
  return { title: location.name, description, alternates: { canonical: locationPath(location.slug) } }
}

export default async function LocationPage({ params }: Props) {
  const { tenant } = await requireTenant(params)
  const location = await requireLocation(tenant, (await params).slug)
  const [reviews, team] = await Promise.all([getReviews(tenant).then((all) => all[String(location.id)]), getTeam(tenant)])
  const hasTeam = team.some((m) => m.locationId === String(location.id))
  const origin = await requestOrigin()
  const nonce = await requestNonce()
  return (
    <>
      <Breadcrumbs
        crumbs={buildBreadcrumbs(locationPath(location.slug), {
          '/locations': 'Our Locations',
          [locationPath(location.slug)]: location.name,
        })}
        origin={origin}
        nonce={nonce}
      />
      <LocationDetail
        location={location}
        reviews={reviews}
        now={new Date()}
        url={`${origin}${locationPath(location.slug)}`}
        nonce={nonce}
        tiles={mapTiles()}
        teamHref={hasTeam ? teamPath(location.slug) : null}
      />
    </>
  )
}
