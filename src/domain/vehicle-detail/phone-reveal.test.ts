import { describe, expect, test } from 'vitest'
import { dealerPhone, shouldTrackReveal, shownPhone } from './phone-reveal'

const tenant = { default: '1300 555 726', new: '03 9555 0200', used: '', demo: '' }

describe('dealerPhone (numbers vary by car type; +61 becomes 0; 2-4-4 grouping)', () => {
  test.each([
    ['new car: the tenant new-car number wins', 'new', '0295550140', '03 9555 0200'],
    ['used car without its own number: the location number', 'used', '+61295550140', '02 9555 0140'],
    ['no location: the tenant default', 'demo', null, '1300 555 726'],
  ] as const)('%s', (_name, carType, location, display) => {
    expect(dealerPhone({ tenant, location }, carType, false)?.display).toBe(display)
  })

  test('no number anywhere gives null (warning only)', () => {
    expect(dealerPhone({ tenant: {}, location: '  ' }, 'used', false)).toBeNull()
  })

  test.each([
    ['02 9555 0140', '02 95** ****', 'tel:+61295550140'],
    ['0412 345 678', '04 12** ****', 'tel:+61412345678'],
    ['1300 555 726', '1300 *** ***', 'tel:1300555726'],
  ])('%s is masked after the first 5 characters as %s', (raw, masked, href) => {
    const phone = dealerPhone({ tenant: { default: raw } }, null, false)
    expect(phone).toMatchObject({ masked, href })
  })
})

describe('shownPhone and reveal tracking (masked, revealed on click; some tenants start revealed)', () => {
  const phone = { display: '02 9555 0140', masked: '02 95** ****' }
  test.each([
    [false, false, '02 95** ****', true],
    [false, true, '02 9555 0140', false],
    [true, false, '02 9555 0140', false],
    [true, true, '02 9555 0140', false],
  ])('startsRevealed=%s revealed=%s shows %s; tracks on click: %s', (startsRevealed, revealed, shown, tracks) => {
    expect(shownPhone({ ...phone, startsRevealed }, revealed)).toBe(shown)
    expect(shouldTrackReveal({ startsRevealed }, revealed)).toBe(tracks)
  })
})
