import { describe, expect, test } from 'vitest'
import { purchaseHref, purchaseSummary, startPageOf } from './purchase'
import { reserveTerms } from './rules'
import { centsOf } from '@/src/domain/finance/money'
import { reservationLead } from './lead'

describe('an online purchase’s choices', () => {
  test('the dealer reads every choice in the lead, as an "Online Purchase"', () => {
    const choices = { payment: 'finance', handover: 'delivery', tradeIn: { make: 'Mazda', model: '3', year: 2015, km: 120000 } } as const
    expect(purchaseSummary(choices)).toBe('Paying by: Car finance. Trade-in: 2015 Mazda 3, 120,000 km. Handover: Deliver to my address.')
    const lead = reservationLead(
      { carSlug: 'x', name: 'Ann', lastName: 'Lee', email: 'a@b.co', phone: '0412345678', postcode: '2000' },
      { id: 'd:1', slug: 'x', name: 'Car' },
      { deposit: 200, holdUntil: '2026-11-27T00:00:00.000Z', reference: 'demo_1' },
      { url: '/checkout-journey?car_id=x', userAgent: 'test' },
      choices,
    )
    expect(lead.category).toBe('Online Purchase')
    expect(lead).toMatchObject({ tradeIn: 'Yes', kms: 120000 })
    expect(lead.message).toBe(
      'Bought online. Paying by: Car finance. Trade-in: 2015 Mazda 3, 120,000 km. Handover: Deliver to my address. Reserved online: $200 deposit paid (demo_1). Held until 2026-11-27T00:00:00.000Z.',
    )
  })

  test('its address names the car', () => expect(purchaseHref('a b')).toBe('/checkout-journey?car_id=a%20b'))
})

describe('around the purchase', () => {
  test('back to the page it started on: the journey, the checkout or the buy-online page', () => {
    expect(startPageOf('x', true, false)).toBe('/checkout-journey?car_id=x')
    expect(startPageOf('x', false, false)).toBe('/cars/x/checkout')
    expect(startPageOf('x', false, true)).toBe('/cars/x/buy-online')
  })
  test('the terms of buying online add the phone call', () =>
    expect(reserveTerms(200, 48, true)).toBe(
      'We hold the car for you for 48 hours with a $200 deposit, 100% refundable. We then call you to finish your purchase.',
    ))
  test('deposits go to the provider in whole cents', () => {
    expect(centsOf(200)).toBe(20000)
    expect(centsOf(199.995)).toBe(20000)
    expect(centsOf(0.1 + 0.2)).toBe(30)
  })
})
