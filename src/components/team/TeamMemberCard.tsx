// One staff member: their photo (or initials), name, role, a phone link and an e-mail button.
import Image from 'next/image'
import { PhoneIcon } from '@/src/components/ui/icons'
import { type TeamMember, initials, staffMailto, staffPhone } from '@/src/domain/team/team'

export function TeamMemberCard({ member, headingLevel }: { member: TeamMember; headingLevel: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as const
  const phone = staffPhone(member.phone)
  const mailto = staffMailto(member.email)
  return (
    <article
      className="flex h-full flex-col items-center gap-2 rounded-[var(--radius)] border border-black/10 bg-white p-5 text-center text-gray-900 shadow-sm"
      data-testid="team-member"
    >
      {member.photo ? (
        <Image
          src={member.photo.url}
          alt={member.photo.alt}
          width={96}
          height={96}
          sizes="96px"
          className="size-24 rounded-full object-cover"
        />
      ) : (
        // The name is read right below, so the letters are decoration.
        <span
          aria-hidden="true"
          className="grid size-24 place-items-center rounded-full bg-[var(--color-primary)] text-2xl font-bold text-[var(--color-on-primary)]"
        >
          {initials(member.name)}
        </span>
      )}
      <Heading className="mt-1 text-lg font-bold">{member.name}</Heading>
      {member.role && <p className="text-sm opacity-75">{member.role}</p>}
      {(phone || mailto) && (
        <div className="mt-auto flex w-full flex-col gap-2 pt-3 text-sm">
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
