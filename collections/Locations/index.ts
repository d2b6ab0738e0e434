import type { CollectionConfig } from 'payload'
import { DEPARTMENTS, DEPARTMENT_LABELS } from '@/src/domain/locations/hours'
import { AUSTRALIAN_TIME_ZONES, STATE_TIME_ZONES } from '@/src/domain/locations/open-now'
import { LOCATION_SUBTYPES } from '@/src/domain/locations/select'
import { SEGMENT_SLUG, slugify } from '@/src/domain/navigation/slug'
import { dealerContent } from '../_fields/dealer-content'
import { sitePreview } from '../_preview/live-preview'
import { uniqueSlugPerTenant } from '../_hooks/unique-slug'
import { closedDayStyleField, departmentHoursField, specialHoursField } from './hours-fields'

const STATES = Object.keys(STATE_TIME_ZONES)

/**
 * A dealer's yards and workshops: address, phones, licence numbers, departments with their weekly
 * and holiday hours in the location's own time zone.
 */
export const Locations: CollectionConfig = {
  slug: 'locations',
  admin: {
    ...sitePreview('locations'),
    group: 'Dealership',
    useAsTitle: 'name',
    defaultColumns: ['name', 'address.city', 'departments', 'primary', 'visible'],
    description: 'Your yards and workshops. They appear on location pages, the contact page, the header hours and Locations blocks.',
  },
  ...dealerContent,
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Details',
          fields: [
            { type: 'row', fields: [{ name: 'name', type: 'text', required: true, maxLength: 120 }, locationSlugField()] },
            {
              name: 'departments',
              type: 'select',
              hasMany: true,
              required: true,
              defaultValue: ['sales'],
              options: DEPARTMENTS.map((value) => ({ value, label: DEPARTMENT_LABELS[value] })),
            },
            {
              name: 'subtypes',
              type: 'select',
              hasMany: true,
              options: [...LOCATION_SUBTYPES],
            },
            { name: 'makes', type: 'text', hasMany: true, admin: { description: 'Brands sold or serviced here, e.g. Toyota.' } },
            {
              name: 'stockLocationName',
              type: 'text',
              admin: { description: 'The location name your stock feed uses for cars at this yard, if it differs from the name above.' },
            },
            { name: 'image', type: 'upload', relationTo: 'media' },
            {
              type: 'row',
              fields: [
                { name: 'phone', type: 'text', maxLength: 20 },
                { name: 'landline', type: 'text', maxLength: 20 },
                { name: 'email', type: 'email' },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'dealerLicence', type: 'text', label: 'Dealer licence number', maxLength: 40 },
                { name: 'repairerLicence', type: 'text', label: 'Motor vehicle repairer number', maxLength: 40 },
              ],
            },
          ],
        },
        {
          label: 'Address',
          fields: [
            {
              name: 'address',
              type: 'group',
              fields: [
                { name: 'street', type: 'text', required: true },
                {
                  type: 'row',
                  fields: [
                    { name: 'city', type: 'text', required: true, label: 'Suburb' },
                    { name: 'state', type: 'select', required: true, options: STATES, defaultValue: 'NSW' },
                    {
                      name: 'postcode',
                      type: 'text',
                      required: true,
                      validate: (v: unknown) => (/^\d{4}$/.test(String(v ?? '')) ? true : 'Enter a 4-digit postcode.'),
                    },
                  ],
                },
                {
                  type: 'row',
                  fields: [
                    { name: 'lat', type: 'number', min: -44, max: -9, admin: { step: 0.000001 } },
                    { name: 'lng', type: 'number', min: 112, max: 154, admin: { step: 0.000001 } },
                  ],
                },
                {
                  name: 'placeUrl',
                  type: 'text',
                  admin: { description: 'Optional link to the business on a maps site (used for Get Directions).' },
                },
              ],
            },
            {
              name: 'timeZone',
              type: 'select',
              options: [...AUSTRALIAN_TIME_ZONES],
              admin: { description: "Empty: the state's usual zone. Hours and “open now” are in this zone." },
            },
          ],
        },
        { label: 'Hours', fields: [departmentHoursField, specialHoursField, closedDayStyleField] },
        {
          label: 'Display',
          fields: [
            {
              name: 'primary',
              type: 'checkbox',
              admin: { description: 'The main location: the header hours and the contact page lead with it.' },
            },
            { name: 'visible', type: 'checkbox', defaultValue: true, admin: { description: 'Untick to hide it from the site.' } },
            { name: 'customOrder', type: 'number', admin: { description: 'Optional position in lists; otherwise alphabetical.' } },
            {
              name: 'hiddenReviewers',
              type: 'text',
              hasMany: true,
              admin: { description: "Reviewers' names whose reviews are never shown." },
            },
          ],
        },
      ],
    },
  ],
}

function locationSlugField() {
  return {
    name: 'slug',
    type: 'text' as const,
    required: true,
    index: true,
    admin: { description: 'Its address on the site: /locations/<slug>.' },
    hooks: {
      beforeValidate: [
        ({ value, data }: { value?: unknown; data?: { name?: unknown } }) =>
          slugify(typeof value === 'string' && value ? value : String(data?.name ?? '')),
        uniqueSlugPerTenant((slug) => `This site already has a location at /locations/${slug}.`),
      ],
    },
    validate: (value: string | null | undefined) =>
      value && SEGMENT_SLUG.test(value) ? true : 'Use lower-case words joined by hyphens, e.g. parramatta',
  }
}
