// GET /api/inventory-files/history-{stock}.pdf: the demo's sample vehicle history report, drawn on
// the server. Drawing takes real CPU (300 made-up stock numbers in a row slowed every other request
// from 24 to 374 ms), so it is drawn only in demo mode, only for a car the visited site shows that
// links this very report, once per stock number per process (the report depends on nothing else),
// and the route counts requests per IP (POLICIES.historyReport).
import type { FilterNode } from '@/src/domain/inventory/filter-ast'
import type { SearchRecord } from '@/src/domain/inventory/search-record'
import { tenantInventoryFilter } from '@/src/domain/inventory/tenant-filter'
import { errorResponse, responseForError } from '@/src/lib/api-errors'
import { createMemo } from '@/src/lib/memo'
import { type FindTenant, tenantFromRequest } from '@/src/lib/tenant-request'

export interface HistoryReportDeps {
  /** The sample reports exist on the demo sites only (src/lib/env.ts isDemoMode). */
  demo: boolean
  findTenant: FindTenant
  /** The stock number a report's file name stands for, or null for a name no report has. */
  reportStock(fileName: string): string | null
  /** The address a car links its report at. */
  reportUrl(stock: string): string
  /** The car of the site's stock that links `url`, or null. */
  findCarByFile(url: string, scope: FilterNode | null): Promise<SearchRecord | null>
  render(stock: string): Promise<Buffer>
  now(): Date
}

export const NO_SUCH_FILE = 'There is no such file on this site.'

/** Reports kept drawn per process (a few kB each): the cars a demo site shows with one, and room to spare. */
const DRAWN_REPORTS = 500

export function createHistoryReportHandler(deps: HistoryReportDeps) {
  const drawn = createMemo<Buffer>({ name: 'history_reports', capacity: DRAWN_REPORTS, ttlMs: Infinity })

  return async function handle(request: Request, fileName: string): Promise<Response> {
    const stock = deps.demo ? deps.reportStock(fileName) : null
    if (!stock) return errorResponse('not-found', NO_SUCH_FILE)
    try {
      const site = await tenantFromRequest(request, deps.findTenant)
      if (!site.ok) return site.response
      const car = await deps.findCarByFile(deps.reportUrl(stock), tenantInventoryFilter(site.tenant, deps.now()))
      if (!car) return errorResponse('not-found', NO_SUCH_FILE)
      const pdf = await drawn.through(stock, () => deps.render(stock))
      return new Response(new Uint8Array(pdf), {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `inline; filename="history-${stock}.pdf"`,
          // The same stock number always draws the same report: browsers and CDNs keep it.
          'cache-control': 'public, max-age=86400, immutable',
        },
      })
    } catch (error) {
      return responseForError(error, { log: `The history report ${stock} failed:`, message: 'The report cannot be prepared right now.' })
    }
  }
}
