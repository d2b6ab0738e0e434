import { handleLeadRequest } from '@/src/api/leads'
import { storeLead } from '@/src/cms/leads'
import { getTenantByHost } from '@/src/cms/tenants'
import { leadCarOf } from '@/src/domain/leads/record'
import { tenantInventoryFilter } from '@/src/domain/inventory/tenant-filter'
import { responseForError } from '@/src/lib/api-errors'
import { rateLimiter, refuseOverIpLimit } from '@/src/lib/rate-limit'
import { findCarBySlug } from '@/src/search/engine'

export const dynamic = 'force-dynamic'

/** POST /api/leads: every lead form of the site (issue 11); the logic is in src/api/leads.ts. */
export async function POST(request: Request): Promise<Response> {
  const refused = await refuseOverIpLimit('leadPerIp', request)
  if (refused) return refused
  try {
    return await handleLeadRequest(request, {
      findTenant: getTenantByHost,
      findCar: async (tenant, slug, now) => {
        const record = await findCarBySlug(slug, tenantInventoryFilter(tenant, now))
        return record ? leadCarOf(record) : null
      },
      store: storeLead,
      limitAddress: (tenant, email) => rateLimiter().limit('leadPerAddress', `${tenant.id}:${email.trim().toLowerCase()}`),
      now: () => new Date(),
    })
  } catch (error) {
    return responseForError(error, { log: 'Lead submission failed', message: 'An error occurred when submitting this form' })
  }
}
