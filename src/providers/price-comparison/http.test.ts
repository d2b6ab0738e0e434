import { describe, expect, it } from 'vitest'
import { recordedFetch, unreachableFetch } from '@/tests/helpers/recorded-fetch'
import { createHttpPriceProvider as createHttpProvider } from './http'

const car = {
  objectID: 'd:1',
  slug: 'x',
  make: 'Toyota',
  model: 'Corolla',
  year: 2020,
  km: 41_000,
  price: 27_990,
  vin: 'JTDBR32E720123456',
  badge: 'Ascent',
  car_type: 'used' as const,
}
const ctx = { scope: null }
const body = {
  fill: 0.3,
  listing_price: 27_990,
  market_range_min: 26_000,
  market_range_max: 31_000,
  confidence: 0.7,
  description: 'Good price',
}

describe('HTTP price comparison provider (recorded requests; the real service was never reached)', () => {
  const settings = { url: 'https://valuations.example.com/v1/', apiKey: 'k-123' }
  it('sends the car and the bearer key, and returns the validated body', async () => {
    const r = recordedFetch(200, body)
    expect(await createHttpProvider(settings, r.fetchImpl).ask(car, ctx)).toEqual({ ok: true, value: body })
    expect(r.calls).toEqual([
      {
        url: 'https://valuations.example.com/v1/valuations?make=Toyota&model=Corolla&year=2020&km=41000&price=27990&vin=JTDBR32E720123456',
        headers: { authorization: 'Bearer k-123', accept: 'application/json' },
      },
    ])
  })
  it('treats 404 and 204 as no comparison', async () => {
    expect(await createHttpProvider(settings, recordedFetch(404, {}).fetchImpl).ask(car, ctx)).toEqual({ ok: false, reason: 'none' })
    expect(await createHttpProvider(settings, recordedFetch(204, null).fetchImpl).ask(car, ctx)).toEqual({ ok: false, reason: 'none' })
  })
  it('answers unavailable, never throws, on a bad status, a bad body or no connection', async () => {
    expect(await createHttpProvider(settings, recordedFetch(500, {}).fetchImpl).ask(car, ctx)).toMatchObject({
      ok: false,
      reason: 'unavailable',
      detail: expect.stringContaining('answered 500'),
    })
    expect(await createHttpProvider(settings, recordedFetch(200, { fill: 3 }).fetchImpl).ask(car, ctx)).toMatchObject({
      ok: false,
      reason: 'unavailable',
      detail: expect.stringContaining('unexpected body'),
    })
    expect(await createHttpProvider(settings, unreachableFetch).ask(car, ctx)).toMatchObject({
      ok: false,
      reason: 'unavailable',
      detail: expect.stringContaining('unreachable'),
    })
  })
})
