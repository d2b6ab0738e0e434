import { describe, expect, test } from 'vitest'
import { type TagCar, type TagTenant, detailTagBanner, specialTag, tagBanner } from './tag-banner'

const now = new Date('2026-03-15T00:00:00Z')
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000).toISOString()
const tenant = (over: Partial<TagTenant['features']> = {}, certifiedMake = 'Toyota'): TagTenant => ({
  features: { fuelTypeTags: true, certifiedPreOwned: true, justSoldTag: false, justArrivedTag: false, ...over },
  inventory: { certifiedMake },
})
const base: TagCar = { make: 'Toyota', car_type: 'used', status: 'in_stock', created_at: daysAgo(30) }

describe('tag banner precedence, first match wins', () => {
  test.each<[string, TagCar, TagTenant, ReturnType<typeof tagBanner>]>([
    ['step 1 electric fuel', { ...base, simple_fuel: 'Electric', reserved: true }, tenant(), { kind: 'fuel', text: 'Electric' }],
    ['step 1 hybrid fuel from the detail fuel', { ...base, fuel: 'Petrol Hybrid' }, tenant(), { kind: 'fuel', text: 'Hybrid' }],
    [
      'step 1 plug-in hybrid electric is a hybrid',
      { ...base, simple_fuel: 'Plug-in Hybrid Electric' },
      tenant(),
      { kind: 'fuel', text: 'Hybrid' },
    ],
    [
      'step 1 only on tenants that use fuel tags',
      { ...base, simple_fuel: 'Electric', reserved: true },
      tenant({ fuelTypeTags: false }),
      { kind: 'reserved', text: 'RESERVED' },
    ],
    [
      'step 2 reserved beats certified and tag',
      { ...base, reserved: true, certified: true, tag: 'Runout Sale' },
      tenant(),
      { kind: 'reserved', text: 'RESERVED' },
    ],
    [
      'step 3 certified used car of the certified make',
      { ...base, certified: true, tag: 'Runout Sale' },
      tenant(),
      { kind: 'certified', make: 'Toyota' },
    ],
    ['step 3 make compared ignoring case', { ...base, make: 'TOYOTA', certified: true }, tenant(), { kind: 'certified', make: 'TOYOTA' }],
    ['step 3 not for another make', { ...base, make: 'Mazda', certified: true }, tenant(), { kind: 'none' }],
    ['step 3 not for new cars', { ...base, car_type: 'new', certified: true }, tenant(), { kind: 'none' }],
    ['step 3 needs the certified badge switch', { ...base, certified: true }, tenant({ certifiedPreOwned: false }), { kind: 'none' }],
    ['step 3 needs a certified make setting', { ...base, certified: true }, tenant({}, ''), { kind: 'none' }],
    ['step 3 not on a sold car (sold flag)', { ...base, certified: true, sold: true }, tenant(), { kind: 'none' }],
    ['step 3 not on a sold car (status)', { ...base, certified: true, status: 'sold' }, tenant(), { kind: 'none' }],
    [
      'step 3 gone from a sold car lets its own tag show',
      { ...base, certified: true, sold: true, status: 'sold', tag: 'Used' },
      tenant(),
      { kind: 'custom', text: 'Used' },
    ],
    [
      'step 4 custom tag',
      { ...base, tag: ' Test Drive Only ', status: 'coming_soon' },
      tenant(),
      { kind: 'custom', text: 'Test Drive Only' },
    ],
    [
      'step 4 Test Drive Only in its one spelling',
      { ...base, tag: 'TEST  drive only' },
      tenant(),
      { kind: 'custom', text: 'Test Drive Only' },
    ],
    ['step 4 Runout Sale is drawn as a sale', { ...base, tag: 'Runout Sale' }, tenant(), { kind: 'runout', text: 'Runout Sale' }],
    ['step 4 Runout Sale in any letter case', { ...base, tag: ' RUNOUT sale ' }, tenant(), { kind: 'runout', text: 'Runout Sale' }],
    [
      'step 4 Runout Sale keeps its place after reserved',
      { ...base, tag: 'Runout Sale', reserved: true },
      tenant(),
      { kind: 'reserved', text: 'RESERVED' },
    ],
    [
      'step 4 Runout Sale before coming soon',
      { ...base, tag: 'Runout Sale', status: 'coming_soon' },
      tenant(),
      { kind: 'runout', text: 'Runout Sale' },
    ],
    [
      'step 4 a longer tag is not the runout rule',
      { ...base, tag: 'Spring Runout Sale' },
      tenant(),
      { kind: 'custom', text: 'Spring Runout Sale' },
    ],
    ['step 4 a feed\'s "JUST SOLD" as the feed writes it', { ...base, tag: 'JUST SOLD' }, tenant(), { kind: 'custom', text: 'JUST SOLD' }],
    [
      'step 4 a feed\'s "New Arrival" as the feed writes it',
      { ...base, tag: 'New Arrival' },
      tenant(),
      { kind: 'custom', text: 'New Arrival' },
    ],
    ['step 4 a blank tag is no tag', { ...base, tag: '   ', created_at: daysAgo(1) }, tenant(), { kind: 'new', text: 'New' }],
    [
      'step 5 coming soon',
      { ...base, status: 'coming_soon', created_at: daysAgo(1) },
      tenant(),
      { kind: 'coming-soon', text: 'COMING SOON' },
    ],
    ['step 6 created within 8 days', { ...base, created_at: daysAgo(7.9) }, tenant(), { kind: 'new', text: 'New' }],
    ['step 6 not at 8 days', { ...base, created_at: daysAgo(8) }, tenant(), { kind: 'none' }],
    ['step 6 not for a future created_at', { ...base, created_at: daysAgo(-1) }, tenant(), { kind: 'none' }],
    ['step 7 otherwise blank', base, tenant(), { kind: 'none' }],
    [
      '"Just Sold" on a sold car, before every step, where the dealer enables it',
      { ...base, status: 'sold', sold: true, simple_fuel: 'Electric', tag: 'Runout Sale' },
      tenant({ justSoldTag: true }),
      { kind: 'just-sold', text: 'Just Sold' },
    ],
    [
      '"Just Sold" from the sold flag alone',
      { ...base, sold: true },
      tenant({ justSoldTag: true }),
      { kind: 'just-sold', text: 'Just Sold' },
    ],
    [
      '"Just Sold" replaces a certified badge',
      { ...base, status: 'sold', sold: true, certified: true },
      tenant({ justSoldTag: true }),
      { kind: 'just-sold', text: 'Just Sold' },
    ],
    ['no "Just Sold" without the switch', { ...base, status: 'sold', sold: true }, tenant(), { kind: 'none' }],
    ['no "Just Sold" on a car in stock', base, tenant({ justSoldTag: true }), { kind: 'none' }],
    [
      '"JUST ARRIVED" is step 6 on dealers that use it',
      { ...base, created_at: daysAgo(2) },
      tenant({ justArrivedTag: true }),
      { kind: 'new', text: 'JUST ARRIVED' },
    ],
    ['"JUST ARRIVED" keeps the 8-day window', { ...base, created_at: daysAgo(9) }, tenant({ justArrivedTag: true }), { kind: 'none' }],
  ])('%s', (_name, car, t, expected) => {
    expect(tagBanner(car, t, now)).toEqual(expected)
  })
})

