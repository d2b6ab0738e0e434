import { describe, expect, it } from 'vitest'
import { recordedFetch, unreachableFetch } from '@/tests/helpers/recorded-fetch'
import { createHttpRegoProvider } from './http'
import { offlineRegoProvider } from './offline'

const body = { make: 'Toyota', model: 'Corolla', year: 2022, badge: 'ZR', vin: 'JTNB00000X0000001' }

describe('HTTP rego lookup (recorded requests; the real service was never reached)', () => {
  const settings = { url: 'https://rego.example.com/v2/', apiKey: 'k-9' }
  const query = { rego: 'TRD22A', state: 'NSW' as const }
  it('sends the rego, the state and the bearer key, and returns the validated body', async () => {
    const r = recordedFetch(200, body)
    expect(await createHttpRegoProvider(settings, r.fetchImpl).ask(query)).toEqual({ ok: true, value: body })
    expect(r.calls).toEqual([
      {
        url: 'https://rego.example.com/v2/registrations?rego=TRD22A&state=NSW',
        headers: { authorization: 'Bearer k-9', accept: 'application/json' },
      },
    ])
  })
  it('treats 404 and 204 as not found', async () => {
    expect(await createHttpRegoProvider(settings, recordedFetch(404, {}).fetchImpl).ask(query)).toEqual({ ok: false, reason: 'none' })
    expect(await createHttpRegoProvider(settings, recordedFetch(204, null).fetchImpl).ask(query)).toEqual({ ok: false, reason: 'none' })
  })
  it('answers unavailable, never throws, on a bad status, a bad body or no connection', async () => {
    expect(await createHttpRegoProvider(settings, recordedFetch(503, {}).fetchImpl).ask(query)).toMatchObject({
      ok: false,
      reason: 'unavailable',
      detail: expect.stringContaining('answered 503'),
    })
    expect(await createHttpRegoProvider(settings, recordedFetch(200, { make: 'Toyota' }).fetchImpl).ask(query)).toMatchObject({
      ok: false,
      reason: 'unavailable',
      detail: expect.stringContaining('unexpected body'),
    })
    expect(await createHttpRegoProvider(settings, unreachableFetch).ask(query)).toMatchObject({
      reason: 'unavailable',
      detail: expect.stringContaining('unreachable'),
    })
  })
})

describe('offline rego lookup', () => {
  it('knows the demo plates by state, and no others', async () => {
    expect(await offlineRegoProvider.ask({ rego: 'TRD22A', state: 'NSW' })).toMatchObject({
      ok: true,
      value: { make: 'Toyota', model: 'Corolla' },
    })
    expect(await offlineRegoProvider.ask({ rego: 'TRD22A', state: 'VIC' })).toEqual({ ok: false, reason: 'none' })
    expect(await offlineRegoProvider.ask({ rego: 'NOPE1', state: 'NSW' })).toEqual({ ok: false, reason: 'none' })
  })
})
