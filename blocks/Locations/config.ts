import type { Block } from 'payload'
import { LOCATION_SCOPES, LOCATION_SUBTYPES } from '@/src/domain/locations/select'

export const LocationsBlock: Block = {
  slug: 'locations',
  interfaceName: 'LocationsBlock',
  graphQL: { singularName: 'LocationsBlock' },
  labels: { singular: 'Locations', plural: 'Locations' },
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'Our Locations' },
    {
      name: 'scope',
      type: 'select',
      required: true,
      defaultValue: 'all',
      options: [...LOCATION_SCOPES],
    },
    {
      type: 'row',
      fields: [
        { name: 'make', type: 'text', admin: { width: '50%', description: 'Only locations selling this brand.' } },
        {
          name: 'subtype',
          type: 'select',
          options: [...LOCATION_SUBTYPES],
          admin: { width: '50%' },
        },
      ],
    },
    {
      name: 'only',
      type: 'relationship',
      relationTo: 'locations',
      hasMany: true,
      admin: { description: 'Only these locations (empty: every match).' },
    },
    { name: 'exclude', type: 'relationship', relationTo: 'locations', hasMany: true },
    {
      name: 'layout',
      type: 'select',
      defaultValue: 'grid',
      options: [
        { label: 'Card grid', value: 'grid' },
        { label: 'Carousel', value: 'carousel' },
        { label: 'One map with a list', value: 'map' },
      ],
    },
  ],
}
