import { describe, expect, test } from 'vitest'
import { detailTabs, reserveOnlineText } from './tabs'

const base = { car_type: 'new', status: 'in_stock', sold: false, reserved: false, price: 30000 } as const

describe('detailTabs (tab order; a tab shows when it has content)', () => {
  test.each([
    ['new car, no lists', base, ['Dealer Comments', 'Reserve Online']],
    [
      'used car with equipment and features',
      { ...base, car_type: 'used', standardEquipment: ['ABS'], filtered_features: ['Sunroof'] },
      ['Dealer Comments', "What's Included", 'Why Buy From Us?', 'Reserve Online', 'Protect Your Car', 'Features'],
    ],
    ['sold car: no reserve tab', { ...base, status: 'sold', sold: true }, ['Dealer Comments']],
    ['reserved car: no reserve tab', { ...base, reserved: true, standardEquipment: [' '] }, ['Dealer Comments']],
  ] as const)('%s', (_name, car, labels) => {
    expect(detailTabs(car, { reserveOnline: true }).map((t) => t.label)).toEqual(labels)
  })

  test('a dealer without online reservations has no Reserve Online tab', () => {
    expect(detailTabs({ ...base, car_type: 'used' }, { reserveOnline: false }).map((t) => t.label)).toEqual([
      'Dealer Comments',
      'Why Buy From Us?',
      'Protect Your Car',
    ])
  })
})

describe('reserveOnlineText ($200 default deposit, 48 hours, 100% refundable)', () => {
  test.each([
    [
      { depositAmount: 200, holdHours: 48 },
      ['Reserve this car online with a $200 deposit.', 'We will hold it for you for 48 hours.', 'Your deposit is 100% refundable.'],
    ],
    [{ depositAmount: 0, holdHours: 24 }, ['Reserve this car online.', 'We will hold it for you for 24 hours.']],
  ])('%j', (reservation, lines) => {
    expect(reserveOnlineText(reservation)).toEqual(lines)
  })

  test('in the site’s own words', () =>
    expect(reserveOnlineText({ depositAmount: 0, holdHours: 24 }, 'caravan')[0]).toBe('Reserve this caravan online.'))
})
