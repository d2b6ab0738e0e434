import { describe, expect, test } from 'vitest'
import { type ChannelState, type DeliveryRun, channelOutcomes } from './deliver'

const AT = '2026-11-23T01:00:00.000Z'

// GET /metrics counts lead deliveries by channel and outcome, once per run that tried the channel.
describe('channel outcomes of a delivery run', () => {
  test.each<[string, ChannelState, DeliveryRun, ReturnType<typeof channelOutcomes>]>([
    [
      'all three delivered',
      {},
      { done: { email: AT, crm: AT, webhook: AT }, skipped: [], errors: [] },
      [
        { channel: 'email', outcome: 'delivered' },
        { channel: 'crm', outcome: 'delivered' },
        { channel: 'webhook', outcome: 'delivered' },
      ],
    ],
    [
      'e-mail only, the rest not configured',
      {},
      { done: { email: AT }, skipped: ['crm', 'webhook'], errors: [] },
      [
        { channel: 'email', outcome: 'delivered' },
        { channel: 'crm', outcome: 'not_configured' },
        { channel: 'webhook', outcome: 'not_configured' },
      ],
    ],
    [
      'a failing CRM',
      {},
      { done: { email: AT, webhook: AT }, skipped: [], errors: ['crm: 503'] },
      [
        { channel: 'email', outcome: 'delivered' },
        { channel: 'crm', outcome: 'failed' },
        { channel: 'webhook', outcome: 'delivered' },
      ],
    ],
    [
      'a retry sends only what the first run could not',
      { email: AT, webhook: AT, crm: null },
      { done: { email: AT, crm: AT, webhook: AT }, skipped: [], errors: [] },
      [{ channel: 'crm', outcome: 'delivered' }],
    ],
  ])('%s', (_name, before, run, expected) => {
    expect(channelOutcomes(before, run)).toEqual(expected)
  })
})
