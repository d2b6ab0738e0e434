// Above the lead list: quick filters by status, when the lead came in, form and car. Each is a plain
// link or a GET form (works with the keyboard and without script) that lands on the list with
// Payload's own `where` query, so the list, its pages and the CSV export all follow it.
import type { BeforeListTableServerProps } from 'payload'
import type { CSSProperties } from 'react'
import { DASHBOARD_TIME_ZONE } from '@/src/domain/admin/dashboard'
import { FORM_TITLES, LEAD_FORMS } from '@/src/domain/leads/form-rules'
import {
  CAR_TEXT_MAX,
  DATE_RANGES,
  DATE_RANGE_LABELS,
  type InboxFilter,
  filterFromWhere,
  inboxWhere,
  whereFromSearchParams,
  whereQueryString,
} from '@/src/domain/leads/inbox-filter'
import { LEAD_STATUSES, STATUS_LABELS } from '@/src/domain/leads/workflow'

const row: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', margin: '0 0 8px' }
const label: CSSProperties = { minWidth: 64, fontWeight: 600 }

function QuickLink({ href, active, children }: { href: string; active: boolean; children: string }) {
  return (
    <a
      href={href}
      aria-current={active ? 'true' : undefined}
      className={`btn btn--size-small ${active ? 'btn--style-primary' : 'btn--style-secondary'}`}
      style={{ margin: 0 }}
    >
      {children}
    </a>
  )
}

export function LeadsFilterBar({ payload, searchParams }: BeforeListTableServerProps) {
  const now = new Date()
  const list = `${payload.config.routes.admin.replace(/\/$/, '')}/collections/lead-inbox`
  const current = filterFromWhere(whereFromSearchParams(searchParams ?? {}), now, DASHBOARD_TIME_ZONE)
  const hrefFor = (change: Partial<InboxFilter>) => {
    const where = inboxWhere({ ...current, ...change }, now, DASHBOARD_TIME_ZONE)
    return where ? `${list}?${whereQueryString(where)}` : list
  }
  return (
    <section aria-label="Filter leads" style={{ margin: '0 0 16px' }} data-testid="leads-filter-bar">
      <nav aria-label="By status" style={row}>
        <span style={label}>Status</span>
        {LEAD_STATUSES.map((status) => (
          <QuickLink key={status} href={hrefFor({ status })} active={current.status === status}>
            {STATUS_LABELS[status]}
          </QuickLink>
        ))}
        <QuickLink href={hrefFor({ status: undefined })} active={!current.status}>
          All
        </QuickLink>
      </nav>
      <nav aria-label="By date received" style={row}>
        <span style={label}>Received</span>
        {DATE_RANGES.map((range) => (
          <QuickLink key={range} href={hrefFor({ range })} active={current.range === range}>
            {DATE_RANGE_LABELS[range]}
          </QuickLink>
        ))}
        <QuickLink href={hrefFor({ range: undefined })} active={!current.range}>
          Any time
        </QuickLink>
      </nav>
      <form method="get" action={`${payload.config.routes.api}/lead-inbox/filter`} style={row}>
        {current.status && <input type="hidden" name="status" value={current.status} />}
        {current.range && <input type="hidden" name="range" value={current.range} />}
        <label htmlFor="leads-filter-form" style={label}>
          Form
        </label>
        <select id="leads-filter-form" name="form" defaultValue={current.form ?? ''}>
          <option value="">All forms</option>
          {LEAD_FORMS.map((form) => (
            <option key={form} value={form}>
              {FORM_TITLES[form]}
            </option>
          ))}
        </select>
        <label htmlFor="leads-filter-car" style={{ fontWeight: 600 }}>
          Car
        </label>
        <input
          id="leads-filter-car"
          name="car"
          type="search"
          maxLength={CAR_TEXT_MAX}
          defaultValue={current.car ?? ''}
          placeholder="Stock number or name"
        />
        <button type="submit" className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }}>
          Filter
        </button>
        <a href={list}>Clear all filters</a>
      </form>
    </section>
  )
}
