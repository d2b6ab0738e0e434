import { describe, expect, test } from 'vitest'
import { reservationConfirmationMail } from './confirmation-mail'

describe("the shopper's reservation e-mail", () => {
  const facts = {
    dealer: 'Harbour City Motors',
    dealerPhone: '02 9630 1100',
    shopperName: 'Ann',
    carName: '2021 Toyota Corolla Ascent Sport',
    holdUntil: '2026-11-27T06:49:00Z',
    deposit: 200,
    reference: 'pi_123',
    confirmationUrl: 'https://harbour.example/cars/x/checkout?reservation=1&ref=abc',
  }
  test('says what is held, until when, the deposit with its reference, the phone and the link', () => {
    const mail = reservationConfirmationMail(facts)
    expect(mail.subject).toBe('Your 2021 Toyota Corolla Ascent Sport is reserved')
    expect(mail.text).toContain('Hi Ann,')
    expect(mail.text).toContain('We hold it for you until Friday 27 November at 5:49 pm (Sydney time).')
    expect(mail.text).toContain('Your $200 deposit is paid and 100% refundable. Payment reference: pi_123.')
    expect(mail.text).toContain('Call us on 02 9630 1100')
    expect(mail.text).toContain(facts.confirmationUrl)
  })
  test('without a deposit or a phone number it says so and leaves the line out', () => {
    const mail = reservationConfirmationMail({ ...facts, deposit: 0, reference: null, dealerPhone: null })
    expect(mail.text).toContain('No deposit was needed.')
    expect(mail.text).not.toContain('Call us')
  })
})
