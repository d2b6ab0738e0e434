import { getTenantByHost } from '@/src/cms/tenants'
import { handleDeliveryRequest } from '@/src/api/delivery-estimate'

export const dynamic = 'force-dynamic'

/** Spec 2 §7 delivery price lookup. The logic lives in handleDeliveryRequest (unit-tested). */
export function GET(request: Request): Promise<Response> {
  return handleDeliveryRequest(request, getTenantByHost)
}
