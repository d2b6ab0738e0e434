import { mkdtemp, readFile, readdir, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { applicationSchema } from '@/src/domain/finance-application/schema'
import { APPLICATION_STEPS_BODY } from '@/tests/helpers/finance-application'
import { recordedFetch, unreachableFetch } from '@/tests/helpers/recorded-fetch'
import { createHttpApplicationProvider } from './http'
import { createOutboxProvider } from './offline'
import type { FinanceApplicationSubmission } from './types'

const submission: FinanceApplicationSubmission = {
  applicationId: '42',
  dealer: { id: '1', name: 'Harbour City Motors' },
  answers: applicationSchema(new Date()).parse(APPLICATION_STEPS_BODY),
  car: null,
  submittedAt: '2026-12-07T10:00:00.000Z',
}

describe('offline finance application provider (the outbox)', () => {
  it('writes the submission whole as JSON for its owner only, and answers its reference', async () => {
    const dir = path.join(await mkdtemp(path.join(tmpdir(), 'finance-outbox-')), 'nested')
    const answer = await createOutboxProvider(dir).ask(submission)
    expect(answer).toEqual({ ok: true, value: { reference: expect.stringMatching(/^FA-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/) } })
    const reference = answer.ok ? answer.value.reference : ''
    const files = await readdir(dir)
    expect(files).toEqual([`2026-12-07T10-00-00-000Z_${reference}.json`])
    expect(JSON.parse(await readFile(path.join(dir, files[0]), 'utf8'))).toEqual({ reference, ...submission })
    expect((await stat(path.join(dir, files[0]))).mode & 0o777).toBe(0o600)
  })
})

describe('HTTP finance application provider (recorded requests; the real service was never reached)', () => {
  const settings = { url: 'https://apply.example.com/v1/', apiKey: 'k-7' }
  it('posts the submission with the bearer key and the application as idempotency key, and returns the reference', async () => {
    const r = recordedFetch(201, { reference: 'LND-991' })
    const bodies: unknown[] = []
    const fetchImpl = ((url: string, init: RequestInit) => {
      bodies.push({ method: init.method, body: JSON.parse(String(init.body)) })
      return r.fetchImpl(url, init)
    }) as unknown as typeof fetch
    expect(await createHttpApplicationProvider(settings, fetchImpl).ask(submission)).toEqual({ ok: true, value: { reference: 'LND-991' } })
    expect(r.calls).toEqual([
      {
        url: 'https://apply.example.com/v1/applications',
        headers: {
          authorization: 'Bearer k-7',
          accept: 'application/json',
          'content-type': 'application/json',
          'idempotency-key': 'finance-application-42',
        },
      },
    ])
    expect(bodies).toEqual([{ method: 'POST', body: submission }])
  })

  it('a 422 is none; a bad status, a bad body or no connection is unavailable, never a throw', async () => {
    const ask = (fetchImpl: typeof fetch) => createHttpApplicationProvider(settings, fetchImpl).ask(submission)
    expect(await ask(recordedFetch(422, {}).fetchImpl)).toEqual({ ok: false, reason: 'none' })
    expect(await ask(recordedFetch(500, {}).fetchImpl)).toMatchObject({ reason: 'unavailable', detail: expect.stringContaining('500') })
    expect(await ask(recordedFetch(200, { ref: 'x' }).fetchImpl)).toMatchObject({
      reason: 'unavailable',
      detail: expect.stringContaining('unexpected body'),
    })
    expect(await ask(unreachableFetch)).toMatchObject({ reason: 'unavailable', detail: expect.stringContaining('unreachable') })
  })
})
