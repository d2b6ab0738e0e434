import { describe, expect, test } from 'vitest'
import { phoneRevealSchema } from './phone-reveal-schema'

describe('the body the server accepts', () => {
  test('a numeric site id is read as text; ids are trimmed', () => {
    expect(phoneRevealSchema.parse({ car_id: ' 1042 ', dealership_id: 'D-77', website_id: 3 })).toEqual({
      car_id: '1042',
      dealership_id: 'D-77',
      website_id: '3',
    })
  })

  test.each([
    ['no car id', { dealership_id: 'D', website_id: '1' }, /car_id: is required/],
    ['a blank car id', { car_id: '  ', dealership_id: 'D', website_id: '1' }, /car_id: is required/],
    ['a car id that is a number', { car_id: 1042, dealership_id: 'D', website_id: '1' }, /car_id: must be text/],
    ['an overlong dealership id', { car_id: '1', dealership_id: 'D'.repeat(201), website_id: '1' }, /dealership_id: must be at most 200/],
    ['no site id', { car_id: '1', dealership_id: 'D' }, /website_id: must be the site id/],
    ['a negative site id', { car_id: '1', dealership_id: 'D', website_id: -1 }, /website_id/],
    ['a site id that is an object', { car_id: '1', dealership_id: 'D', website_id: { id: 1 } }, /website_id/],
    ['not an object', ['1', 'D', '1'], /expected object/i],
  ])('refuses %s', (_name, body, message) => {
    const parsed = phoneRevealSchema.safeParse(body)
    expect(parsed.success).toBe(false)
    const text = parsed.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
    expect(text).toMatch(message)
  })
})
