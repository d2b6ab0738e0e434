// The dealer inbox's own endpoints and the retention job, on the platform host for signed-in staff:
// a CSV export of the leads they may see, "resend" for a lead whose delivery failed, and the
// scheduled erasure of personal details after the dealer's retention period.
import type { Endpoint, PayloadRequest, TaskConfig, Where } from 'payload'
import { leadsCsv, retentionCutoff } from '@/src/domain/leads/csv'
import { DEFAULT_RETENTION_MONTHS } from '@/src/domain/leads/delivery'
import { DELIVER_LEAD_TASK, LEAD_QUEUE } from './lead-delivery'
import { eraseApplicationsOfLeads, eraseExpiredApplicationDrafts } from './finance-application-erasure'
import { eraseLapsedPhotos, erasePhotosOfLeads } from './trade-in-photo-erasure'

const refused = (status: number, message: string) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'cache-control': 'no-store' } })

const isWhere = (value: unknown): value is Where => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * GET /api/lead-inbox/export.csv: what this user may read (their dealers' leads), newest first.
 * `where` (the list's own query, as the filter bar sets it) narrows it to what the list shows.
 */
export const exportLeadsEndpoint: Endpoint = {
  path: '/export.csv',
  method: 'get',
  handler: async (req) => {
    if (!req.user) return refused(401, 'Sign in to export leads.')
    const where = req.query?.where
    if (where !== undefined && !isWhere(where)) return refused(400, 'The filter could not be read. Clear it and try again.')
    let docs
    try {
      ;({ docs } = await req.payload.find({
        collection: 'lead-inbox',
        user: req.user,
        overrideAccess: false,
        depth: 0,
        limit: 10_000,
        sort: '-createdAt',
        where,
        req,
      }))
    } catch (err) {
      // A where naming a field or operator that does not exist is the caller's mistake, not ours.
      const status = (err as { status?: number }).status
      if (status && status >= 400 && status < 500)
        return refused(400, 'The filter could not be used: it names something leads do not have.')
      throw err
    }
    const day = new Date().toISOString().slice(0, 10)
    return new Response(leadsCsv(docs as never), {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="leads-${day}.csv"`,
        'cache-control': 'no-store',
      },
    })
  },
}

/** POST /api/lead-inbox/{id}/resend: queue the delivery again (what was already delivered is not repeated). */
export const resendLeadEndpoint: Endpoint = {
  path: '/:id/resend',
  method: 'post',
  handler: async (req) => {
    if (!req.user) return refused(401, 'Sign in to resend leads.')
    const id = String(req.routeParams?.id ?? '')
    if (!/^\d{1,12}$/.test(id)) return refused(404, 'Not Found')
    const lead = await req.payload.findByID({
      collection: 'lead-inbox',
      id,
      user: req.user,
      overrideAccess: false,
      depth: 0,
      disableErrors: true,
      req,
    })
    if (!lead) return refused(404, 'Not Found')
    if (lead.spam) return refused(400, 'This lead was marked as spam, so it is never sent.')
    await req.payload.update({
      collection: 'lead-inbox',
      id,
      overrideAccess: true,
      depth: 0,
      data: { delivery: { ...lead.delivery, status: 'pending', attempts: 0, lastError: null } },
      req,
    })
    await req.payload.jobs.queue({ task: DELIVER_LEAD_TASK as never, input: { leadId: id } as never, queue: LEAD_QUEUE, req })
    return Response.json({ ok: true, message: 'The lead is queued to be sent again.' }, { status: 202 })
  },
}

const ERASED = {
  name: 'Erased',
  lastName: 'Erased',
  email: 'erased@erased.invalid',
  phone: '-',
  postcode: '0000',
  message: null,
  rego: null,
  notes: null,
}

/** Erases personal details of leads older than each dealer's retention period, and the finance applications they carried. Returns how many leads. */
export async function eraseExpiredLeads(req: PayloadRequest, now = new Date()): Promise<number> {
  const { payload } = req
  const tenants = await payload.find({ collection: 'tenants', depth: 0, limit: 1000, overrideAccess: true, select: { leadDelivery: true } })
  let erased = 0
  for (const tenant of tenants.docs) {
    const months = tenant.leadDelivery?.retentionMonths ?? DEFAULT_RETENTION_MONTHS
    const result = await payload.update({
      collection: 'lead-inbox',
      where: {
        and: [
          { tenant: { equals: tenant.id } },
          { createdAt: { less_than: retentionCutoff(now, months).toISOString() } },
          { erasedAt: { exists: false } },
        ],
      },
      data: {
        ...ERASED,
        erasedAt: now.toISOString(),
        attributes: { url: null, source: null, userAgent: null, visitedPages: null, linkedQueryParams: null, utm: null },
      },
      overrideAccess: true,
      depth: 0,
      req,
    })
    erased += result.docs.length
    const leadIds = result.docs.map((lead) => lead.id)
    await eraseApplicationsOfLeads(req, leadIds)
    await erasePhotosOfLeads(req, leadIds)
  }
  return erased
}

export const eraseExpiredLeadsTask: TaskConfig<{
  input: object
  output: { erased: number; applicationDrafts: number; unsentPhotos: number }
}> = {
  slug: 'eraseExpiredLeads',
  label: 'Erase expired lead details, finance application drafts and unsent trade-in photos',
  schedule: [{ cron: '0 3 * * *', queue: 'default' }],
  handler: async ({ req }) => ({
    output: {
      erased: await eraseExpiredLeads(req),
      applicationDrafts: await eraseExpiredApplicationDrafts(req),
      unsentPhotos: await eraseLapsedPhotos(req),
    },
  }),
}
