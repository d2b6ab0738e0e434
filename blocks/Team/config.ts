import type { Block } from 'payload'

export const TeamBlock: Block = {
  slug: 'team',
  interfaceName: 'TeamBlock',
  graphQL: { singularName: 'TeamBlock' },
  labels: { singular: 'Team', plural: 'Teams' },
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'Meet the Team' },
    {
      name: 'location',
      type: 'relationship',
      relationTo: 'locations',
      admin: { description: 'Only this location’s team. Empty: every location’s, one after another.' },
    },
  ],
}
