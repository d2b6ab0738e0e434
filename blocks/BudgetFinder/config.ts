import type { Block } from 'payload'

/**
 * "Find cars for your budget". Both parts link to the search page
 * with a price range, sorted by price descending:
 *   {searchPath}?price={min}:{max}&sortBy=cars_price_desc     (see src/domain/finance/budget-search.ts)
 * e.g. /search?price=0:38000&sortBy=cars_price_desc. The search page reads `price` as an
 * InstantSearch range ("min:max", whole dollars) and `sortBy` as the replica/sort name.
 * Its lower limit ("0 Cars Found") and its price cap come from the site's live stock priced
 * above $1,000, read for the page (loadStockBlocks), never from a number an editor types.
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
  ],
}
