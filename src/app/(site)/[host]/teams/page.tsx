// /teams: the dealer's locations that have a team page, each linking to it.
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Breadcrumbs } from '@/src/components/layout/Breadcrumbs'
import { SiteLink } from '@/src/components/ui/SiteLink'
import { addressLine } from '@/src/domain/locations/location'
import { buildBreadcrumbs } from '@/src/domain/navigation/breadcrumbs'
import { TEAMS_PATH, teamPath } from '@/src/domain/team/team'
import { requestNonce, requestOrigin } from '@/src/lib/request-origin'
import { requireTenant } from '../tenant'
import { siteTeams } from './load'

type Props = { params: Promise<{ host: string }> }

const TITLE = 'Our Team'

/** A dealer with no staff entered has no team pages, so nothing links here: the 404 page. */
async function requireTeams(params: Props['params']) {
  const { tenant } = await requireTenant(params)
  const teams = await siteTeams(tenant)
  if (teams.length === 0) notFound()
  return { tenant, teams }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { tenant } = await requireTeams(params)
  return {
    title: TITLE,
    description: `Meet the people at ${tenant.name}: each location’s team with their phone numbers.`,
    alternates: { canonical: TEAMS_PATH },
  }
}

export default async function TeamsPage({ params }: Props) {
  const { teams } = await requireTeams(params)
  return (
    <>
      <Breadcrumbs
        crumbs={buildBreadcrumbs(TEAMS_PATH, { [TEAMS_PATH]: TITLE })}
        origin={await requestOrigin()}
        nonce={await requestNonce()}
      />
      <div className="container-site pb-12 pt-2">
        <h1 className="mb-6 text-2xl font-bold md:text-3xl">{TITLE}</h1>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {teams.map(({ location, members }) => (
            <li key={location.id} className="rounded-[var(--radius)] border border-black/10 bg-white p-5 text-gray-900 shadow-sm">
              <h2 className="text-lg font-bold">
                <SiteLink href={teamPath(location.slug)} className="underline-offset-4 hover:underline">
                  {location.name}
                </SiteLink>
              </h2>
              <p className="text-sm">{addressLine(location.address)}</p>
              <p className="mt-2 text-sm opacity-75">{members.length === 1 ? '1 team member' : `${members.length} team members`}</p>
            </li>
          ))}
        </ul>
      </div>
    </>
  )
}
