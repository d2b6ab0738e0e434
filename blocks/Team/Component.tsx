// The Team block: the staff of the location the editor chose, or of every location one after
// another (each under its name, linking to its team page). Nothing when there is nobody to show.
import type { TeamBlock } from '@/payload-types'
import type { BlockData } from '@/src/cms/block-data'
import { TeamGrid } from '@/src/components/team/TeamGrid'
import { EditorNote } from '@/src/components/ui/EditorNote'
import { SiteLink } from '@/src/components/ui/SiteLink'
import { teamPath, teamTitle, teamsToShow } from '@/src/domain/team/team'

const idOf = (value: TeamBlock['location']) => (value === null || value === undefined ? null : typeof value === 'object' ? value.id : value)

export function TeamComponent({ block, data }: { block: TeamBlock; data: BlockData }) {
  const chosen = idOf(block.location)
  const teams = teamsToShow(data.locations, data.team, chosen)
  if (teams.length === 0) {
    if (!data.preview) return null
    const why = chosen === null ? 'no location has visible staff yet.' : 'its location is hidden or has no visible staff.'
    return <EditorNote>Team block: {why}</EditorNote>
  }
  const single = teams.length === 1
  const heading = block.heading || (single ? teamTitle(teams[0].location.name) : 'Meet the Team')
  return (
    <section className="container-site py-10" aria-label={heading} data-testid="team-block">
      <h2 className="mb-5 text-2xl font-bold md:text-3xl">{heading}</h2>
      <div className="space-y-8">
        {teams.map(({ location, members }) => (
          <div key={location.id}>
            {!single && (
              <h3 className="mb-3 text-xl font-bold">
                <SiteLink href={teamPath(location.slug)} className="underline-offset-4 hover:underline">
                  {location.name}
                </SiteLink>
              </h3>
            )}
            <TeamGrid members={members} headingLevel={single ? 3 : 4} label={teamTitle(location.name)} />
          </div>
        ))}
      </div>
    </section>
  )
}
