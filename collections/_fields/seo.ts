import type { GroupField } from 'payload'

export const seoField: GroupField = {
  name: 'seo',
  type: 'group',
  label: 'Search engines and sharing',
  fields: [
    {
      name: 'title',
      type: 'text',
      admin: { description: 'Shown in the browser tab and search results. Defaults to the page title.' },
      maxLength: 70,
    },
    { name: 'description', type: 'textarea', maxLength: 170, admin: { description: 'One or two sentences for search results.' } },
    { name: 'image', type: 'upload', relationTo: 'media', admin: { description: 'Shown when the page is shared. 1200 × 630 works best.' } },
  ],
}
