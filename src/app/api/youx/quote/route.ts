import { getTenantByHost } from '@/src/cms/tenants'
import { financeQuoteProvider } from '@/src/lib/finance-quote'
import { handleQuoteRequest } from '@/src/lib/finance-quote/handler'
import { refuseOverIpLimit } from '@/src/lib/rate-limit'

export const dynamic = 'force-dynamic'

/** Spec 2 §7: POST /api/youx/quote. The logic lives in handleQuoteRequest (unit-tested). */
export async function POST(request: Request): Promise<Response> {
  const refused = await refuseOverIpLimit('financeQuote', request)
  if (refused) return refused
  return handleQuoteRequest(request, { findTenant: getTenantByHost, provider: financeQuoteProvider() })
}
