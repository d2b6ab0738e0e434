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

/** Admin view: stock feed health per dealership, and feed keys for tenant admins. */
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

const cell = { padding: '6px 10px', verticalAlign: 'top' } as const
const numberCell = { ...cell, textAlign: 'right' } as const
const COLUMNS = ['Time', 'Source', 'Result', 'Added', 'Updated', 'Sold', 'Held', 'Rejected'] as const

/** A run's message when it says more than its state (a held run's reason is shown above the table). */
const extraMessage = (run: FeedRun) =>
  run.message && run.message !== STATE_TEXT[run.state] && run.message !== run.holdReason ? run.message : null

function RunTable({ runs }: { runs: FeedRun[] }) {
  return (
    <div style={{ overflowX: 'auto', marginTop: 8 }}>
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <thead>
          <tr style={{ borderBottom: '1px solid var(--theme-elevation-150)' }}>
            {COLUMNS.map((name, i) => (
              <th key={name} scope="col" style={i < 3 ? { ...cell, textAlign: 'left' } : numberCell}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {runs.map((run) => (
            <RunRows key={run.id} run={run} />
          ))}
        </tbody>
      </table>
    </div>
  )
}

function RunRows({ run }: { run: FeedRun }) {
  const extra = extraMessage(run)
  return (
    <>
      <tr style={{ borderTop: '1px solid var(--theme-elevation-100)' }}>
        <td style={{ ...cell, whiteSpace: 'nowrap' }}>{when(run.startedAt)}</td>
        <td style={cell}>{run.source}</td>
        <td style={cell}>
          {STATE_TEXT[run.state]}
          {run.resolvedBy ? ` by ${run.resolvedBy}` : ''}
          {extra ? `: ${extra}` : ''}
        </td>
        {[run.added, run.updated, run.sold, run.held, run.rejected].map((count, i) => (
          <td key={i} style={numberCell}>
            {count}
          </td>
        ))}
      </tr>
      {run.errors.length > 0 && (
        <tr>
          <td colSpan={COLUMNS.length} style={{ ...cell, paddingTop: 0 }}>
            <RowProblems run={run} />
          </td>
        </tr>
      )}
    </>
  )
}

function RowProblems({ run }: { run: FeedRun }) {
  return (
    <details>
      <summary>
        {run.rejected} rejected row{run.rejected === 1 ? '' : 's'}
        {run.kept > 0 ? ` (${run.kept} of their cars kept as they were)` : ''}
      </summary>
      <table style={{ borderCollapse: 'collapse', marginTop: 4 }}>
        <thead>
          <tr>
            <th scope="col" style={{ ...cell, textAlign: 'left' }}>
              Row
            </th>
            <th scope="col" style={{ ...cell, textAlign: 'left' }}>
              Field
            </th>
            <th scope="col" style={{ ...cell, textAlign: 'left' }}>
              Reason
            </th>
          </tr>
        </thead>
        <tbody>
          {run.errors.map((e, i) => (
            <tr key={i}>
              <td style={cell}>{e.row}</td>
              <td style={cell}>
                <code>{e.field}</code>
              </td>
              <td style={cell}>{e.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {run.rejected > MAX_STORED_ERRORS && <p>Only the first {MAX_STORED_ERRORS} problems are kept.</p>}
    </details>
  )
}
