import type { CollectionConfig } from 'payload'
import { OFFER_CATEGORIES } from '@/src/domain/marketing/offers'
import { SEGMENT_SLUG, slugify } from '@/src/domain/navigation/slug'
import { dealerContent } from '../_fields/dealer-content'
import { sitePreview } from '../_preview/live-preview'
import { publishChecks } from '../_hooks/publish-checks'
import { scheduleFields } from '../_fields/schedule'
import { publishChecksEndpoint } from '@/src/cms/publish-checks-endpoint'
import { publishChecksPanel } from '../_fields/publish-checks-panel'

type Rates = { rate?: number | null; comparisonRate?: number | null }

/** A dealer's offers: /special-offers, /offers/{id}, the model's Explore page. */
export const Offers: CollectionConfig = {
  slug: 'offers',
  admin: {
    ...sitePreview('offers'),
    group: 'Marketing',
    useAsTitle: 'name',
    defaultColumns: ['name', 'category', 'schedule', 'expiresAt', 'manufacturer'],
    description: 'Offers show on /special-offers and their own pages between their start and expiry.',
  },
  defaultSort: 'order',
  ...dealerContent,
  hooks: { ...dealerContent.hooks, beforeChange: [...(dealerContent.hooks?.beforeChange ?? []), publishChecks('offer')] },
  endpoints: [publishChecksEndpoint('offers', 'offer')],
  fields: [
    publishChecksPanel,
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    { name: 'category', type: 'select', required: true, defaultValue: 'New car offer', options: [...OFFER_CATEGORIES] },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'description', type: 'textarea', required: true, maxLength: 4000 },
    { name: 'disclaimer', type: 'textarea', maxLength: 4000 },
    {
      type: 'row',
      fields: [
        { name: 'price', type: 'number', min: 0, admin: { width: '33%', description: 'Optional drive-away price in dollars.' } },
        {
          name: 'rate',
          type: 'number',
          min: 0,
          max: 30,
          admin: { width: '33%', step: 0.01, description: 'Optional finance rate, % p.a.' },
        },
        {
          name: 'comparisonRate',
          type: 'number',
          min: 0,
          max: 40,
          admin: { width: '33%', step: 0.01, description: 'Required with a rate (consumer credit law).' },
          validate: (value: unknown, { siblingData }: { siblingData: Rates }) =>
            typeof siblingData?.rate === 'number' && typeof value !== 'number' ? 'A rate must be shown with its comparison rate.' : true,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'manufacturer', type: 'text', maxLength: 60, admin: { width: '50%', placeholder: 'Toyota' } },
        { name: 'enquireLabel', type: 'text', maxLength: 40, admin: { width: '50%', placeholder: 'Enquire Now' } },
      ],
    },
    {
      name: 'model',
      type: 'group',
      admin: { description: 'The model the offer is for: its Explore page lists that model’s stock.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', maxLength: 60, admin: { width: '33%', placeholder: 'RAV4' } },
            {
              name: 'slug',
              type: 'text',
              admin: { width: '33%', description: 'Its Explore page: /{slug}.' },
              hooks: {
                beforeValidate: [
                  ({ value, siblingData }) =>
                    value ? slugify(String(value)) : siblingData?.name ? slugify(String(siblingData.name)) : value,
                ],
              },
              validate: (v: unknown) => (!v || SEGMENT_SLUG.test(String(v)) ? true : 'Use lower-case words joined by hyphens, e.g. rav4'),
            },
            { name: 'overrideUrl', type: 'text', admin: { width: '33%', description: 'Optional: Explore links here instead.' } },
          ],
        },
      ],
    },
    ...scheduleFields,
    { name: 'order', type: 'number', admin: { position: 'sidebar', description: 'Lower first on the offers page.' } },
  ],
}
