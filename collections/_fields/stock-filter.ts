import type { Condition, Field } from 'payload'
import { BODY_LABELS } from '@/src/domain/inventory/search-filters'

/**
 * The stock a page-builder block shows (Search grid, Car detail "newest matching"): condition,
 * make, body, price range and tag; empty fields do not narrow. The site's own stock filter always
 * applies on top, so a block can never show another dealer's cars.
 */
export function stockFilterField(condition?: Condition): Field {
  return {
    name: 'filter',
    type: 'group',
    label: 'Which cars',
    admin: { description: 'Empty fields do not narrow the stock.', ...(condition ? { condition } : {}) },
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'carType',
            type: 'select',
            label: 'Condition',
            options: [
              { label: 'New', value: 'new' },
              { label: 'Used', value: 'used' },
              { label: 'Demo', value: 'demo' },
            ],
            admin: { width: '33%', description: 'Empty: every condition.' },
          },
          { name: 'make', type: 'text', maxLength: 60, admin: { width: '33%', description: 'As spelt in the stock, e.g. Toyota.' } },
          {
            name: 'body',
            type: 'select',
            options: Object.entries(BODY_LABELS).map(([value, label]) => ({ label, value })),
            admin: { width: '33%' },
          },
        ],
      },
      {
        type: 'row',
        fields: [
          { name: 'priceMin', type: 'number', label: 'Price from ($)', min: 0, max: 10_000_000, admin: { width: '33%' } },
          { name: 'priceMax', type: 'number', label: 'Price to ($)', min: 0, max: 10_000_000, admin: { width: '33%' } },
          { name: 'tag', type: 'text', maxLength: 60, admin: { width: '33%', description: 'Only cars carrying this tag, e.g. Runout.' } },
        ],
      },
    ],
  }
}