describe('special tags are recognised in any letter case and spacing', () => {
  test.each<[string | undefined, ReturnType<typeof specialTag>]>([
    ['Test Drive Only', 'Test Drive Only'],
    [' test   DRIVE only ', 'Test Drive Only'],
    ['Runout Sale', 'Runout Sale'],
    ['runout sale', 'Runout Sale'],
    ['Runout', null],
    ['Test Drive', null],
    ['', null],
    [undefined, null],
  ])('%j -> %j', (tag, expected) => expect(specialTag(tag)).toBe(expected))
})

describe('the car page banner: the card banner less what the page says in its own place', () => {
  test.each<[string, TagCar, TagTenant, ReturnType<typeof tagBanner>]>([
    [
      'not RESERVED (the reserved notice says it, with its end)',
      { ...base, reserved: true, tag: 'Runout Sale' },
      tenant(),
      { kind: 'none' },
    ],
    ['not the certified badge (the certified block says it)', { ...base, certified: true }, tenant(), { kind: 'none' }],
    [
      '"Just Sold" on a sold car',
      { ...base, sold: true, status: 'sold' },
      tenant({ justSoldTag: true }),
      { kind: 'just-sold', text: 'Just Sold' },
    ],
    [
      '"JUST ARRIVED" on a new arrival',
      { ...base, created_at: daysAgo(1) },
      tenant({ justArrivedTag: true }),
      { kind: 'new', text: 'JUST ARRIVED' },
    ],
    ['"Runout Sale"', { ...base, tag: 'runout sale' }, tenant(), { kind: 'runout', text: 'Runout Sale' }],
  ])('%s', (_name, car, t, expected) => {
    expect(detailTagBanner(car, t, now)).toEqual(expected)
  })
})
