import type { Block } from 'payload'

export const StatsBannerBlock: Block = {
  slug: 'statsBanner',
  interfaceName: 'StatsBannerBlock',
  labels: { singular: 'Statistics banner', plural: 'Statistics banners' },
  fields: [
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      maxRows: 6,
      defaultValue: [
        { value: 50, suffix: '+', label: 'Locations', href: '/dealer-locator' },
        { value: 40, suffix: '+', label: 'Brands', href: '/brands' },
        { value: 30, suffix: '+', label: 'Years Est.', href: '/about-us' },
      ],
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'value', type: 'number', required: true, min: 0, admin: { width: '25%' } },
            { name: 'suffix', type: 'text', defaultValue: '+', admin: { width: '15%' } },
            { name: 'label', type: 'text', required: true, admin: { width: '30%' } },
            { name: 'href', type: 'text', label: 'Link path', admin: { width: '30%' } },
          ],
        },
      ],
    },
  ],
}
