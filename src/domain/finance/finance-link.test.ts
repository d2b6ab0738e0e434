import { describe, expect, test } from 'vitest'
import { financeLink, type FinanceLinkCar } from './finance-link'
import { financeSettings, type FinanceSettingsInput } from './settings'

const car: FinanceLinkCar = {
  id: 4812,
  slug: '2021-toyota-corolla-ascent-4812',
  price: 25990,
  car_type: 'used',
  vin: 'JTMBFREV10D012345',
  dealership_slug: 'harbour-city-motors',
  status: 'in_stock',
}
const query = 'preferredDealership=harbour-city-motors&vehiclePriceBudget=25990&car_id=4812&car_type=used&vin=JTMBFREV10D012345'

describe('financeLink (finance link, gated route)', () => {
  test.each<[string, FinanceLinkCar | null, FinanceSettingsInput, string]>([
    ['default finance page with the car query and #finance-form', car, {}, `/finance?${query}#finance-form`],
    ['site setting overrides the finance page', car, { financePagePath: '/apply-for-finance' }, `/apply-for-finance?${query}#finance-form`],
    ['no car: plain finance page', null, {}, '/finance#finance-form'],
    [
      'gated route when the setting is on and the car qualifies (named by its page slug)',
      car,
      { gatedFinance: true },
      '/personalised/finance?car_id=2021-toyota-corolla-ascent-4812',
    ],
    [
      'gated setting on but no page slug: the finance page',
      { ...car, slug: null },
      { gatedFinance: true },
      `/finance?${query}#finance-form`,
    ],
    [
      'gated setting on but the car is sold: finance enquiry page',
      { ...car, status: 'sold' },
      { gatedFinance: true, financePagePath: '/finance-enquiry' },
      `/finance-enquiry?${query}#finance-form`,
    ],
    [
      'gated setting on but price 200 or below: finance enquiry page',
      { ...car, price: 150 },
      { gatedFinance: true },
      '/finance?preferredDealership=harbour-city-motors&vehiclePriceBudget=150&car_id=4812&car_type=used&vin=JTMBFREV10D012345#finance-form',
    ],
    [
      'empty fields are left out of the query',
      { id: 9, price: 0, vin: '', car_type: null, dealership_slug: undefined },
      {},
      '/finance?car_id=9#finance-form',
    ],
    ['values are URL-encoded', { id: 'a b', dealership_slug: 'x&y' }, {}, '/finance?preferredDealership=x%26y&car_id=a+b#finance-form'],
  ])('%s', (_name, c, over, expected) => {
    expect(financeLink(c, financeSettings(over))).toBe(expected)
  })
})
