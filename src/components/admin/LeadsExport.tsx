import type { BeforeListTableServerProps } from 'payload'
import { whereFromSearchParams, whereQueryString } from '@/src/domain/leads/inbox-filter'

/** Above the Leads list: download what this user may see as CSV, narrowed like the list is. */
export function LeadsExport({ payload, searchParams }: BeforeListTableServerProps) {
  const where = whereFromSearchParams(searchParams ?? {})
  const href = `${payload.config.routes.api}/lead-inbox/export.csv${where ? `?${whereQueryString(where)}` : ''}`
  return (
    <div style={{ margin: '0 0 12px', display: 'flex', gap: 12, alignItems: 'center' }}>
      <a href={href} className="btn btn--style-secondary btn--size-small" download>
        Download CSV
      </a>
      <span style={{ opacity: 0.7 }}>
        {where ? 'The leads this list shows' : 'Leads you can see'}, newest first, with their delivery status.
      </span>
    </div>
  )
}
