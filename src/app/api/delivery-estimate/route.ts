import { methodNotAllowed } from '@/src/lib/api-errors'
import { getTenantByHost } from '@/src/cms/tenants'
import { handleDeliveryRequest } from '@/src/api/delivery-estimate'

export const dynamic = 'force-dynamic'

/** GET /api/delivery-estimate?postcode=: the delivery price to a postcode (handleDeliveryRequest). */
export function GET(request: Request): Promise<Response> {
  return handleDeliveryRequest(request, getTenantByHost)
}

/** Any other method is told which one this route takes (405 with a message). */
const getOnly = methodNotAllowed(['GET', 'HEAD'], 'This address answers GET requests only.')
export { getOnly as POST, getOnly as PUT, getOnly as PATCH, getOnly as DELETE }
