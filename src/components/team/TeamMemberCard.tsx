// One staff member: their photo (or initials), name, role, a phone link and an e-mail button. On
// a phone the photo sits beside the name, so a screen shows more of the team; wider, the card
// stands upright with everything centred.
import Image from 'next/image'
import { PhoneIcon } from '@/src/components/ui/icons'
import { type TeamMember, initials, staffMailto, staffPhone } from '@/src/domain/team/team'

export function TeamMemberCard({ member, headingLevel }: { member: TeamMember; headingLevel: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as const
  const phone = staffPhone(member.phone)
  const mailto = staffMailto(member.email)
  return (
    <article
      className="flex h-full flex-col gap-3 rounded-[var(--radius)] border border-black/10 bg-white p-4 text-gray-900 shadow-sm sm:items-center sm:p-5 sm:text-center"
      data-testid="team-member"
    >
      <div className="flex items-center gap-4 sm:flex-col sm:gap-2">
        {member.photo ? (
          <Image
            src={member.photo.url}
            alt={member.photo.alt}
            width={96}
            height={96}
            sizes="96px"
            className="size-16 shrink-0 rounded-full object-cover sm:size-24"
          />
        ) : (
          // The name is read right beside it, so the letters are decoration.
          <span
            aria-hidden="true"
            className="grid size-16 shrink-0 place-items-center rounded-full bg-[var(--color-primary)] text-xl font-bold text-[var(--color-on-primary)] sm:size-24 sm:text-2xl"
          >
            {initials(member.name)}
          </span>
        )}
        <div className="min-w-0 space-y-1">
          <Heading className="text-lg font-bold">{member.name}</Heading>
          {member.role && <p className="text-sm opacity-75">{member.role}</p>}
        </div>
      </div>
      {(phone || mailto) && (
        <div className="mt-auto flex w-full flex-col gap-2 pt-1 text-sm">
          {phone && (
            <a href={phone.href} className="btn btn-outline" aria-label={`Call ${member.name} on ${phone.display}`}>
              <PhoneIcon /> {phone.display}
            </a>
          )}
          {mailto && (
            <a href={mailto} className="btn btn-solid" aria-label={`Send an e-mail to ${member.name}`}>
              Send an e-mail
            </a>
          )}
        </div>
      )}
    </article>
  )
}
