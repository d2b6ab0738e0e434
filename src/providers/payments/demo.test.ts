import { describe, expect, test } from 'vitest'
import { DEMO_CARDS, createDemoPaymentProvider, expiryValid, luhnValid } from './demo'

const now = new Date('2026-11-25T00:00:00Z')
const card = (number: string, expiry = '12/30') => ({ number, expiry, cvc: '123', name: 'Ann Lee' })

describe('the demo payment provider', () => {
  test('test cards: 4242… succeeds, …0002 is declined, a bad number or expiry is refused', async () => {
    const demo = createDemoPaymentProvider(() => now)
    expect(await demo.charge({ amountCents: 20000, description: 'd', idempotencyKey: 'a', card: card(DEMO_CARDS.success) })).toMatchObject({
      ok: true,
      reference: expect.stringMatching(/^demo_[0-9a-f]{20}$/),
    })
    expect(await demo.charge({ amountCents: 20000, description: 'd', idempotencyKey: 'b', card: card(DEMO_CARDS.declined) })).toEqual({
      ok: false,
      declined: true,
      message: 'Your card was declined. Nothing has been charged. Try another card.',
    })
    expect(await demo.charge({ amountCents: 1, description: 'd', idempotencyKey: 'c', card: card('4242 4242 4242 4241') })).toMatchObject({
      ok: false,
    })
    expect(
      await demo.charge({ amountCents: 1, description: 'd', idempotencyKey: 'd', card: card(DEMO_CARDS.success, '10/26') }),
    ).toMatchObject({ ok: false })
  })

  test('the same idempotency key answers the same, even with another card', async () => {
    const demo = createDemoPaymentProvider(() => now)
    const first = await demo.charge({ amountCents: 100, description: 'd', idempotencyKey: 'k', card: card(DEMO_CARDS.success) })
    expect(await demo.charge({ amountCents: 100, description: 'd', idempotencyKey: 'k', card: card(DEMO_CARDS.declined) })).toEqual(first)
  })

  test('Luhn and expiry checks', () => {
    expect(luhnValid('4242424242424242')).toBe(true)
    expect(luhnValid('4242-4242-4242-4242')).toBe(true)
    expect(luhnValid('4242424242424243')).toBe(false)
    expect(luhnValid('42')).toBe(false)
    expect(expiryValid('11/26', now)).toBe(true)
    expect(expiryValid('10/26', now)).toBe(false)
    expect(expiryValid('13/30', now)).toBe(false)
    expect(expiryValid('1230', now)).toBe(false)
  })
})
