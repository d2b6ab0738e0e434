// A location's team page: its staff as cards (photo or initials, role, phone link, e-mail button),
// with the way back to the location's own page.
import type { Metadata } from 'next'
import { Breadcrumbs } from '@/src/components/layout/Breadcrumbs'
import { TeamGrid } from '@/src/components/team/TeamGrid'
import { SiteLink } from '@/src/components/ui/SiteLink'
import { addressLine, locationPath } from '@/src/domain/locations/location'
import { buildBreadcrumbs } from '@/src/domain/navigation/breadcrumbs'
import { TEAMS_PATH, teamPath, teamTitle } from '@/src/domain/team/team'
import { requestNonce, requestOrigin } from '@/src/lib/request-origin'
import { requireTenant } from '../../tenant'
import { requireTeam } from '../load'

type Props = { params: Promise<{ host: string; slug: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { tenant } = await requireTenant(params)
  const { location } = await requireTeam(tenant, (await params).slug)
  return {
    title: teamTitle(location.name),
    description: `Meet the team at ${location.name}, ${location.address.city} ${location.address.state}: who they are and how to reach them.`,
    alternates: { canonical: teamPath(location.slug) },
  }
}

export default async function TeamPage({ params }: Props) {
  const { tenant } = await requireTenant(params)
  const { location, members } = await requireTeam(tenant, (await params).slug)
  const path = teamPath(location.slug)
  const title = teamTitle(location.name)
  return (
    <>
      <Breadcrumbs
        crumbs={buildBreadcrumbs(path, { [TEAMS_PATH]: 'Our Team', [path]: location.name })}
        origin={await requestOrigin()}
        nonce={await requestNonce()}
      />
      <div className="container-site pb-12 pt-2">
        <header className="mb-6 space-y-1">
          <h1 className="text-2xl font-bold md:text-3xl">{title}</h1>
          <p>
            {addressLine(location.address)}.{' '}
            <SiteLink href={locationPath(location.slug)} className="font-semibold text-[var(--color-primary)] underline underline-offset-2">
              Hours and directions
            </SiteLink>
          </p>
        </header>
        <TeamGrid members={members} headingLevel={2} label={title} />
      </div>
    </>
  )
}
