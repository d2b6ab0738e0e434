import type { Block } from 'payload'

/**
 * "Find cars for your budget". Both parts link to the search page
 * with a price range, sorted by price descending:
 *   {searchPath}?price={min}:{max}&sortBy=cars_price_desc     (see src/domain/finance/budget-search.ts)
 * e.g. /search?price=0:38000&sortBy=cars_price_desc. The search page reads `price` as an
 * InstantSearch range ("min:max", whole dollars) and `sortBy` as the replica/sort name.
 */
export const BudgetFinderBlock: Block = {
  slug: 'budgetFinder',
  interfaceName: 'BudgetFinderBlock',
  labels: { singular: 'Budget finder', plural: 'Budget finders' },
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'Find cars for your budget' },
    { name: 'intro', type: 'textarea' },
    {
      type: 'row',
      fields: [
        {
          name: 'typeLabel',
          label: 'Vehicle word',
          type: 'text',
          admin: { width: '33%', description: 'Singular, e.g. Car or Caravan ("0 Cars Found"). Empty: from the site\'s vehicle kind.' },
        },
        {
          name: 'searchPath',
          type: 'text',
          defaultValue: '/search',
          admin: { width: '33%', description: 'Search page the buttons open, e.g. /search/used-cars.' },
        },
        { name: 'showPriceSlider', label: 'Show the price-range slider', type: 'checkbox', defaultValue: true, admin: { width: '33%' } },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'cheapestPrice',
          type: 'number',
          min: 0,
          admin: { width: '50%', description: 'Cheapest vehicle in stock. Budgets below it show "0 Cars Found". Empty: no lower limit.' },
        },
        {
          name: 'maxPrice',
          label: 'Highest price',
          type: 'number',
          min: 0,
          admin: { width: '50%', description: 'Searches are capped at this price. Empty: $100,000.' },
        },
      ],
    },
  ],
}
