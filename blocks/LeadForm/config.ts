import type { Block } from 'payload'
import { successPathField } from '@/collections/_fields/success-path'
import { BLOCK_FORMS, CATEGORIES, FORM_TITLES } from '@/src/domain/leads/forms'

/**
 * A lead form placed on any page: contact, careers, trade-in, service booking or a
 * finance enquiry. The fields, their checks and where the lead goes are the same as everywhere
 * else (POST /api/leads, the dealer's Leads inbox); the editor picks the form and its wording.
 */
export const LeadFormBlock: Block = {
  slug: 'leadForm',
  interfaceName: 'LeadFormBlock',
  labels: { singular: 'Form', plural: 'Forms' },
  fields: [
    {
      name: 'formKind',
      label: 'Form',
      type: 'select',
      required: true,
      defaultValue: 'contact',
      options: BLOCK_FORMS.map((kind) => ({ label: FORM_TITLES[kind], value: kind })),
    },
    { name: 'heading', type: 'text', admin: { description: 'Defaults to the form’s own title.' } },
    { name: 'intro', type: 'textarea', admin: { description: 'Optional sentence under the heading, e.g. what the form is for.' } },
    {
      name: 'category',
      type: 'select',
      options: CATEGORIES.map((c) => ({ label: c, value: c })),
      admin: {
        description: 'Contact form: the category selected at first. "Careers Enquiry" is filed as General Enquiry › Career Enquiry.',
        condition: (_, block) => block?.formKind === 'contact',
      },
    },
    { name: 'commentsOptional', type: 'checkbox', label: 'Message is optional', defaultValue: false },
    successPathField,
  ],
}
