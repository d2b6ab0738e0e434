import type { Block } from 'payload'

/**
 * "Finance Calculator": placeable on any page. With no car the
 * amount starts at $30,000; limits, rates and fees come from the dealer site's
 * finance settings (Dealer sites › Finance), so editors only choose the wording and layout.
 */
export const FinanceCalculatorBlock: Block = {
  slug: 'financeCalculator',
  interfaceName: 'FinanceCalculatorBlock',
  labels: { singular: 'Finance calculator', plural: 'Finance calculators' },
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'Finance Calculator' },
    { name: 'intro', type: 'textarea', admin: { description: 'Optional sentence under the heading.' } },
    {
      name: 'variant',
      type: 'select',
      defaultValue: 'tab',
      options: [
        { label: 'Full width (up to $100,000)', value: 'tab' },
        { label: 'Compact (up to $250,000)', value: 'sidebar' },
      ],
      admin: {
        description: 'Full width fills the page and takes loan amounts up to $100,000; compact is a narrower box and takes up to $250,000.',
      },
    },
    {
      name: 'disclaimer',
      label: 'Lender disclaimer',
      type: 'textarea',
      admin: { description: 'Shown under the calculator, shortened to 197 characters with Show More.' },
    },
  ],
}
