import { getTenantByHost } from '@/src/cms/tenants'
import { financeQuoteProvider } from '@/src/lib/finance-quote'
import { handleQuoteRequest } from '@/src/lib/finance-quote/handler'

export const dynamic = 'force-dynamic'

/** Spec 2 §7: POST /api/youx/quote. The logic lives in handleQuoteRequest (unit-tested). */
export function POST(request: Request): Promise<Response> {
  return handleQuoteRequest(request, { findTenant: getTenantByHost, provider: financeQuoteProvider() })
}
