import { methodNotAllowed } from '@/src/lib/api-errors'
import { getTenantByHost } from '@/src/cms/tenants'
import { handleQuoteRequest } from '@/src/api/finance-quote'
import { financeQuoteProvider } from '@/src/providers/finance-quote'
import { refuseOverIpLimit } from '@/src/lib/rate-limit'

export const dynamic = 'force-dynamic'

/** POST /api/youx/quote. The logic is in src/api/finance-quote.ts (unit-tested). */
export async function POST(request: Request): Promise<Response> {
  const refused = await refuseOverIpLimit('financeQuote', request)
  if (refused) return refused
  return handleQuoteRequest(request, { findTenant: getTenantByHost, provider: financeQuoteProvider() })
}

/** Any other method is told which one this route takes (405 with a message). */
const postOnly = methodNotAllowed(['POST'], 'This address answers POST requests only.')
export { postOnly as GET, postOnly as PUT, postOnly as PATCH, postOnly as DELETE }
