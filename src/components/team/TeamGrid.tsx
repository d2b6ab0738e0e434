// A team as a card grid: one column on a phone, up to four on a wide screen.
import type { TeamMember } from '@/src/domain/team/team'
import { TeamMemberCard } from './TeamMemberCard'

export function TeamGrid({ members, headingLevel, label }: { members: TeamMember[]; headingLevel: 2 | 3 | 4; label: string }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-label={label}>
      {members.map((m) => (
        <li key={m.id}>
          <TeamMemberCard member={m} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  )
}
