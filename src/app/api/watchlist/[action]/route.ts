import { shopperRoutes } from '@/src/app/api/shopper-routes'
import { errorResponse, methodNotAllowed } from '@/src/lib/api-errors'
import { refuseOverIpLimit } from '@/src/lib/rate-limit'

export const dynamic = 'force-dynamic'

/** POST /api/watchlist/save-car and /api/watchlist/remove-car { phone_number, car_id }. */
export async function POST(request: Request, { params }: { params: Promise<{ action: string }> }): Promise<Response> {
  const { action } = await params
  const routes = shopperRoutes()
  const handler = action === 'save-car' ? routes.saveCar : action === 'remove-car' ? routes.removeCar : null
  if (!handler) return errorResponse('not-found', 'There is no such watchlist call.')
  return (await refuseOverIpLimit('shopperAccount', request)) ?? handler(request)
}

const postOnly = methodNotAllowed(['POST'], 'Save or remove a car with POST.')

export { postOnly as GET, postOnly as PUT, postOnly as PATCH, postOnly as DELETE }
