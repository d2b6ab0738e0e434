import type { Block } from 'payload'
import { successPathField } from '@/collections/_fields/success-path'

/**
 * The finance pre-approval application placed on any page: the shopper's details, work, income
 * and expenses and the car, saved step by step (they can come back by a link), then sent as a
 * finance lead.
 */
export const FinanceApplicationBlock: Block = {
  slug: 'financeApplication',
  interfaceName: 'FinanceApplicationBlock',
  labels: { singular: 'Finance application', plural: 'Finance applications' },
  fields: [
    { name: 'heading', type: 'text', admin: { description: 'Defaults to “Apply for finance pre-approval”.' } },
    {
      name: 'intro',
      type: 'textarea',
      admin: { description: 'Optional sentence under the heading; a default says what the application asks and how long it takes.' },
    },
    successPathField,
  ],
}
