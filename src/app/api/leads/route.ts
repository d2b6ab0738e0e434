import { handleLeadRequest } from '@/src/api/leads'
import { afterResponse } from '../after-response'
import { kickLeadDeliveries, storeLead } from '@/src/cms/leads'
import { getBookingOffer } from '@/src/cms/locations'
import { getTenantByHost } from '@/src/cms/tenants'
import { SUBMIT_FAILED } from '@/src/domain/leads/forms'
import { methodNotAllowed, responseForError } from '@/src/lib/api-errors'
import { countLeadFromAddress, rateLimiter, refuseOverIpLimit } from '@/src/lib/rate-limit'
import { findLeadCar } from '../lead-car'
import { captchaProvider } from '@/src/providers/captcha'

export const dynamic = 'force-dynamic'

/** POST /api/leads: every lead form of the site; the logic is in src/api/leads.ts. */
export async function POST(request: Request): Promise<Response> {
  const refused = await refuseOverIpLimit('leadPerIp', request)
  if (refused) return refused
  try {
    const response = await handleLeadRequest(request, {
      findTenant: getTenantByHost,
      findCar: findLeadCar,
      store: storeLead,
      bookingSlots: async (tenant, kind, car, now) => (await getBookingOffer(tenant, kind, car?.locationName, now))?.slots ?? null,
      limitAddress: (tenant, email, ip) => countLeadFromAddress(rateLimiter(), { site: String(tenant.id), email, ip }),
      now: () => new Date(),
      captcha: captchaProvider(),
    })
    // The lead is stored and its delivery queued; sending it need not keep the shopper waiting.
    if (response.status === 201 || response.status === 303) afterResponse(() => kickLeadDeliveries())
    return response
  } catch (error) {
    return responseForError(error, { log: 'Lead submission failed', message: SUBMIT_FAILED })
  }
}

/** Only POST sends a lead; any other method is told so. */
const postOnly = methodNotAllowed(['POST'], 'Send a lead with POST.')

export { postOnly as GET, postOnly as PUT, postOnly as PATCH, postOnly as DELETE }
