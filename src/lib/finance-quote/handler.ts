import { quoteRequestSchema } from '@/src/domain/finance/quote'
import { financeSettingsFromTenant } from '@/src/domain/finance/tenant-settings'
import { describeIssues, errorResponse, readJsonBody } from '../api-errors'
import { tenantFromRequest, type FindTenant } from '../tenant-request'
import type { FinanceQuoteProvider } from './provider'

export interface QuoteRouteDeps {
  findTenant: FindTenant
  provider: FinanceQuoteProvider
}

export const QUOTES_OFF_MESSAGE = 'Finance quotes are not available on this site.'
export const NO_QUOTE_MESSAGE = 'No finance quote is available for this vehicle right now.'

/**
 * POST /api/youx/quote (spec 2 §7). The tenant comes from the Host header; sites without the
 * financeQuotes feature answer 404 as if the route did not exist. Bad input is a 400 with a
 * readable message; a provider failure is a 502 the page ignores (spec 2 §8).
 */
export async function handleQuoteRequest(request: Request, deps: QuoteRouteDeps): Promise<Response> {
  try {
    const site = await tenantFromRequest(request, deps.findTenant)
    if (!site.ok) return site.response
    if (!site.tenant.features.financeQuotes) return errorResponse('not-found', QUOTES_OFF_MESSAGE)

    const body = await readJsonBody(request)
    if (!body.ok) return body.response
    const parsed = quoteRequestSchema.safeParse(body.value)
    if (!parsed.success) return errorResponse('bad-request', describeIssues(parsed.error.issues))

    const outcome = await deps.provider.quote(parsed.data, financeSettingsFromTenant(site.tenant))
    if (!outcome.ok) return errorResponse('upstream', NO_QUOTE_MESSAGE)
    return Response.json(outcome.quote, { headers: { 'cache-control': 'no-store' } })
  } catch (error) {
    console.error('Finance quote failed', error)
    return errorResponse('unavailable', NO_QUOTE_MESSAGE)
  }
}
