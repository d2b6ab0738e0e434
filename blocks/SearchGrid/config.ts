import type { Block } from 'payload'
import { stockFilterField } from '@/collections/_fields/stock-filter'
import { SORT_OPTIONS } from '@/src/domain/inventory/sort-options'
import { STOCK_GRID_DEFAULT, STOCK_GRID_MAX, STOCK_GRID_MIN } from '@/src/domain/listings/stock-blocks'

/** Live stock on any page: read from the site's search on every view. */
export const SearchGridBlock: Block = {
  slug: 'searchGrid',
  interfaceName: 'SearchGridBlock',
  labels: { singular: 'Search grid', plural: 'Search grids' },
  fields: [
    { name: 'heading', type: 'text', maxLength: 120, admin: { description: 'Empty: named after the filter, e.g. "Used Toyota SUVs".' } },
    stockFilterField(),
    {
      type: 'row',
      fields: [
        {
          name: 'sort',
          type: 'select',
          defaultValue: 'cars_latest',
          required: true,
          options: SORT_OPTIONS.filter((o) => o.value !== 'cars_subscription_price_asc').map((o) => ({ label: o.label, value: o.value })),
          admin: { width: '33%' },
        },
        {
          name: 'count',
          type: 'number',
          label: 'Number of cars',
          min: STOCK_GRID_MIN,
          max: STOCK_GRID_MAX,
          defaultValue: STOCK_GRID_DEFAULT,
          required: true,
          admin: { width: '33%', step: 1 },
        },
        {
          name: 'layout',
          type: 'select',
          defaultValue: 'site',
          required: true,
          options: [
            { label: 'Site default (the Results carousel switch)', value: 'site' },
            { label: 'Grid', value: 'grid' },
            { label: 'Carousel', value: 'carousel' },
          ],
          admin: { width: '33%' },
        },
      ],
    },
    {
      name: 'viewAllLabel',
      type: 'text',
      defaultValue: 'View all',
      maxLength: 40,
      admin: { description: 'Links to the search page with the same filter.' },
    },
  ],
}
