import type { CollectionConfig } from 'payload'
import { STEP_IDS } from '@/src/domain/finance-application/steps'
import { loggedIn } from '../_access'
import { erasedAfterField } from '../_fields/erased-after'

const options = (values: readonly string[]) => values.map((v) => ({ label: v, value: v }))

/**
 * Shoppers' finance applications (pre-approval), saved step by step from the dealer's site
 * (POST /api/finance-application) and sent as a finance lead. Only that server code writes them
 * (the Local API); nobody creates or changes one over REST or GraphQL. Every answer the shopper
 * gave is in `sealed`, encrypted (src/cms/finance-applications.ts), which no API returns, not
 * even to a platform admin: staff read what was sent in the lead. The plain columns say only how
 * far it got. A draft is erased 30 days after its last save, a sent one with its lead.
 */
export const FinanceApplications: CollectionConfig = {
  slug: 'finance-applications',
  labels: { singular: 'Finance application', plural: 'Finance applications' },
  admin: {
    group: 'Leads',
    defaultColumns: ['createdAt', 'status', 'stepReached', 'lead', 'providerReference', 'expiresAt'],
    description:
      'Finance applications shoppers started on your site. Their details are encrypted and shown only in the lead sent with the application; a draft is erased 30 days after it was last saved.',
  },
  defaultSort: '-createdAt',
  access: { read: loggedIn, create: () => false, update: () => false, delete: loggedIn },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'status', type: 'select', required: true, defaultValue: 'draft', options: options(['draft', 'submitted']), index: true },
        { name: 'stepReached', type: 'select', label: 'Step reached', options: options(STEP_IDS) },
      ],
    },
    { name: 'lead', type: 'relationship', relationTo: 'lead-inbox', index: true, admin: { readOnly: true } },
    {
      name: 'providerReference',
      type: 'text',
      label: 'Finance provider reference',
      admin: {
        readOnly: true,
        description: "The finance provider's reference, kept from its first answer so a resend never files the application twice.",
      },
    },
    erasedAfterField('Drafts only; a sent application goes with its lead.'),
    // The answers, encrypted; read only by the server with access off.
    { name: 'sealed', type: 'textarea', required: true, admin: { hidden: true }, access: { read: () => false, update: () => false } },
  ],
}
