import { deliveryEstimate } from '@/src/domain/finance/delivery'
import { financeSettingsFromTenant } from '@/src/domain/finance/tenant-settings'
import { errorResponse } from '@/src/lib/api-errors'
import { tenantFromRequest, type FindTenant } from '@/src/lib/tenant-request'
import { logger } from '@/src/lib/logger'

/**
 * GET /api/delivery-estimate?postcode=: the delivery price from the tenant's own region table.
 * 200 with the DeliveryEstimate union (ok true, or ok false with the "no estimate" message); 400
 * with the DELIVERY_ERRORS message for an empty or malformed postcode.
 */
export async function handleDeliveryRequest(request: Request, findTenant: FindTenant): Promise<Response> {
  try {
    const site = await tenantFromRequest(request, findTenant)
    if (!site.ok) return site.response
    const postcode = new URL(request.url).searchParams.get('postcode')
    const estimate = deliveryEstimate(postcode, financeSettingsFromTenant(site.tenant).deliveryRegions)
    const status = !estimate.ok && estimate.error !== 'noEstimate' ? 400 : 200
    return Response.json(estimate, { status, headers: { 'cache-control': 'no-store' } })
  } catch (error) {
    logger.error({ err: error }, 'Delivery estimate failed')
    return errorResponse('unavailable', 'Delivery estimates are unavailable right now.')
  }
}
