import { describe, expect, test } from 'vitest'
import type { z } from 'zod'
import { reservationRequest } from './form'
import { purchaseSchema, reservationFormSchema, reservationSchema } from './input'

const now = new Date('2026-11-25T00:00:00Z')
/** Each field's message, by its path (each field has one problem at a time here). */
const errorsOf = (result: z.ZodSafeParseResult<unknown>) =>
  result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))

describe('the checkout request', () => {
  const good = { car_id: 'car-1', name: 'Ann', last_name: 'Lee', email: 'ann@example.com', phone: '0412 345 678', postcode: '2000' }

  test('details are read and trimmed; a card sent anyway is never read or kept', () => {
    const card = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Ann Lee' }
    expect(reservationSchema(now).parse({ ...good, name: ' Ann ', card })).toEqual({
      input: { carSlug: 'car-1', name: 'Ann', lastName: 'Lee', email: 'ann@example.com', phone: '0412 345 678', postcode: '2000' },
      purchase: null,
    })
  })

  test('each bad field is named', () => {
    const parsed = reservationSchema(now).safeParse({ car_id: '../x', name: '', email: 'nope', phone: '123' })
    expect(parsed.success).toBe(false)
    expect(Object.keys(errorsOf(parsed)).sort()).toEqual(['car_id', 'email', 'last_name', 'name', 'phone', 'postcode'])
  })

  test('the contact fields say what the lead forms say', () => {
    expect(errorsOf(reservationSchema(now).safeParse({ ...good, email: 'nope', postcode: '20', phone: '02 1' }))).toEqual({
      email: 'Please enter a valid email address, e.g. name@example.com.',
      phone: 'Please enter a valid Australian phone number, e.g. 0412 345 678 or 02 9555 0123.',
      postcode: 'Invalid postcode. Please enter a 4-digit number.',
    })
    expect(errorsOf(reservationSchema(now).safeParse({ ...good, name: ' ' }))).toEqual({ name: 'Please enter your first name.' })
  })
})

describe('an online purchase’s choices', () => {
  const purchase = (raw: unknown) => purchaseSchema(now).safeParse(raw)

  test('payment and handover are required; no trade-in is fine', () => {
    expect(purchase({ payment: 'finance', handover: 'pickup' })).toEqual({
      success: true,
      data: { payment: 'finance', handover: 'pickup', tradeIn: null },
    })
    expect(errorsOf(purchase({}))).toEqual({ payment: 'Choose how you will pay.', handover: 'Choose pick up or delivery.' })
    expect(purchase('cash').success).toBe(false)
    expect(purchase({ payment: 'bitcoin', handover: 'teleport' }).success).toBe(false)
    expect(purchase({ payment: 'toString', handover: 'pickup' }).success).toBe(false)
  })

  test('a trade-in needs its make, model, year and kilometres, each checked', () => {
    expect(purchase({ payment: 'cash', handover: 'delivery', trade_in: { make: 'Mazda', model: '3', year: '2015', km: 120000 } })).toEqual({
      success: true,
      data: { payment: 'cash', handover: 'delivery', tradeIn: { make: 'Mazda', model: '3', year: 2015, km: 120000 } },
    })
    const bad = purchase({ payment: 'cash', handover: 'delivery', trade_in: { make: ' ', model: 'x'.repeat(300), year: 2030, km: -1 } })
    expect(errorsOf(bad)).toEqual({
      'trade_in.make': 'Enter the make of your trade-in.',
      'trade_in.model': 'Enter the model of your trade-in.',
      'trade_in.year': 'Enter the year of your trade-in (1950 to 2027).',
      'trade_in.km': 'Enter the kilometres of your trade-in as a whole number.',
    })
  })

  test('in a request, each error is named under purchase', () => {
    const bad = reservationSchema(now).safeParse({
      car_id: 'car-1',
      name: 'Ann',
      last_name: 'Lee',
      email: 'ann@example.com',
      phone: '0412 345 678',
      postcode: '2000',
      purchase: { payment: 'barter', trade_in: { make: '', model: 'CX-5', year: 'old', km: '98000' } },
    })
    expect(Object.keys(errorsOf(bad)).sort()).toEqual([
      'purchase.handover',
      'purchase.payment',
      'purchase.trade_in.make',
      'purchase.trade_in.year',
    ])
  })
})

describe('the checkout form in the browser', () => {
  const answers = {
    car_id: 'car-1',
    name: 'Cam',
    last_name: 'Ross',
    email: 'cam@example.com',
    phone: '0412 345 678',
    postcode: '3000',
    purchase_payment: 'finance',
    purchase_handover: 'delivery',
    trade_in: 'yes',
    trade_in_make: 'Mazda',
    trade_in_model: 'CX-5',
    trade_in_year: '2017',
    trade_in_km: '98000',
  }

  test('its answers make the request the server checks; a plain reservation sends no purchase', () => {
    expect(reservationRequest(answers, true)).toMatchObject({
      car_id: 'car-1',
      purchase: { payment: 'finance', handover: 'delivery', trade_in: { make: 'Mazda', model: 'CX-5', year: '2017', km: '98000' } },
    })
    expect(reservationRequest(answers, false)).not.toHaveProperty('purchase')
    // Trade-in details typed and then unticked are not sent.
    expect(reservationRequest({ ...answers, trade_in: false }, true)).toMatchObject({ purchase: { trade_in: null } })
    expect(reservationFormSchema(now, true).parse(answers)).toMatchObject({
      purchase: { payment: 'finance', handover: 'delivery', tradeIn: { make: 'Mazda', model: 'CX-5', year: 2017, km: 98000 } },
    })
  })

  test('an error has the name the server gives it, so both are shown at the same field', () => {
    const { purchase_payment: _, trade_in_year: __, ...missing } = answers
    expect(errorsOf(reservationFormSchema(now, true).safeParse({ ...missing, trade_in_year: '1900' }))).toEqual({
      'purchase.payment': 'Choose how you will pay.',
      'purchase.trade_in.year': 'Enter the year of your trade-in (1950 to 2027).',
    })
    expect(reservationFormSchema(now, false).safeParse({ ...answers, purchase_payment: '' }).success).toBe(true)
  })
})
