import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import type { AccessUser } from '@/collections/_access/predicates'
import { feedSitesFor } from '@/src/cms/feeds'
import { feedKeyInfo, listFeedRuns } from '@/src/search/ingest'
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
        <p>Each import of a dealership&apos;s stock file is listed with what it changed. Rejected rows name the row, field and reason.</p>
        {sites.length === 0 && <p>You are not assigned to a dealer site.</p>}
        {sites.map((site) => (
          <section key={String(site.tenantId)} style={{ marginTop: 32 }}>
            <h2>{site.name}</h2>
            {site.dealerships.map((slug) => (
              <DealershipFeed key={slug} slug={slug} canManageKeys={site.canManageKeys} />
            ))}
          </section>
        ))}
      </Gutter>
    </DefaultTemplate>
  )
}

async function DealershipFeed({ slug, canManageKeys }: { slug: string; canManageKeys: boolean }) {
  const [runs, key] = await Promise.all([listFeedRuns(slug, 10), feedKeyInfo(slug)])
  return (
    <div style={{ marginTop: 16 }} data-testid={`feed-${slug}`}>
      <h3>{slug}</h3>
      <p>
        Feed endpoint: <code>POST /api/feeds/{slug}</code> · key {key ? `issued ${when(key.createdAt)}` : 'not issued yet'}
      </p>
      {canManageKeys && <RotateFeedKey dealershipSlug={slug} />}
      {runs.length === 0 ? (
        <p>No imports yet.</p>
      ) : (
        <table className="table" style={{ width: '100%', marginTop: 8 }}>
          <thead>
            <tr>
              <th align="left">Time</th>
              <th align="left">Source</th>
              <th align="left">Result</th>
              <th align="right">Added</th>
              <th align="right">Updated</th>
              <th align="right">Sold</th>
              <th align="right">Rejected</th>
            </tr>
          </thead>
          <tbody>
            {runs.map((run) => (
              <tr key={run.id}>
                <td>{when(run.startedAt)}</td>
                <td>{run.source}</td>
                <td>
                  {run.ok ? 'OK' : 'Rejected'}
                  {run.message ? ` — ${run.message}` : ''}
                  {run.errors.length > 0 && (
                    <details>
                      <summary>{run.errors.length} row problems</summary>
                      <ul>
                        {run.errors.slice(0, 20).map((e, i) => (
                          <li key={i}>{JSON.stringify(e)}</li>
                        ))}
                      </ul>
                    </details>
                  )}
                </td>
                <td align="right">{run.added}</td>
                <td align="right">{run.updated}</td>
                <td align="right">{run.sold}</td>
                <td align="right">{run.rejected}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  )
}
