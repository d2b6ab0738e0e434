// The admin's home for dealer staff, in place of Payload's tile grid: for each dealer site the user
// may edit, the site and its preview, what expires in the next 14 days, drafts and scheduled
// publications, new and unanswered leads, and the stock feeds' last imports.
// Platform admins see every dealer, and "Create dealer site".
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import type { ReactNode } from 'react'
import { type AccessUser, isPlatformAdmin } from '@/collections/_access/predicates'
import { type DashboardItem, type DashboardSite, dashboardFor } from '@/src/cms/dashboard'
import { EXPIRING_WITHIN_DAYS, type FeedHealth, UNANSWERED_AFTER_HOURS } from '@/src/domain/admin/dashboard'
import { originFromHeaders } from '@/src/lib/request-origin'
import { OpenLivePreview } from './OpenLivePreview.client'

const when = (iso: string) =>
  iso ? new Date(iso).toLocaleString('en-AU', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Australia/Sydney' }) : ''

const card: React.CSSProperties = {
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 8,
  padding: 16,
  background: 'var(--theme-elevation-0)',
}

const editHref = (item: Pick<DashboardItem, 'collection' | 'id'>) => `/admin/collections/${item.collection}/${item.id}`

function ItemList({
  items,
  empty,
  label,
}: {
  items: (DashboardItem & { action?: string })[]
  empty: string
  label: (i: DashboardItem & { action?: string }) => string
}) {
  if (items.length === 0) return <p style={{ opacity: 0.75 }}>{empty}</p>
  return (
    <ul style={{ margin: 0, paddingLeft: 18 }}>
      {items.slice(0, 8).map((i, n) => (
        <li key={`${i.collection}-${i.id}-${n}`}>
          <a href={editHref(i)}>{i.title}</a> <span style={{ opacity: 0.75 }}>· {label(i)}</span>
        </li>
      ))}
      {items.length > 8 && <li style={{ opacity: 0.75 }}>and {items.length - 8} more</li>}
    </ul>
  )
}

const FEED_TEXT: Record<FeedHealth['kind'], string> = {
  none: 'No imports yet',
  ok: 'Imported',
  rejected: 'Last file rejected',
  held: 'Sales held: confirm under Stock feeds',
  stale: 'No import for 2 days',
}

function Site({ site }: { site: DashboardSite }) {
  const leadsHref = `/admin/collections/lead-inbox?where[tenant][equals]=${site.tenantId}&where[status][equals]=new`
  return (
    <section aria-labelledby={`site-${site.tenantId}`} style={{ marginTop: 32 }} data-testid="dashboard-site">
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12, justifyContent: 'space-between' }}>
        <h2 id={`site-${site.tenantId}`} style={{ margin: 0 }}>
          {site.name}
        </h2>
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          {site.url && (
            <a className="btn btn--style-secondary btn--size-small" href={site.url} target="_blank" rel="noopener">
              View site<span className="sr-only"> (opens in a new tab)</span>
            </a>
          )}
          {site.homePageId !== null && <OpenLivePreview href={`/admin/collections/pages/${site.homePageId}`} collection="pages" />}
        </div>
      </div>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))', gap: 16, marginTop: 16 }}>
        <div style={card}>
          <h3 style={{ marginTop: 0 }}>Leads</h3>
          <p style={{ margin: 0 }}>
            <strong style={{ fontSize: 28 }} data-testid="leads-today">
              {site.leads.today}
            </strong>{' '}
            new today
          </p>
          <p style={{ margin: '4px 0 0' }}>
            <strong data-testid="leads-unanswered" style={{ color: site.leads.unanswered > 0 ? 'var(--theme-error-500)' : undefined }}>
              {site.leads.unanswered}
            </strong>{' '}
            unanswered for more than {UNANSWERED_AFTER_HOURS} hours · <a href={leadsHref}>Open the inbox</a>
          </p>
        </div>
        <div style={card}>
          <h3 style={{ marginTop: 0 }}>Expiring in the next {EXPIRING_WITHIN_DAYS} days</h3>
          <ItemList items={site.expiring} empty="No offer or promo tile expires soon." label={(i) => `expires ${when(i.at)}`} />
        </div>
        <div style={card}>
          <h3 style={{ marginTop: 0 }}>Drafts and scheduled</h3>
          <ItemList
            items={site.scheduled}
            empty="Nothing is scheduled."
            label={(i) => `${i.action === 'unpublish' ? 'unpublishes' : 'publishes'} ${when(i.at)}`}
          />
          <div style={{ marginTop: 8 }}>
            <ItemList items={site.drafts} empty="No unpublished drafts." label={(i) => `draft, changed ${when(i.at)}`} />
          </div>
        </div>
        <div style={card}>
          <h3 style={{ marginTop: 0 }}>Pages failing publish checks</h3>
          <CountHeadline count={site.failingChecks.length} testId="failing-publish-checks">
            published {site.failingChecks.length === 1 ? 'page or section' : 'pages or sections'} would not publish as they are now
          </CountHeadline>
          <ItemList
            items={site.failingChecks}
            empty="Every published page passes."
            label={(i) => {
              const n = (i as { problems?: number }).problems ?? 0
              return `${n} blocking ${n === 1 ? 'problem' : 'problems'}`
            }}
          />
        </div>
        <div style={card}>
          <h3 style={{ marginTop: 0 }}>Broken links</h3>
          <CountHeadline count={site.brokenLinks.length} testId="broken-links">
            {site.brokenLinks.length === 1 ? 'link' : 'links'} on the live site (pages, sections, menus, site settings) lead nowhere
          </CountHeadline>
          <ItemList items={site.brokenLinks} empty="Every link leads to a page." label={(i) => (i as { where?: string }).where ?? ''} />
        </div>
        <div style={card}>
          <h3 style={{ marginTop: 0 }}>Stock feeds</h3>
          {site.feeds.length === 0 ? (
            <p style={{ opacity: 0.75 }}>This site shows no dealership’s stock.</p>
          ) : (
            <ul style={{ margin: 0, paddingLeft: 18 }}>
              {site.feeds.map(({ dealership, health }) => (
                <li key={dealership} data-testid={`feed-health-${dealership}`}>
                  {dealership}: {FEED_TEXT[health.kind]}
                  {health.kind !== 'none' && ` ${when(health.at.toISOString())}`}
                  {health.kind !== 'none' && health.rejectedRows > 0 && `, ${health.rejectedRows} rows rejected`}
                </li>
              ))}
            </ul>
          )}
          <p style={{ marginBottom: 0 }}>
            <a href="/admin/stock-feeds">Stock feeds</a>
          </p>
        </div>
      </div>
    </section>
  )
}

