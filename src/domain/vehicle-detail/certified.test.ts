import { describe, expect, test } from 'vitest'
import { TENANT_DEFAULTS } from '@/src/domain/tenant/tenant-config'
import { type CertifiedTenant, DEFAULT_CERTIFIED_POINTS, certifiedBlock } from './certified'

const tenant = (on = true, certifiedMake = 'Toyota', certifiedPoints: string[] = [...DEFAULT_CERTIFIED_POINTS]): CertifiedTenant => ({
  features: { ...TENANT_DEFAULTS.features, certifiedPreOwned: on },
  inventory: { certifiedMake },
  labels: { certifiedPoints },
})
const car = { make: 'Toyota', certified: true, car_type: 'used', status: 'in_stock', sold: false } as const

describe('certifiedBlock (the certified make, certified, not sold, switch on)', () => {
  test.each<[string, Partial<typeof car> | Record<string, unknown>, CertifiedTenant, boolean]>([
    ['a certified used car of the make', {}, tenant(), true],
    ['the make in other letters', { make: 'TOYOTA' }, tenant(true, ' toyota '), true],
    ['switch off', {}, tenant(false), false],
    ['no certified make set', {}, tenant(true, ''), false],
    ['another make', { make: 'Mazda' }, tenant(), false],
    ['not marked certified', { certified: false }, tenant(), false],
    ['a new car', { car_type: 'new' }, tenant(), false],
    ['sold', { sold: true }, tenant(), false],
    ['status sold', { status: 'sold' }, tenant(), false],
  ])('%s -> %s', (_name, over, t, shown) => {
    expect(certifiedBlock({ ...car, ...over } as typeof car, t) !== null).toBe(shown)
  })

  test('the programme’s claims by default, under the make’s heading', () => {
    expect(certifiedBlock(car, tenant())).toEqual({
      heading: 'Toyota Certified Pre-Owned',
      points: ['90-point inspection', 'One-year backed warranty'],
    })
    expect(TENANT_DEFAULTS.labels.certifiedPoints).toEqual(['90-point inspection', 'One-year backed warranty'])
  })

  test('the dealer’s own points, blanks dropped', () => {
    expect(certifiedBlock(car, tenant(true, 'Toyota', [' 150-point inspection ', '', 'Roadside assist']))?.points).toEqual([
      '150-point inspection',
      'Roadside assist',
    ])
  })
})
