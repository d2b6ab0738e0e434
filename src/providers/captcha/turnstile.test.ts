import { describe, expect, it } from 'vitest'
import { TURNSTILE_VERIFY_URL, createTurnstileProvider } from './turnstile'

const settings = { siteKey: '0x4AAA-site', secretKey: '0x4AAA-secret' }

function recorder(status: number, payload: unknown) {
  const calls: { url: string; body: string }[] = []
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ url, body: String(init.body) })
    return new Response(JSON.stringify(payload), { status })
  }) as unknown as typeof fetch
  return { calls, fetchImpl }
}

describe('Turnstile (recorded requests; Cloudflare was never reached)', () => {
  it('posts the secret, the token and the address, and passes a good token', async () => {
    const r = recorder(200, { success: true, 'error-codes': [] })
    const provider = createTurnstileProvider(settings, r.fetchImpl)
    expect(provider.siteKey).toBe('0x4AAA-site')
    expect(await provider.ask({ token: 'tok-1', ip: '203.0.113.9' })).toEqual({ ok: true, value: true })
    expect(r.calls).toEqual([{ url: TURNSTILE_VERIFY_URL, body: 'secret=0x4AAA-secret&response=tok-1&remoteip=203.0.113.9' }])
  })
  it('a bad, missing or oversized token fails without being believed', async () => {
    const r = recorder(200, { success: false, 'error-codes': ['invalid-input-response'] })
    const provider = createTurnstileProvider(settings, r.fetchImpl)
    expect(await provider.ask({ token: 'forged', ip: null })).toEqual({ ok: false, reason: 'none' })
    expect(await provider.ask({ token: null, ip: null })).toEqual({ ok: false, reason: 'none' })
    expect(await provider.ask({ token: 'x'.repeat(3000), ip: null })).toEqual({ ok: false, reason: 'none' })
    expect(r.calls).toHaveLength(1) // the missing and oversized tokens never left the server
  })
  it('an outage, a strange answer or a refused secret is "unavailable", not the shopper failing', async () => {
    for (const [status, payload] of [
      [503, {}],
      [200, { ok: 'yes' }],
      [200, { success: false, 'error-codes': ['invalid-input-secret'] }],
    ] as const) {
      const answer = await createTurnstileProvider(settings, recorder(status, payload).fetchImpl).ask({ token: 't', ip: null })
      expect(answer).toMatchObject({ ok: false, reason: 'unavailable' })
    }
    const down = (async () => {
      throw new Error('getaddrinfo ENOTFOUND')
    }) as unknown as typeof fetch
    expect(await createTurnstileProvider(settings, down).ask({ token: 't', ip: null })).toMatchObject({
      ok: false,
      reason: 'unavailable',
      detail: expect.stringContaining('ENOTFOUND'),
    })
  })
})
