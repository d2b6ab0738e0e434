import type { CollectionConfig } from 'payload'
import { dealerContent } from '../_fields/dealer-content'
import { publishChecks } from '../_hooks/publish-checks'
import { linkField } from '../_fields/link'
import { scheduleFields } from '../_fields/schedule'
import { publishChecksEndpoint } from '@/src/cms/publish-checks-endpoint'
import { publishChecksPanel } from '../_fields/publish-checks-panel'

/**
 * Promotional tiles among the search results: "We Want Your Car" and dated sales, at chosen card
 * positions, on the pages of the car types they are for.
 */
export const PromoTiles: CollectionConfig = {
  slug: 'promo-tiles',
  labels: { singular: 'Promo tile', plural: 'Promo tiles' },
  admin: {
    group: 'Marketing',
    useAsTitle: 'heading',
    defaultColumns: ['heading', 'schedule', 'startsAt', 'expiresAt', 'display', 'positions'],
    description: 'Tiles shown among the cars on search pages, between their start and expiry.',
  },
  defaultSort: 'order',
  ...dealerContent,
  hooks: { ...dealerContent.hooks, beforeChange: [...(dealerContent.hooks?.beforeChange ?? []), publishChecks('promo-tile')] },
  endpoints: [publishChecksEndpoint('promo-tiles', 'promo-tile')],
  fields: [
    publishChecksPanel,
    { name: 'heading', type: 'text', required: true, maxLength: 80 },
    { name: 'text', type: 'textarea', maxLength: 300 },
    { type: 'row', fields: [{ name: 'buttonLabel', type: 'text', maxLength: 40, admin: { width: '40%', placeholder: 'Find out more' } }] },
    linkField({ required: false }),
    {
      type: 'row',
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media', admin: { width: '50%' } },
        {
          name: 'background',
          type: 'text',
          admin: { width: '50%', placeholder: '#0b3d91', description: 'A colour such as #0b3d91; empty uses the site’s main colour.' },
          validate: (v: unknown) => (!v || /^#[0-9a-f]{6}$/i.test(String(v)) ? true : 'Use a hex colour such as #0b3d91.'),
        },
      ],
    },
    ...scheduleFields,
    {
      type: 'row',
      fields: [
        {
          name: 'positions',
          type: 'number',
          hasMany: true,
          min: 1,
          max: 100,
          admin: { width: '35%', description: 'Card positions, e.g. 8 and 17. Empty: the site’s default positions.' },
        },
        {
          name: 'display',
          type: 'select',
          hasMany: true,
          options: [
            { label: 'New', value: 'new' },
            { label: 'Used', value: 'used' },
            { label: 'Demo', value: 'demo' },
          ],
          admin: { width: '35%', description: 'Car types of the pages it shows on. Empty: every page.' },
        },
        {
          name: 'strictDisplay',
          type: 'checkbox',
          admin: { width: '30%', description: 'Only on pages limited to these car types (not on all-stock pages).' },
        },
      ],
    },
    { name: 'order', type: 'number', admin: { position: 'sidebar', description: 'Lower first when two tiles want the same position.' } },
  ],
}
