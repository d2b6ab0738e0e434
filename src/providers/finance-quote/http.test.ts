import { describe, expect, test, vi } from 'vitest'
import { quoteRequestSchema } from '@/src/domain/finance/quote'
import { financeSettings } from '@/src/domain/finance/settings'
import { createHttpQuoteProvider } from './http'

const request = quoteRequestSchema.parse({
  selfAssessedCreditScore: 'Excellent',
  purchasePrice: 32990,
  year: 2021,
  vin: 'JTMBFREV10D012345',
  nvic: 'ABC12A',
  whoIsHelping: 'harbour-city-motors',
})
const settings = financeSettings()

function fakeFetch(response: Response | Error) {
  return vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => {
    if (response instanceof Error) throw response
    return response
  })
}

describe('HTTP finance-quote provider (POST /api/youx/quote)', () => {
  test('posts the recorded request: endpoint, method, headers and the request fields with loanTerm 5', async () => {
    const fetch = fakeFetch(Response.json({ weeklyRepaymentAmount: 158.4, comparisonRate: 9.12, advertisedRate: 8.49 }))
    const provider = createHttpQuoteProvider({ url: 'https://quotes.example.com/v2/', apiKey: 'k-123', fetch })
    await provider.ask(request, settings)

    expect(fetch).toHaveBeenCalledTimes(1)
    const [url, init] = fetch.mock.calls[0]
    expect(url).toBe('https://quotes.example.com/v2/quote')
    expect(init?.method).toBe('POST')
    expect(init?.headers).toEqual({
      accept: 'application/json',
      'content-type': 'application/json',
      authorization: 'Bearer k-123',
    })
    expect(JSON.parse(String(init?.body))).toEqual({
      selfAssessedCreditScore: 'Excellent',
      purchasePrice: 32990,
      loanTerm: 5,
      year: 2021,
      vin: 'JTMBFREV10D012345',
      nvic: 'ABC12A',
      whoIsHelping: 'harbour-city-motors',
    })
    expect(init?.signal).toBeInstanceOf(AbortSignal)
  })

  test.each([
    ['numbers', { weeklyRepaymentAmount: 158.4, comparisonRate: 9.12, advertisedRate: 8.49 }],
    [
      'numeric strings are reshaped to numbers',
      { weeklyRepaymentAmount: '158.40', comparisonRate: '9.12', advertisedRate: '8.49', extra: 'ignored' },
    ],
  ])('a good answer (%s) becomes our QuoteResponse', async (_name, body) => {
    const provider = createHttpQuoteProvider({ url: 'https://q.example', apiKey: 'k', fetch: fakeFetch(Response.json(body)) })
    expect(await provider.ask(request, settings)).toEqual({
      ok: true,
      value: { weeklyRepaymentAmount: 158.4, comparisonRate: 9.12, advertisedRate: 8.49 },
    })
  })

  test.each([
    ['a non-OK answer', Response.json({ error: 'nope' }, { status: 500 }), 'unavailable', 'answered 500'],
    ['a 401 (bad key)', new Response('unauthorised', { status: 401 }), 'unavailable', 'answered 401'],
    ['the network failing', new TypeError('fetch failed'), 'unavailable', 'unreachable: fetch failed'],
    ['a malformed answer', Response.json({ weeklyRepaymentAmount: null }), 'none', undefined],
    ['an answer that is not JSON', new Response('<html>', { status: 200 }), 'none', undefined],
  ])('%s is a failure, never a wrong figure', async (_name, response, reason, detail) => {
    const provider = createHttpQuoteProvider({ url: 'https://q.example', apiKey: 'k', fetch: fakeFetch(response) })
    const result = await provider.ask(request, settings)
    expect(result).toMatchObject({ ok: false, reason })
    if (detail) expect(result).toMatchObject({ detail: expect.stringContaining(detail) })
  })
})
