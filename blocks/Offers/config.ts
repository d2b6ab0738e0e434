import type { Block } from 'payload'
import { OFFER_CATEGORIES } from '@/src/domain/marketing/offers'

export const OffersBlock: Block = {
  slug: 'offers',
  interfaceName: 'OffersBlock',
  graphQL: { singularName: 'OffersBlock' },
  labels: { singular: 'Offers', plural: 'Offers' },
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'Current Offers' },
    {
      type: 'row',
      fields: [
        {
          name: 'category',
          type: 'select',
          options: [...OFFER_CATEGORIES],
          admin: { width: '50%', description: 'Empty: every category.' },
        },
        { name: 'manufacturer', type: 'text', admin: { width: '50%', description: 'Only this brand’s offers.' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'limit', type: 'number', min: 1, max: 24, defaultValue: 6, required: true, admin: { width: '50%' } },
        {
          name: 'layout',
          type: 'select',
          defaultValue: 'grid',
          options: [
            { label: 'Grid', value: 'grid' },
            { label: 'Carousel', value: 'carousel' },
          ],
          admin: { width: '50%' },
        },
      ],
    },
  ],
}
