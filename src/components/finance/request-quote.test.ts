import { describe, expect, test, vi } from 'vitest'
import { QUOTE_PATH, requestQuote } from './request-quote'

const body = { selfAssessedCreditScore: 'Excellent', purchasePrice: 32990, year: 2021 }
const quote = { weeklyRepaymentAmount: 158.4, comparisonRate: 9.12, advertisedRate: 8.49 }

describe('requestQuote in the browser (a non-OK answer or failure is ignored silently)', () => {
  test('posts JSON to /api/youx/quote and returns the quote', async () => {
    const fetch = vi.fn(async () => Response.json(quote))
    expect(await requestQuote(body, { fetch })).toEqual(quote)
    expect(fetch).toHaveBeenCalledWith(QUOTE_PATH, expect.objectContaining({ method: 'POST', body: JSON.stringify(body) }))
  })

  test.each([
    ['404 (feature off)', async () => Response.json({ error: 'x' }, { status: 404 })],
    ['502', async () => Response.json({ error: 'x' }, { status: 502 })],
    ['network failure', async () => Promise.reject(new TypeError('offline'))],
    ['malformed', async () => Response.json({ weeklyRepaymentAmount: 'soon' })],
  ])('%s -> null, no throw', async (_name, impl) => {
    expect(await requestQuote(body, { fetch: vi.fn(impl) as typeof fetch })).toBeNull()
  })
})
