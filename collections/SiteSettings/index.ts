import type { CollectionConfig } from 'payload'
import { PAYMENT_METHODS } from '@/src/domain/navigation/payments'
import { loggedIn, publicRead } from '../_access'
import { linkField } from '../_fields/link'
import { sitePreview } from '../_preview/live-preview'
import { publishChecks } from '../_hooks/publish-checks'
import { revalidateTenantContent } from '../_hooks/revalidate-tenant-content'
import { sameTenantReferences } from '../_hooks/same-tenant-references'
import { publishChecksEndpoint } from '@/src/cms/publish-checks-endpoint'
import { publishChecksPanel } from '../_fields/publish-checks-panel'

/** Editor-owned settings for one dealer site: banner, payments strip, social links, contacts, copy. */
export const SiteSettings: CollectionConfig = {
  slug: 'site-settings',
  labels: { singular: 'Site settings', plural: 'Site settings' },
  // The announcement bar, header and footer preview on the dealer's home page.
  admin: { group: 'Content', useAsTitle: 'title', ...sitePreview('site-settings') },
  access: { read: publicRead({ drafts: false }), create: loggedIn, update: loggedIn, delete: loggedIn },
  hooks: {
    beforeChange: [sameTenantReferences, publishChecks('site-settings')],
    afterChange: [revalidateTenantContent],
    afterDelete: [revalidateTenantContent],
  },
  endpoints: [publishChecksEndpoint('site-settings', 'site-settings')],
  fields: [
    publishChecksPanel,
    { name: 'title', type: 'text', defaultValue: 'Site settings', admin: { hidden: true } },
    {
      name: 'announcement',
      type: 'group',
      label: 'Announcement bar',
      fields: [
        { name: 'enabled', type: 'checkbox', defaultValue: false },
        { name: 'message', type: 'text', admin: { condition: (_, s) => s?.enabled } },
        { name: 'linkLabel', type: 'text', admin: { condition: (_, s) => s?.enabled } },
        { ...linkField({ required: false }), admin: { condition: (_, s) => s?.enabled } },
        { name: 'dismissible', type: 'checkbox', defaultValue: true, admin: { condition: (_, s) => s?.enabled } },
      ],
    },
    {
      name: 'payments',
      type: 'group',
      label: 'Accepted payments strip',
      fields: [
        { name: 'show', type: 'checkbox', defaultValue: true },
        {
          name: 'methods',
          type: 'select',
          hasMany: true,
          defaultValue: PAYMENT_METHODS.map((m) => m.value),
          options: PAYMENT_METHODS.map(({ value, label }) => ({ value, label })),
        },
      ],
    },
    {
      name: 'social',
      type: 'array',
      label: 'Social links',
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'platform',
              type: 'select',
              required: true,
              options: ['facebook', 'instagram', 'youtube', 'tiktok', 'linkedin', 'x'].map((v) => ({ value: v, label: v })),
            },
            {
              name: 'url',
              type: 'text',
              required: true,
              validate: (v: string | null | undefined) => (v && /^https:\/\//.test(v) ? true : 'Use a full https:// address'),
            },
          ],
        },
      ],
    },
    {
      name: 'contacts',
      type: 'array',
      label: 'Contact phone numbers',
      admin: { description: 'Numbers shown in the footer and contact areas, e.g. one per location.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', type: 'text', required: true },
            { name: 'number', type: 'text', required: true },
          ],
        },
      ],
    },
    {
      name: 'copy',
      type: 'group',
      label: 'Copy',
      fields: [
        { name: 'tagline', type: 'text', admin: { description: 'Shown beside the logo in the footer.' } },
        {
          name: 'headerCallLabel',
          type: 'text',
          defaultValue: 'Call us',
          admin: { description: 'Label before the phone number in the header.' },
        },
        { name: 'address', type: 'textarea' },
        { name: 'openingHoursSummary', type: 'text', admin: { description: 'e.g. Mon–Fri 8:30am–5:30pm, Sat 8:30am–4pm' } },
      ],
    },
  ],
}
