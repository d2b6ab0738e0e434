import { shopperRoutes } from '@/src/app/api/shopper-routes'
import { errorResponse, methodNotAllowed } from '@/src/lib/api-errors'
import { refuseOverIpLimit } from '@/src/lib/rate-limit'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ action: string }> }

const NOT_FOUND = 'There is no such shopper account call.'

/**
 * POST /api/account/{send-code|verify-code|sign-out|delete-account}: shopper sign-in and account;
 * the logic is in src/api/account.ts.
 */
export async function POST(request: Request, { params }: Context): Promise<Response> {
  const { action } = await params
  const routes = shopperRoutes()
  const handler = {
    'send-code': routes.sendCode,
    'verify-code': routes.verifyCode,
    'sign-out': routes.signOut,
    'delete-account': routes.deleteAccount,
  }[action]
  if (!handler) return errorResponse('not-found', NOT_FOUND)
  // verify-code counts its tries itself (per IP and per number and IP, given back on success).
  const policy = action === 'send-code' ? 'signInCodePerIp' : 'shopperAccount'
  return (await refuseOverIpLimit(policy, request)) ?? handler(request)
}

/** GET /api/account/me: the signed-in shopper of this site and their watchlist, or signed_in: false. */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { action } = await params
  if (action !== 'me') return errorResponse('not-found', NOT_FOUND)
  return (await refuseOverIpLimit('shopperAccount', request)) ?? shopperRoutes().me(request)
}

const other = methodNotAllowed(['GET', 'POST'], 'Use GET for /api/account/me and POST for the other shopper calls.')

export { other as PUT, other as PATCH, other as DELETE }