export async function Dashboard({ initPageResult }: AdminViewServerProps) {
  const { req } = initPageResult
  const user = req.user as unknown as AccessUser | null
  const sites = user ? await dashboardFor(req.payload, user, originFromHeaders(req.headers)) : []
  return (
    <Gutter>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 16, flexWrap: 'wrap', marginTop: 24 }}>
        <h1 style={{ margin: 0 }}>Dashboard</h1>
        {isPlatformAdmin(user) && (
          <a className="btn btn--style-primary" href="/admin/collections/tenants/create">
            Create dealer site
          </a>
        )}
      </div>
      {sites.length === 0 && <p>You are not assigned to a dealer site yet. Ask a platform administrator to add you to one.</p>}
      {sites.map((site) => (
        <Site key={String(site.tenantId)} site={site} />
      ))}
    </Gutter>
  )
}

/** A card's headline: a large count, red when there is something to fix, and what it counts. */
function CountHeadline({ count, testId, children }: { count: number; testId: string; children: ReactNode }) {
  return (
    <p style={{ margin: '0 0 8px' }}>
      <strong style={{ fontSize: 28, color: count > 0 ? 'var(--theme-error-500)' : undefined }} data-testid={testId}>
        {count}
      </strong>{' '}
      {children}
    </p>
  )
}
