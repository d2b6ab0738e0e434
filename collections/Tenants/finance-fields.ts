import type { Field } from 'payload'
import { LENDER_KIND_LABELS, type LenderKind } from '@/src/domain/finance/constants'
import { parsePostcodeRanges } from '@/src/domain/finance/delivery'
import { fromDomain, optionsFrom } from './from-domain'

/**
 * Tenants › Finance: which cars show a finance estimate, the calculator's limits and fees,
 * budget presets, delivery regions and quote rates.
 * Defaults and bounds come from `financeConfigSchema` (src/domain/tenant/finance-config.ts),
 * which validates the whole group again on save.
 */
const money = (path: string, label: string, description: string): Field => ({
  name: path.split('.').at(-1)!,
  label,
  type: 'number',
  ...fromDomain(`finance.${path}`),
  admin: { width: '25%', step: 0.01, description },
})

/** Which cars show a weekly estimate (cards, the car page's teaser, the compare table). */
export const financeEstimateFields: Field[] = [
  {
    type: 'collapsible',
    label: 'Finance estimates on cars',
    fields: [
      {
        name: 'lenderKind',
        label: 'Lender',
        type: 'select',
        ...fromDomain('finance.lenderKind'),
        options: optionsFrom('finance.lenderKind', (kind) => LENDER_KIND_LABELS[kind as LenderKind]),
        admin: {
          description:
            'Whose finance figures your site shows, and so which cars show "Only $X /wk*" on their cards and pages. A car also needs the lender\'s interest and comparison rates in the stock feed. Ask your finance provider which one they are.',
        },
      },
      {
        name: 'estimateExcludedMakes',
        label: 'No estimate for these makes',
        type: 'text',
        hasMany: true,
        admin: { description: 'E.g. BMW. Any capitals. These cars still have the finance calculator, with no lender figures.' },
      },
      {
        name: 'estimateExcludedDealerships',
        label: 'No estimate for these dealerships',
        type: 'text',
        hasMany: true,
        admin: { description: 'Dealership slugs, as on the Inventory tab, e.g. southern-cross-kia.' },
      },
      {
        name: 'estimatesOff',
        label: 'No finance estimates on this site',
        type: 'checkbox',
        ...fromDomain('finance.estimatesOff'),
        admin: { description: 'Hides every weekly estimate and its rates. The finance calculator stays.' },
      },
    ],
  },
]

export const financeLimitFields: Field[] = [
  {
    type: 'collapsible',
    label: 'Calculator limits',
    fields: [
      {
        type: 'row',
        fields: [
          money('amountMin', 'Minimum amount', 'Smallest loan the calculator accepts: 1000, or 5000 for some providers.'),
          {
            name: 'interestMin',
            label: 'Lowest interest rate',
            type: 'number',
            ...fromDomain('finance.interestMin'),
            admin: { width: '25%', step: 0.05, description: '% p.a. (slider start).' },
          },
          {
            name: 'interestMax',
            label: 'Highest interest rate',
            type: 'number',
            ...fromDomain('finance.interestMax'),
            admin: { width: '25%', step: 0.05, description: '% p.a. (slider end).' },
          },
          {
            name: 'termMaxYears',
            label: 'Longest term',
            type: 'number',
            ...fromDomain('finance.termMaxYears'),
            admin: { width: '25%', description: 'Years: 7, or 5 on some sites.' },
          },
        ],
      },
      {
        name: 'termOptions',
        label: 'Term choices (years)',
        type: 'number',
        hasMany: true,
        ...fromDomain('finance.termOptions'),
        admin: { description: 'Optional. A fixed list of terms, e.g. 3, 4, 5, shown as a drop-down instead of the term slider.' },
      },
      {
        name: 'showFrequencySelector',
        label: 'Let shoppers choose weekly, fortnightly or monthly',
        type: 'checkbox',
        ...fromDomain('finance.showFrequencySelector'),
        admin: { description: 'Untick for providers that quote one frequency only. "Monthly repayments only" is a feature switch.' },
      },
    ],
  },
  {
    type: 'collapsible',
    label: 'Fees and rounding',
    fields: [
      {
        type: 'row',
        fields: [
          money('establishmentFee', 'Establishment fee', 'Used when the lender gives none, e.g. 1360.50 or 1300. Financed with the loan.'),
          {
            name: 'rounding',
            type: 'select',
            ...fromDomain('finance.rounding'),
            options: [
              { label: 'Round up to the cent', value: 'up' },
              { label: 'Round to the nearest cent', value: 'nearest-cent' },
              { label: "Round toward the lender's own figure", value: 'toward-lender-figure' },
            ],
            admin: { width: '50%', description: 'How repayments are rounded. Only change this if the lender asks.' },
          },
        ],
      },
      {
        name: 'feeSchedule',
        label: 'Fee schedule',
        type: 'group',
        admin: {
          description:
            'Optional brand fee list. When any fee is set, it replaces the single establishment fee in quotes and comparison rates.',
        },
        fields: [
          {
            type: 'row',
            fields: [
              money('feeSchedule.establishment', 'Establishment', 'e.g. 395'),
              money('feeSchedule.securityRegistration', 'Security registration', 'Government fee, e.g. 6'),
              money('feeSchedule.monthlyAdmin', 'Monthly account fee', 'Per month, e.g. 8'),
              money('feeSchedule.dealerAgency', 'Dealer agency', 'e.g. 912.25'),
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'budgetPresets',
    label: 'Budget quick picks',
    type: 'select',
    ...fromDomain('finance.budgetPresets'),
    options: [
      { label: '$5,000 to $70,000', value: 'standard' },
      { label: '$300,000 to $800,000 (prestige)', value: 'prestige' },
    ],
    admin: { description: 'The price buttons on the "Find cars for your budget" block.' },
  },
  {
    name: 'deliveryRegions',
    label: 'Delivery prices by region',
    type: 'array',
    labels: { singular: 'Region', plural: 'Regions' },
    admin: {
      description:
        'Checked top to bottom: the first region listing a postcode gives its price. Postcodes not listed get "Sorry, we can\'t provide an estimate".',
    },
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'name', type: 'text', required: true, admin: { width: '30%', description: 'Shown to the shopper, e.g. Sydney Metro.' } },
          money('deliveryRegions.price', 'Price', 'Dollars; 0 for free delivery.'),
          {
            name: 'postcodes',
            type: 'text',
            required: true,
            admin: { width: '45%', description: 'Postcodes and ranges, e.g. 2000-2234, 2555' },
            validate: (value: string | null | undefined) => {
              const parsed = parsePostcodeRanges(value)
              return parsed.ok ? true : `Postcodes: ${parsed.error}`
            },
          },
        ],
      },
    ],
  },
  {
    name: 'quoteRates',
    label: 'Indicative quote rates',
    type: 'array',
    labels: { singular: 'Rate', plural: 'Rates' },
    admin: {
      description:
        'Used by live finance quotes when no quote provider is connected: the advertised rate for each self-assessed credit score. Other scores use the default rate.',
    },
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'creditScore',
            label: 'Credit score',
            type: 'text',
            required: true,
            admin: { width: '50%', description: 'e.g. Excellent' },
          },
          {
            name: 'rate',
            type: 'number',
            required: true,
            ...fromDomain('finance.quoteRates.rate'),
            admin: { width: '50%', step: 0.01, description: '% p.a.' },
          },
        ],
      },
    ],
  },
]
