// The top of a lead's edit view: call the shopper, reply by e-mail (a subject and opening that name
// what they asked about and the dealer), take the lead and set its status in one click.
import type { UIFieldServerProps } from 'payload'
import { type AccessUser, assignedTenantIds, tenantIdOf } from '@/collections/_access/predicates'
import { dealerName } from '@/src/cms/lead-inbox'
import { replyMailto } from '@/src/domain/leads/reply'
import { formatPhone, telHref } from '@/src/domain/phone/phone'
import { LeadWorkButtons } from './LeadWorkButtons.client'

export async function LeadActions({ data, payload, user }: UIFieldServerProps) {
  if (!data?.id) return null
  const tenantId = tenantIdOf(data.tenant)
  const dealer = await dealerName(payload, user, tenantId)
  const tel = telHref(data.phone)
  const mailto = replyMailto(
    { email: String(data.email ?? ''), name: data.name, form: String(data.form ?? ''), reference: data.reference, car: data.car },
    dealer,
    (user as { name?: string | null } | undefined)?.name,
  )
  const worksHere = Boolean(user && tenantId !== null && assignedTenantIds(user as AccessUser).includes(tenantId))
  return (
    <section
      aria-label="Work this lead"
      data-testid="lead-actions"
      style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', margin: '0 0 24px' }}
    >
      {tel && (
        <a href={tel} className="btn btn--style-primary btn--size-small" style={{ margin: 0 }}>
          Call {formatPhone(data.phone)}
        </a>
      )}
      {mailto && (
        <a href={mailto} className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }}>
          Reply by e-mail
        </a>
      )}
      <LeadWorkButtons userId={worksHere && user ? user.id : null} />
    </section>
  )
}
