import { describe, expect, test } from 'vitest'
import {
  type ActionCar,
  type ActionOptions,
  type ActionTenant,
  detailActions,
  financeBannerButton,
  findSimilarHref,
  mobileBarActions,
  tradeInAllowed,
} from './actions'

const tenant = (features: Partial<ActionTenant['features']> = {}): ActionTenant => ({
  labels: { enquireButton: 'Enquire Now', getFinanceButton: 'Get Finance Now', findSimilar: 'Find Me Something Similar' },
  features: {
    chatInsteadOfEnquire: false,
    financeModal: false,
    gatedFinance: false,
    hideTestDriveForComingSoon: false,
    onlinePurchase: false,
    reserveOnline: true,
    buyOnlinePath: false,
    ...features,
  },
})
const car: ActionCar = {
  slug: 'toyota-land-cruiser-1',
  status: 'in_stock',
  sold: false,
  reserved: false,
  price: 25990,
  make: 'Toyota',
  model: 'Land Cruiser',
}
const options: ActionOptions = { hasPhone: true }
const kinds = (c: ActionCar, t = tenant(), o = options) => detailActions(c, t, o).map((a) => a.kind)

describe('detailActions (sidebar,)', () => {
  test.each([
    ['purchasable car: every action', car, tenant(), options, ['reserve', 'enquire', 'call', 'finance', 'trade-in', 'test-drive']],
    ['reserved car: no reserve', { ...car, reserved: true }, tenant(), options, ['enquire', 'call', 'finance', 'test-drive']],
    ['price 200 or below: no reserve', { ...car, price: 200 }, tenant(), options, ['enquire', 'call', 'finance', 'test-drive']],
    [
      'coming soon: not purchasable, trade-in and test drive kept',
      { ...car, status: 'coming_soon' },
      tenant(),
      options,
      ['enquire', 'call', 'finance', 'trade-in', 'test-drive'],
    ],
    [
      'coming soon with hideTestDriveForComingSoon',
      { ...car, status: 'coming_soon' },
      tenant({ hideTestDriveForComingSoon: true }),
      options,
      ['enquire', 'call', 'finance', 'trade-in'],
    ],
    [
      'hideTestDriveForComingSoon leaves in-stock cars alone',
      car,
      tenant({ hideTestDriveForComingSoon: true }),
      options,
      ['reserve', 'enquire', 'call', 'finance', 'trade-in', 'test-drive'],
    ],
    [
      'chat instead of enquire',
      car,
      tenant({ chatInsteadOfEnquire: true }),
      options,
      ['reserve', 'chat', 'call', 'finance', 'trade-in', 'test-drive'],
    ],
    ['no phone: no Call Now', car, tenant(), { ...options, hasPhone: false }, ['reserve', 'enquire', 'finance', 'trade-in', 'test-drive']],
    [
      'Test Drive Only tag: test drive in place of finance',
      { ...car, tag: 'Test Drive Only' },
      tenant(),
      options,
      ['reserve', 'enquire', 'call', 'trade-in', 'test-drive'],
    ],
    [
      'history report with a file',
      { ...car, file: '/files/report.pdf' },
      tenant(),
      options,
      ['reserve', 'enquire', 'call', 'finance', 'trade-in', 'test-drive', 'history'],
    ],
    [
      'history report without a file',
      { ...car, file: 'null' },
      tenant(),
      options,
      ['reserve', 'enquire', 'call', 'finance', 'trade-in', 'test-drive'],
    ],
    ['sold car: only find me something similar', { ...car, status: 'sold', sold: true }, tenant(), options, ['find-similar']],
  ] as const)('%s', (_name, c, t, o, expected) => {
    expect(kinds(c as ActionCar, t, o)).toEqual(expected)
  })

  test.each([
    ['in stock', car, true],
    ['coming soon', { ...car, status: 'coming_soon' }, true],
    ['reserved for someone else', { ...car, reserved: true }, false],
    ['no price (200 or below)', { ...car, price: 200 }, false],
    ['sold', { ...car, sold: true }, false],
    ['on order', { ...car, status: 'on_order' }, false],
  ] as const)('trade-in only when allowed for the car: %s -> %s', (_name, c, allowed) => {
    expect(tradeInAllowed(c as ActionCar)).toBe(allowed)
  })

  test('Online Purchase: on sites that sell online and reserve online, for cars that can be bought, after Reserve', () => {
    const online = tenant({ onlinePurchase: true })
    const actions = detailActions(car, online, options)
    expect(actions.map((a) => a.kind).slice(0, 2)).toEqual(['reserve', 'purchase'])
    expect(actions[1]).toEqual({ kind: 'purchase', label: 'Online Purchase', href: '/checkout-journey?car_id=toyota-land-cruiser-1' })
    expect(kinds(car, tenant({ onlinePurchase: true, reserveOnline: false }), options)).not.toContain('purchase')
    expect(kinds({ ...car, reserved: true }, online, options)).not.toContain('purchase')
    expect(kinds(car, tenant(), options)).not.toContain('purchase')
  })

  test("the trade-in button leads to the car's valuation page (/cars/trade-in?car_id=)", () => {
    expect(detailActions(car, tenant(), options).find((a) => a.kind === 'trade-in')).toEqual({
      kind: 'trade-in',
      label: 'Trade-In Valuation',
      href: '/cars/trade-in?car_id=toyota-land-cruiser-1',
    })
  })

  test('labels are the spec texts; Enquire and Instant Message go to the enquiry anchor', () => {
    const actions = detailActions(car, tenant(), options)
    expect(actions.map((a) => a.label)).toEqual([
      'Reserve Car Now',
      'Enquire Now',
      'Call Now',
      'Get Finance Now',
      'Trade-In Valuation',
      'Book a Test Drive',
    ])
    expect(detailActions(car, tenant({ chatInsteadOfEnquire: true }), options)[1]).toEqual({
      kind: 'chat',
      label: 'Instant Message',
      href: '#enquire',
    })
  })

  test.each<[string, Partial<ActionTenant['features']>, string | null]>([
    ['reserve online: the checkout', {}, '/cars/toyota-land-cruiser-1/checkout'],
    ['reserve online at /buy-online', { buyOnlinePath: true }, '/cars/toyota-land-cruiser-1/buy-online'],
    ['no online reservation: no Reserve button at all', { reserveOnline: false }, null],
    ['no online reservation, even with the /buy-online path set', { reserveOnline: false, buyOnlinePath: true }, null],
  ])('Reserve Car Now follows the dealer: %s', (_name, features, href) => {
    const actions = detailActions(car, tenant(features), options)
    expect(actions.find((a) => a.kind === 'reserve') ?? null).toEqual(href ? { kind: 'reserve', label: 'Reserve Car Now', href } : null)
    // The enquiry form stays reachable through Enquire Now either way.
    expect(actions.find((a) => a.kind === 'enquire')).toEqual({ kind: 'enquire', label: 'Enquire Now', href: '#enquire' })
  })

  test('a caravan dealer reserves a caravan and books a viewing; a motorcycle dealer a test ride', () => {
    const labels = (vehicleKind: ActionTenant['vehicleKind']) =>
      detailActions(car, { ...tenant(), vehicleKind }, options)
        .filter((a) => a.kind === 'reserve' || a.kind === 'test-drive')
        .map((a) => a.label)
    expect(labels('caravans')).toEqual(['Reserve Caravan Now', 'Book a Viewing'])
    expect(labels('motorcycles')).toEqual(['Reserve Motorcycle Now', 'Book a Test Ride'])
    expect(labels(undefined)).toEqual(['Reserve Car Now', 'Book a Test Drive'])
  })

  test.each<[string, Partial<ActionTenant['features']>, ActionCar, object]>([
    ['the calculator on this page', {}, car, { opens: 'link', href: '#finance-calculator' }],
    ['the dialog with financeModal', { financeModal: true }, car, { opens: 'dialog', dialogTitle: 'Finance Enquiry' }],
    [
      'the signed-in finance page before the dialog, for a car that can be bought',
      { financeModal: true, gatedFinance: true },
      car,
      { opens: 'link', href: '/personalised/finance?car_id=toyota-land-cruiser-1' },
    ],
    [
      'the dialog with gatedFinance when the car cannot be bought',
      { financeModal: true, gatedFinance: true },
      { ...car, price: 150 },
      { opens: 'dialog' },
    ],
    [
      'the signed-in finance page with gatedFinance',
      { gatedFinance: true },
      car,
      { opens: 'link', href: '/personalised/finance?car_id=toyota-land-cruiser-1' },
    ],
    [
      'the calculator with gatedFinance when the car cannot be bought',
      { gatedFinance: true },
      { ...car, price: 150 },
      { href: '#finance-calculator' },
    ],
  ])('Get Finance Now: %s', (_, features, financeCar, expected) => {
    const finance = detailActions(financeCar, tenant(features), options).find((a) => a.kind === 'finance')
    expect(finance).toMatchObject(expected)
  })

  const financeCar = { ...car, id: 'c1', car_type: 'used', vin: 'JT123', dealership_slug: 'harbour' } as const
  const financePage = { financePagePath: '/finance', gatedFinance: false }
  test.each<[string, Partial<ActionTenant['features']>, ActionCar, object | null]>([
    [
      'the finance page form with the car, not this page (the banner is the calculator)',
      {},
      car,
      {
        opens: 'link',
        label: 'Get Finance Now',
        href: '/finance?preferredDealership=harbour&vehiclePriceBudget=25990&car_id=c1&car_type=used&vin=JT123#finance-form',
      },
    ],
    ['the Finance Enquiry pop-up with financeModal', { financeModal: true }, car, { opens: 'dialog', dialogTitle: 'Finance Enquiry' }],
    [
      'the signed-in finance page with gatedFinance',
      { gatedFinance: true },
      car,
      { opens: 'link', href: '/personalised/finance?car_id=toyota-land-cruiser-1' },
    ],
    ['none for a Test Drive Only car', {}, { ...car, tag: 'Test Drive Only' }, null],
  ])('finance banner Get Finance Now: %s', (_name, features, bannerCar, expected) => {
    const button = financeBannerButton(detailActions(bannerCar, tenant(features), options), { ...financeCar, ...bannerCar }, financePage)
    if (expected === null) expect(button).toBeNull()
    else expect(button).toMatchObject(expected)
  })

  test('the finance banner uses the site finance page path', () => {
    const button = financeBannerButton(
      detailActions(car, tenant(), options),
      { ...car, id: 'c9' } as Parameters<typeof financeBannerButton>[1],
      {
        financePagePath: '/apply-for-finance',
        gatedFinance: false,
      },
    )
    expect(button).toMatchObject({ href: '/apply-for-finance?vehiclePriceBudget=25990&car_id=c9#finance-form' })
  })

  test('sold car: the find-similar link is the make and model search page', () => {
    expect(detailActions({ ...car, status: 'sold' }, tenant(), options)).toEqual([
      { kind: 'find-similar', label: 'Find Me Something Similar', href: '/search/toyota/land-cruiser' },
    ])
  })
})

describe('findSimilarHref', () => {
  test.each([
    [{ make: 'Land Rover', model: 'Range Rover Sport' }, '/search/land-rover/range-rover-sport'],
    [{ make: 'Kia', model: '' }, '/search/kia'],
    [{ make: '', model: '' }, '/search'],
  ])('%j -> %s', (c, href) => expect(findSimilarHref(c)).toBe(href))
})

describe('mobileBarActions (the bar repeats three action buttons)', () => {
  test.each([
    ['contact first, three at most', car, tenant(), ['enquire', 'call', 'finance']],
    ['sold car: find similar only', { ...car, status: 'sold' }, tenant(), ['find-similar']],
    ['no finance: test drive third', { ...car, tag: 'test drive only' }, tenant(), ['enquire', 'call', 'test-drive']],
  ] as const)('%s', (_name, c, t, expected) => {
    expect(mobileBarActions(detailActions(c as ActionCar, t, options)).map((a) => a.kind)).toEqual(expected)
  })
})
