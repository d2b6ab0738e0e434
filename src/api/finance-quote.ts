import { amountMessage, calculatorLimits } from '@/src/domain/finance/limits'
import { QUOTE_LOAN_TERM_YEARS, type QuoteRequest, quoteRequestSchema } from '@/src/domain/finance/quote'
import type { FinanceSettings } from '@/src/domain/finance/settings'
import { financeSettingsFromTenant } from '@/src/domain/finance/tenant-settings'
import { describeIssues, errorResponse, readJsonBody } from '@/src/lib/api-errors'
import { tenantFromRequest, type FindTenant } from '@/src/lib/tenant-request'
import type { FinanceQuoteProvider } from '@/src/providers/finance-quote'
import { logger } from '@/src/lib/logger'

export interface QuoteRouteDeps {
  findTenant: FindTenant
  provider: FinanceQuoteProvider
}

export const QUOTES_OFF_MESSAGE = 'Finance quotes are not available on this site.'
export const NO_QUOTE_MESSAGE = 'No finance quote is available for this vehicle right now.'

/**
 * The calculator limits the quote must respect, from the tenant's own settings: the price is the
 * amount financed, so it lies within the (widest, sidebar) calculator's amount range; the term lies
 * within the calculator's term range, in its 0.5-year steps, and the quote call's own 5-year term
 * is always accepted. Null when the request is in range.
 */
export function quoteRangeProblem(request: QuoteRequest, settings: FinanceSettings): string | null {
  const { amount, term } = calculatorLimits('sidebar', settings)
  if (request.purchasePrice < amount.min || request.purchasePrice > amount.max) {
    return `purchasePrice: ${amountMessage(request.purchasePrice, amount)}`
  }
  const min = Math.min(term.min, QUOTE_LOAN_TERM_YEARS)
  const max = Math.max(term.max, QUOTE_LOAN_TERM_YEARS)
  if (request.loanTerm < min || request.loanTerm > max || !Number.isInteger(request.loanTerm / term.step)) {
    return `loanTerm: must be between ${min} and ${max} years, in steps of ${term.step}`
  }
  return null
}

/**
 * POST /api/youx/quote. The tenant comes from the Host header; sites without the financeQuotes
 * feature answer 404 as if the route did not exist. Bad input is a 400 with a readable message; a
 * provider failure is a 502 the page ignores.
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

    const settings = financeSettingsFromTenant(site.tenant)
    const outOfRange = quoteRangeProblem(parsed.data, settings)
    if (outOfRange) return errorResponse('bad-request', outOfRange)

    const outcome = await deps.provider.ask(parsed.data, settings)
    if (outcome.ok) return Response.json(outcome.value, { headers: { 'cache-control': 'no-store' } })
    if (outcome.reason === 'unavailable') logger.warn(`Finance quote provider ${deps.provider.name}: ${outcome.detail}`)
    return errorResponse('upstream', NO_QUOTE_MESSAGE)
  } catch (error) {
    logger.error({ err: error }, 'Finance quote failed')
    return errorResponse('unavailable', NO_QUOTE_MESSAGE)
  }
}
