import type { CollectionConfig } from 'payload'
import { importReviewsEndpoint } from '@/src/cms/review-import'
import { dealerContent } from '../_fields/dealer-content'

/** Customer reviews per location, entered by staff or imported. */
export const Reviews: CollectionConfig = {
  slug: 'reviews',
  admin: {
    group: 'Dealership',
    useAsTitle: 'customerName',
    defaultColumns: ['customerName', 'rating', 'location', 'reviewDate', 'hidden'],
    description: 'Reviews rated 4 or more show on location pages (the newest 10); every review counts towards the average.',
    components: { beforeListTable: ['/src/components/admin/ReviewsImport#ReviewsImport'] },
  },
  defaultSort: '-reviewDate',
  endpoints: [importReviewsEndpoint],
  ...dealerContent,
  fields: [
    { name: 'location', type: 'relationship', relationTo: 'locations', required: true, index: true },
    {
      type: 'row',
      fields: [
        { name: 'customerName', type: 'text', required: true, maxLength: 80 },
        { name: 'rating', type: 'number', required: true, min: 1, max: 5 },
      ],
    },
    { name: 'text', type: 'textarea', required: true, maxLength: 4000 },
    {
      name: 'reviewDate',
      type: 'date',
      required: true,
      defaultValue: () => new Date().toISOString(),
      admin: { date: { pickerAppearance: 'dayOnly' } },
    },
    { name: 'reply', type: 'textarea', maxLength: 4000, label: 'Dealer reply' },
    { name: 'replyDate', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' }, condition: (_, s) => Boolean(s?.reply) } },
    {
      type: 'row',
      fields: [
        {
          name: 'source',
          type: 'select',
          defaultValue: 'entered',
          options: [
            { label: 'Entered by staff', value: 'entered' },
            { label: 'Google', value: 'google' },
            { label: 'Imported', value: 'imported' },
          ],
        },
        { name: 'hidden', type: 'checkbox', admin: { description: 'Never show this review (it still counts towards the average).' } },
      ],
    },
  ],
}
