import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import type { AccessUser } from '@/collections/_access/predicates'
import { type FeedDealership, feedSitesFor } from '@/src/cms/feeds'
import { type FeedRun, feedKeyInfo, listFeedRuns } from '@/src/search/ingest'
import { MAX_STORED_ERRORS } from '@/src/search/ingest/feed-runs'
import { ConfirmHeldRun } from './ConfirmHeldRun.client'
import { RotateFeedKey } from './RotateFeedKey.client'

const when = (d: Date) => d.toLocaleString('en-AU', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Australia/Sydney' })

/** Admin view: stock feed health per dealership, and feed keys for tenant admins (issue 3). */
export async function FeedsView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  const user = req.user as unknown as AccessUser | null
  const sites = user ? await feedSitesFor(req.payload, user) : []
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter>
        <h1>Stock feeds</h1>
        <p>
          Each import of a dealership&apos;s stock file is listed with what it changed. Rejected rows name the row, field and reason; the
          car a rejected row names is kept as it was. A file that would sell too much of the stock, or rejects too many rows, sells nothing
          until you confirm it (thresholds under Dealer sites › Stock feed).
        </p>
        {sites.length === 0 && <p>You are not assigned to a dealer site.</p>}
        {sites.map((site) => (
          <section key={String(site.tenantId)} style={{ marginTop: 32 }}>
            <h2>{site.name}</h2>
            {site.dealerships.map((dealership) => (
              <DealershipFeed key={dealership.slug} dealership={dealership} />
            ))}
          </section>
        ))}
      </Gutter>
    </DefaultTemplate>
  )
}

const STATE_TEXT: Record<FeedRun['state'], string> = {
  imported: 'Imported',
  rejected: 'File rejected',
  held: 'Sales held',
  confirmed: 'Sales confirmed',
  superseded: 'Held, replaced by a later file',
}

async function DealershipFeed({ dealership }: { dealership: FeedDealership }) {
  const { slug } = dealership
  const [runs, key] = await Promise.all([listFeedRuns(slug, 10), feedKeyInfo(slug)])
  const waiting = runs.find((run) => run.state === 'held')
  return (
    <div style={{ marginTop: 16 }} data-testid={`feed-${slug}`}>
      <h3>{slug}</h3>
      {!dealership.owned && <p>Owned by another site: its feed key, uploads and feed settings are managed there.</p>}
      <p>
        Feed endpoint: <code>POST /api/feeds/{slug}</code> · key {key ? `issued ${when(key.createdAt)}` : 'not issued yet'}
      </p>
      {dealership.canManageKey && <RotateFeedKey dealershipSlug={slug} />}
      {waiting && (
        <div
          role="region"
          aria-label={`Held feed run of ${slug}`}
          style={{ border: '2px solid var(--theme-warning-500, #d97706)', padding: 12, marginTop: 12 }}
        >
          <p style={{ marginTop: 0 }}>
            <strong>File of {when(waiting.startedAt)} is waiting for you.</strong> {waiting.holdReason}
          </p>
          {dealership.canConfirm ? (
            <ConfirmHeldRun dealershipSlug={slug} runId={waiting.id} held={waiting.held} />
          ) : (
            <p>The site that owns this dealership confirms its sales.</p>
          )}
        </div>
      )}
      {runs.length === 0 ? <p>No imports yet.</p> : <RunTable runs={runs} />}
    </div>
  )
}

function RunTable({ runs }: { runs: FeedRun[] }) {
  return (
    <table className="table" style={{ width: '100%', marginTop: 8 }}>
      <thead>
        <tr>
          <th align="left">Time</th>
          <th align="left">Source</th>
          <th align="left">Result</th>
          <th align="right">Added</th>
          <th align="right">Updated</th>
          <th align="right">Sold</th>
          <th align="right">Held</th>
          <th align="right">Rejected</th>
        </tr>
      </thead>
      <tbody>
        {runs.map((run) => (
          <tr key={run.id}>
            <td>{when(run.startedAt)}</td>
            <td>{run.source}</td>
            <td>
              {STATE_TEXT[run.state]}
              {run.resolvedBy ? ` by ${run.resolvedBy}` : ''}
              {run.message && run.message !== run.holdReason ? ` — ${run.message}` : ''}
              {run.errors.length > 0 && <RowProblems run={run} />}
            </td>
            <td align="right">{run.added}</td>
            <td align="right">{run.updated}</td>
            <td align="right">{run.sold}</td>
            <td align="right">{run.held}</td>
            <td align="right">{run.rejected}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function RowProblems({ run }: { run: FeedRun }) {
  return (
    <details>
      <summary>
        {run.rejected} rejected row{run.rejected === 1 ? '' : 's'}
        {run.kept > 0 ? ` (${run.kept} of their cars kept as they were)` : ''}
      </summary>
      <table>
        <thead>
          <tr>
            <th align="left">Row</th>
            <th align="left">Field</th>
            <th align="left">Reason</th>
          </tr>
        </thead>
        <tbody>
          {run.errors.map((e, i) => (
            <tr key={i}>
              <td>{e.row}</td>
              <td>
                <code>{e.field}</code>
              </td>
              <td>{e.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {run.rejected > MAX_STORED_ERRORS && <p>Only the first {MAX_STORED_ERRORS} problems are kept.</p>}
    </details>
  )
}
