import { describe, expect, test } from 'vitest'
import { createLogger, withRequestId } from './logger'

/** A logger writing into an array, one parsed JSON object per line. */
function captured() {
  const lines: Record<string, unknown>[] = []
  const logger = createLogger({ level: 'info', destination: { write: (line: string) => void lines.push(JSON.parse(line)) } })
  return { logger, lines }
}

// Logs never carry credentials, bodies or a shopper's contact details.
describe('redaction', () => {
  test('credentials, cookies, bodies, e-mail addresses and phone numbers are masked at the top and one level down', () => {
    const { logger, lines } = captured()
    logger.info(
      {
        headers: { cookie: 'payload-token=abc', authorization: 'Bearer s3cret', 'set-cookie': '__Host-shopper=x', accept: 'text/html' },
        email: 'mia.chen@example.com',
        lead: { phone: '0412 345 678', email: 'mia.chen@example.com', form: 'contact' },
        request: { body: '{"password":"hunter2"}', password: 'hunter2', token: 'dfk_1', secret: 'whsec_1' },
        req: { headers: { authorization: 'JWT x' } },
      },
      'something happened',
    )
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({
      headers: { cookie: '[redacted]', authorization: '[redacted]', 'set-cookie': '[redacted]', accept: 'text/html' },
      email: '[redacted]',
      lead: { phone: '[redacted]', email: '[redacted]', form: 'contact' },
      request: { body: '[redacted]', password: '[redacted]', token: '[redacted]', secret: '[redacted]' },
      req: { headers: { authorization: '[redacted]' } },
      msg: 'something happened',
    })
    const text = JSON.stringify(lines[0])
    for (const secret of ['abc', 's3cret', 'mia.chen', '0412', 'hunter2', 'dfk_1', 'whsec_1', 'JWT x']) expect(text).not.toContain(secret)
  })
})

describe('errors', () => {
  test('an error logged under err keeps its type, message and stack', () => {
    const { logger, lines } = captured()
    const error = new TypeError('the engine went away')
    logger.error({ err: error }, 'Search failed')
    expect(lines[0]).toMatchObject({ level: 50, msg: 'Search failed', err: { type: 'TypeError', message: 'the engine went away' } })
    expect((lines[0].err as { stack: string }).stack).toBe(error.stack)
    expect(error.stack).toMatch(/logger\.test\.ts/)
  })
})

describe('request id', () => {
  test('lines logged while a request is handled carry its id, and only those', async () => {
    const { logger, lines } = captured()
    await withRequestId('req-12345678', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1))
      logger.warn('inside')
    })
    logger.warn('outside')
    expect(lines.map((l) => [l.msg, l.reqId])).toEqual([
      ['inside', 'req-12345678'],
      ['outside', undefined],
    ])
  })

  test('the level filters lines', () => {
    const lines: string[] = []
    const logger = createLogger({ level: 'warn', destination: { write: (line: string) => void lines.push(line) } })
    logger.info('not written')
    logger.warn('written')
    expect(lines).toHaveLength(1)
  })
})
