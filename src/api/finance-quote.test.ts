import { describe, expect, test, vi } from 'vitest'
import { indicativeQuote, quoteRequestSchema } from '@/src/domain/finance/quote'
import { financeSettingsFromTenant } from '@/src/domain/finance/tenant-settings'
import { parseTenantConfig, type TenantConfig } from '@/src/domain/tenant/tenant-config'
import type { FinanceQuoteProvider } from '@/src/providers/finance-quote'
import { offlineQuoteProvider } from '@/src/providers/finance-quote/offline'
import { handleQuoteRequest, NO_QUOTE_MESSAGE, QUOTES_OFF_MESSAGE } from './finance-quote'
import { logger } from '@/src/lib/logger'

function tenant(slug: string, domain: string, financeQuotes: boolean): TenantConfig {
  const parsed = parseTenantConfig({
    id: slug,
    slug,
    name: slug,
    domains: [domain],
    features: { financeQuotes },
    finance: { defaultRate: 8.95, quoteRates: [{ creditScore: 'Excellent', rate: 6.29 }] },
  })
  if (!parsed.ok) throw new Error(parsed.error)
  return parsed.tenant
}

const ON = tenant('quotes-on', 'on.localhost', true)
const OFF = tenant('quotes-off', 'off.localhost', false)
const findTenant = async (host: string) => [ON, OFF].find((t) => t.domains.includes(host)) ?? null

const good = { selfAssessedCreditScore: 'Excellent', purchasePrice: 32990, year: 2021, vin: 'VIN1', nvic: 'N1', whoIsHelping: 'me' }

function post(host: string, body: unknown) {
  return new Request('http://internal/api/youx/quote', {
    method: 'POST',
    headers: { host, 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

async function call(host: string, body: unknown, provider: FinanceQuoteProvider = offlineQuoteProvider) {
  const response = await handleQuoteRequest(post(host, body), { findTenant, provider })
  return { status: response.status, json: await response.json() }
}

describe('POST /api/youx/quote', () => {
  test('offline default: an indicative quote from the engine with the tenant’s rate for the credit score', async () => {
    const { status, json } = await call('on.localhost:3100', good)
    const expected = indicativeQuote(quoteRequestSchema.parse(good), financeSettingsFromTenant(ON))
    expect(status).toBe(200)
    expect(json).toEqual(expected)
    expect(json.advertisedRate).toBe(6.29)
  })

  test.each([
    ['unknown host', 'nobody.localhost', good, 404, 'No dealer site is configured for this address.'],
    ['feature off on this tenant', 'off.localhost', good, 404, QUOTES_OFF_MESSAGE],
    ['not JSON', 'on.localhost', '{oops', 400, 'The request body must be JSON.'],
    ['price not above 0', 'on.localhost', { ...good, purchasePrice: 0 }, 400, 'purchasePrice:'],
    ['missing credit score', 'on.localhost', { ...good, selfAssessedCreditScore: '' }, 400, 'selfAssessedCreditScore:'],
    ['year as text', 'on.localhost', { ...good, year: 'new' }, 400, 'year:'],
    ['an array body', 'on.localhost', [good], 400, 'body:'],
    ['a huge body', 'on.localhost', { ...good, vin: 'x'.repeat(20_000) }, 413, 'too large'],
    // The calculator's limits apply: unchecked, 1e308 answered 200 with absurd figures and a tiny term 502.
    [
      'a price of 1e308',
      'on.localhost',
      { ...good, purchasePrice: 1e308 },
      400,
      'purchasePrice: Cannot be less than $1,000 or more than $250,000',
    ],
    ['a price below the minimum amount', 'on.localhost', { ...good, purchasePrice: 999 }, 400, 'purchasePrice: Cannot be less than $1,000'],
    ['a price above the sidebar maximum', 'on.localhost', { ...good, purchasePrice: 250_000.01 }, 400, 'more than $250,000'],
    ['a tiny loan term', 'on.localhost', { ...good, loanTerm: 1e-9 }, 400, 'loanTerm: must be between 1 and 7 years, in steps of 0.5'],
    ['a term beyond the maximum', 'on.localhost', { ...good, loanTerm: 7.5 }, 400, 'loanTerm:'],
    ['a term off the 0.5 step', 'on.localhost', { ...good, loanTerm: 4.3 }, 400, 'loanTerm:'],
    [
      'a lone surrogate',
      'on.localhost',
      '{"selfAssessedCreditScore":"Excellent","purchasePrice":30000,"year":2020,"vin":"\\ud800"}',
      400,
      'not valid Unicode',
    ],
    [
      'deep nesting in an unknown key',
      'on.localhost',
      `{"purchasePrice":30000,"x":${'['.repeat(4000)}${']'.repeat(4000)}}`,
      400,
      'nests deeper than',
    ],
  ])('%s -> %s', async (_name, host, body, status, message) => {
    const result = await call(host, body)
    expect(result.status).toBe(status)
    expect(result.json.error).toContain(message)
  })

  test.each([
    ['the minimum amount', { purchasePrice: 1000 }],
    ['the sidebar maximum', { purchasePrice: 250_000 }],
    ['the shortest term', { loanTerm: 1 }],
    ['the longest term, in a half-year step', { loanTerm: 6.5 }],
  ])('%s is quoted', async (_name, change) => {
    expect((await call('on.localhost', { ...good, ...change })).status).toBe(200)
  })

  test("the quote's own 5-year term is accepted on a tenant whose calculator stops at 3 years", async () => {
    const parsed = parseTenantConfig({
      id: 'short',
      slug: 'short',
      name: 'short',
      domains: ['short.localhost'],
      features: { financeQuotes: true },
      finance: { termYears: 3, termMaxYears: 3 },
    })
    if (!parsed.ok) throw new Error(parsed.error)
    const response = await handleQuoteRequest(post('short.localhost', good), {
      findTenant: async () => parsed.tenant,
      provider: offlineQuoteProvider,
    })
    expect(response.status).toBe(200)
  })

  test('a provider failure is a 502 the page ignores, never a 500', async () => {
    const failing: FinanceQuoteProvider = { name: 'down', ask: async () => ({ ok: false, reason: 'unavailable', detail: 'timeout' }) }
    expect(await call('on.localhost', good, failing)).toEqual({ status: 502, json: { error: NO_QUOTE_MESSAGE } })
  })

  test('a provider that throws is a 503, never a 500', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => {})
    const throwing: FinanceQuoteProvider = {
      name: 'bug',
      ask: async () => {
        throw new Error('boom')
      },
    }
    expect((await call('on.localhost', good, throwing)).status).toBe(503)
  })

  test('the provider is only asked for tenants with the feature on', async () => {
    const ask = vi.fn(offlineQuoteProvider.ask)
    await call('off.localhost', good, { name: 'spy', ask })
    expect(ask).not.toHaveBeenCalled()
  })
})
