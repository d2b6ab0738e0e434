import type { Block } from 'payload'
import { BRAND_SECTIONS } from '@/src/domain/navigation/brands'

export const BrandGridBlock: Block = {
  slug: 'brandGrid',
  interfaceName: 'BrandGridBlock',
  labels: { singular: 'Brand grid', plural: 'Brand grids' },
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'Our Brands' },
    {
      name: 'sections',
      type: 'array',
      minRows: 1,
      fields: [
        {
          name: 'kind',
          type: 'select',
          required: true,
          defaultValue: 'car',
          options: Object.entries(BRAND_SECTIONS).map(([value, label]) => ({ value, label })),
        },
        {
          name: 'brands',
          type: 'array',
          minRows: 1,
          fields: [
            { name: 'name', type: 'text', required: true },
            { name: 'slug', type: 'text', admin: { description: 'Used for /{slug}/overview. Defaults from the name.' } },
            { name: 'logo', type: 'upload', relationTo: 'media' },
            {
              name: 'linkKind',
              type: 'select',
              defaultValue: 'overview',
              options: [
                { label: 'Brand overview page (/{slug}/overview)', value: 'overview' },
                { label: 'A fixed path on this site', value: 'path' },
                { label: 'An external site', value: 'external' },
              ],
            },
            {
              name: 'target',
              type: 'text',
              admin: {
                condition: (_, s) => s?.linkKind !== 'overview',
                description: 'A path such as /dealerships/toyota?filter=brand, or https://…',
              },
            },
          ],
        },
      ],
    },
  ],
}
