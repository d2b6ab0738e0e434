import { mkdtemp, readFile, readdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { createOutboxProvider, outboxFileName } from './outbox'
import { TWILIO_API, createTwilioProvider } from './twilio'

describe('the offline outbox', () => {
  test('writes one file per message, named by time and number, with the text', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'outbox-'))
    const at = new Date('2026-11-25T01:02:03.456Z')
    const outbox = createOutboxProvider(dir, () => at)
    expect(outbox.offline).toBe(true)
    await outbox.send({ to: '+61412345678', body: '123456 is your code', tag: 'sign-in-code' })
    expect(await readdir(dir)).toEqual([outboxFileName('+61412345678', at)])
    expect(outboxFileName('+61412345678', at)).toBe('2026-11-25T01-02-03-456Z_61412345678.txt')
    const text = await readFile(path.join(dir, outboxFileName('+61412345678', at)), 'utf8')
    expect(text).toBe('To: +61412345678\nTag: sign-in-code\nDate: 2026-11-25T01:02:03.456Z\n\n123456 is your code\n')
  })
})

describe('Twilio (recorded requests: Twilio is unreachable from here)', () => {
  const recorder = (status: number, body = '{}') => {
    const calls: { url: string; init: RequestInit }[] = []
    const fetchImpl = (async (url: string, init: RequestInit) => {
      calls.push({ url, init })
      return new Response(body, { status })
    }) as unknown as typeof fetch
    return { calls, fetchImpl }
  }

  test('posts To, From and Body as a form to the account’s Messages resource with basic auth', async () => {
    const { calls, fetchImpl } = recorder(201)
    const twilio = createTwilioProvider({ accountSid: 'AC123', authToken: 'secret', from: '+61400000000' }, fetchImpl)
    await twilio.send({ to: '+61412345678', body: '123456 is your code', tag: 'sign-in-code' })
    expect(calls).toHaveLength(1)
    expect(calls[0].url).toBe(`${TWILIO_API}/2010-04-01/Accounts/AC123/Messages.json`)
    const headers = calls[0].init.headers as Record<string, string>
    expect(headers.authorization).toBe(`Basic ${Buffer.from('AC123:secret').toString('base64')}`)
    expect(Object.fromEntries(new URLSearchParams(String(calls[0].init.body)))).toEqual({
      To: '+61412345678',
      Body: '123456 is your code',
      From: '+61400000000',
    })
  })

  test('a Messaging Service SID is sent as MessagingServiceSid', async () => {
    const { calls, fetchImpl } = recorder(201)
    await createTwilioProvider({ accountSid: 'AC1', authToken: 't', from: 'MG999' }, fetchImpl).send({
      to: '+61412345678',
      body: 'x',
      tag: 't',
    })
    expect(new URLSearchParams(String(calls[0].init.body)).get('MessagingServiceSid')).toBe('MG999')
  })

  test('a refusal rejects with Twilio’s answer', async () => {
    const { fetchImpl } = recorder(400, '{"code":21211,"message":"Invalid To Phone Number"}')
    const twilio = createTwilioProvider({ accountSid: 'AC1', authToken: 't', from: '+61400000000' }, fetchImpl)
    await expect(twilio.send({ to: '+61412345678', body: 'x', tag: 't' })).rejects.toThrow(/Twilio answered 400: .*Invalid To Phone Number/)
  })
})
