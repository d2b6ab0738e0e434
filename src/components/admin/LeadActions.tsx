// The top of a lead's edit view: call the shopper, reply by e-mail (a subject and opening that name
// what they asked about and the dealer), take the lead and set its status in one click.
import type { UIFieldServerProps } from 'payload'
import { leadPanelFor } from '@/src/cms/lead-inbox'
import { LeadWorkButtons } from './LeadWorkButtons.client'

export async function LeadActions({ id, data, payload, user }: UIFieldServerProps) {
  if (!data || (id ?? data.id) === undefined) return null
  const { call, replyHref, takerId } = await leadPanelFor(payload, user, data)
  return (
    <section
      aria-label="Work this lead"
      data-testid="lead-actions"
      style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', margin: '0 0 24px' }}
    >
      {call && (
        <a href={call.href} className="btn btn--style-primary btn--size-small" style={{ margin: 0 }}>
          Call {call.label}
        </a>
      )}
      {replyHref && (
        <a href={replyHref} className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }}>
          Reply by e-mail
        </a>
      )}
      <LeadWorkButtons userId={takerId} />
    </section>
  )
}
