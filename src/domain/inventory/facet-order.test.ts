import { describe, expect, test } from 'vitest'
import { type FacetItem, certifiedFacetItems, makeLists, modelList, orderFacetItems } from './facet-order'

const items = (...rows: [string, number][]): FacetItem[] => rows.map(([label, count]) => ({ label, value: label, count }))
const labels = (list: FacetItem[]) => list.map((i) => i.label)

describe('facet option ordering', () => {
  test.each<[string, string, FacetItem[], string[]]>([
    ['car types new, demo, used regardless of count', 'car_type', items(['used', 90], ['demo', 5], ['new', 10]), ['new', 'demo', 'used']],
    [
      'car types compare ignoring case; unknown values last',
      'car_type',
      items(['Used', 1], ['ex-rental', 50], ['NEW', 1]),
      ['NEW', 'Used', 'ex-rental'],
    ],
    [
      'price labels numerically with Under first',
      'price_range',
      items(['$100,000 and over', 1], ['$20,000 - $30,000', 3], ['Under $10,000', 1], ['$10,000 - $20,000', 9], ['$75,000 - $100,000', 2]),
      ['Under $10,000', '$10,000 - $20,000', '$20,000 - $30,000', '$75,000 - $100,000', '$100,000 and over'],
    ],
    [
      'weekly price labels too',
      'weekly_price_range',
      items(['$150 - $200', 9], ['Under $100', 1], ['$100 - $150', 2]),
      ['Under $100', '$100 - $150', '$150 - $200'],
    ],
    ['others by count descending', 'make', items(['Kia', 5], ['Toyota', 20], ['Mazda', 9]), ['Toyota', 'Mazda', 'Kia']],
    ['then by label on equal counts', 'colour', items(['White', 3], ['Black', 3], ['Red', 4]), ['Red', 'Black', 'White']],
  ])('%s', (_name, attribute, input, expected) => {
    expect(labels(orderFacetItems(attribute, input))).toEqual(expected)
  })
})

describe('certified facet', () => {
  const certified = items(['true', 4], ['false', 10])
  test.each([
    ['certified-only tenants hide false', true, ['true']],
    ['other tenants keep both', false, ['true', 'false']],
  ] as const)('%s', (_name, on, expected) => {
    expect(labels(certifiedFacetItems(certified, { features: { certifiedOnlyFacet: on } }))).toEqual(expected)
  })
})

describe('make and model lists', () => {
  const makes = items(['Toyota', 40], ['Mazda', 30], ['Kia', 20], ['Audi', 10], ['BMW', 5])
  test('collapsed: popular makes only, by stock', () => {
    const lists = makeLists(makes, 3, false)
    expect(labels(lists.popular)).toEqual(['Toyota', 'Mazda', 'Kia'])
    expect(lists.all).toEqual([])
    expect(lists.toggleLabel).toBe('Show all makes')
  })
  test('expanded: all makes alphabetically', () => {
    const lists = makeLists(makes, 3, true)
    expect(labels(lists.all)).toEqual(['Audi', 'BMW', 'Kia', 'Mazda', 'Toyota'])
    expect(lists.toggleLabel).toBe('Hide extra makes')
  })
  test('a refined make outside the popular few stays visible while collapsed', () => {
    expect(labels(makeLists(makes, 3, false, ['bmw']).popular)).toEqual(['Toyota', 'Mazda', 'Kia', 'BMW'])
    expect(labels(makeLists(makes, 3, true, ['BMW']).popular)).toEqual(['Toyota', 'Mazda', 'Kia'])
  })
  test('no toggle when every make is already shown', () => {
    expect(makeLists(makes, 7, false).canExpand).toBe(false)
    expect(makeLists(makes, 3, false).canExpand).toBe(true)
  })
  test('model list limited to 30', () => {
    const many = items(...Array.from({ length: 40 }, (_, i) => [`M${String(i).padStart(2, '0')}`, 40 - i] as [string, number]))
    expect(modelList(many)).toHaveLength(30)
    expect(modelList(many)[0].label).toBe('M00')
  })
})
