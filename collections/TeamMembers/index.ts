import type { CollectionConfig } from 'payload'
import { staffPhone } from '@/src/domain/team/team'
import { dealerContent } from '../_fields/dealer-content'
import { teamMemberAccess } from './access'

/**
 * The people at each location: shown on the location's team page (/teams/<location>) and in Team
 * blocks, with a photo (or their initials), their role, a phone link and an e-mail button.
 */
export const TeamMembers: CollectionConfig = {
  slug: 'team-members',
  labels: { singular: 'Team member', plural: 'Team members' },
  admin: {
    group: 'Dealership',
    useAsTitle: 'name',
    defaultColumns: ['name', 'role', 'location', 'sortOrder', 'visible'],
    description: 'Your staff, per location. Visible members show on the location’s team page (/teams/<location>) and in Team blocks.',
  },
  defaultSort: 'sortOrder',
  ...dealerContent,
  access: teamMemberAccess,
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, maxLength: 120, admin: { width: '50%' } },
        { name: 'role', type: 'text', label: 'Role or title', maxLength: 80, admin: { width: '50%', placeholder: 'Sales Consultant' } },
      ],
    },
    { name: 'location', type: 'relationship', relationTo: 'locations', required: true, index: true },
    {
      name: 'photo',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'A head-and-shoulders photo. Without one the card shows their initials.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'phone',
          type: 'text',
          maxLength: 20,
          admin: { width: '50%', description: 'Their direct line or mobile; shoppers tap it to call.' },
          validate: (value: unknown) =>
            !value || staffPhone(String(value)) ? true : 'Enter a phone number shoppers can dial, e.g. 0412 345 678.',
        },
        {
          name: 'email',
          type: 'email',
          admin: { width: '50%', description: 'Shown as a “Send an e-mail” button, not printed on the page.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'sortOrder',
          type: 'number',
          admin: { width: '50%', description: 'Lower first; members without one follow, alphabetically.' },
        },
        {
          name: 'visible',
          type: 'checkbox',
          defaultValue: true,
          admin: { width: '50%', description: 'Untick to hide them from the site (e.g. while on leave).' },
        },
      ],
    },
  ],
}
