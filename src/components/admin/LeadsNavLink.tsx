import Link from 'next/link'
import type { ServerProps } from 'payload'
import { countNewLeads } from '@/src/cms/lead-inbox'
import { inboxWhere, whereQueryString } from '@/src/domain/leads/inbox-filter'

/** Sidebar link to the new leads, with how many wait (read as the signed-in user: their dealers only). */
export async function LeadsNavLink({ payload, user }: ServerProps) {
  if (!user) return null
  const count = await countNewLeads(payload, user)
  const where = inboxWhere({ status: 'new' }, new Date(), 'UTC')
  const href = `${payload.config.routes.admin.replace(/\/$/, '')}/collections/lead-inbox?${whereQueryString(where)}`
  return (
    <Link
      href={href}
      className="nav__link"
      style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '4px 0' }}
      data-testid="leads-nav-link"
    >
      <span>New leads</span>
      {count > 0 && (
        <span
          data-testid="new-leads-count"
          style={{
            minWidth: 22,
            padding: '0 7px',
            borderRadius: 11,
            background: 'var(--theme-elevation-800)',
            color: 'var(--theme-elevation-0)',
            fontSize: 12,
            lineHeight: '22px',
            textAlign: 'center',
            fontWeight: 600,
          }}
        >
          {count > 999 ? '999+' : count}
          <span className="sr-only"> new</span>
        </span>
      )}
    </Link>
  )
}
