import type { Block } from 'payload'

/** Places a reusable section (collections/Sections) on a page; its blocks render in its place. */
export const SectionBlock: Block = {
  slug: 'section',
  interfaceName: 'SectionBlock',
  labels: { singular: 'Reusable section', plural: 'Reusable sections' },
  fields: [
    {
      name: 'section',
      type: 'relationship',
      relationTo: 'sections',
      required: true,
      admin: { description: 'Edit the section itself to change it on every page that uses it.' },
    },
  ],
}
