import type { Block } from 'payload'
import { stockFilterField } from '@/collections/_fields/stock-filter'

/**
 * One car featured on a page: by stock number, or the newest car matching
 * a filter. A sold or missing car hides the block; the page's preview says why.
 */
export const CarDetailBlock: Block = {
  slug: 'carDetail',
  interfaceName: 'CarDetailBlock',
  labels: { singular: 'Car detail', plural: 'Car details' },
  fields: [
    { name: 'heading', type: 'text', maxLength: 120, admin: { description: 'Optional, e.g. "Car of the week".' } },
    {
      name: 'mode',
      type: 'radio',
      defaultValue: 'stock-number',
      required: true,
      options: [
        { label: 'A car by stock number', value: 'stock-number' },
        { label: 'The newest car matching a filter', value: 'newest' },
      ],
      admin: { layout: 'horizontal' },
    },
    {
      name: 'stockNumber',
      type: 'text',
      maxLength: 40,
      admin: {
        condition: (_, sibling) => sibling?.mode !== 'newest',
        description: 'When the car sells or leaves the stock, the block disappears from the site (the preview says why).',
      },
    },
    stockFilterField((_, sibling) => sibling?.mode === 'newest'),
    { name: 'buttonLabel', type: 'text', defaultValue: 'View this car', maxLength: 40 },
  ],
}
