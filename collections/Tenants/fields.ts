import { DEFAULT_RETENTION_MONTHS, DEPARTMENTS, deliveryUrlProblem } from '@/src/domain/leads/delivery'
import { leadDeliveryAllowsPrivate } from '@/src/lib/env'
import type { Field } from 'payload'
import { FEATURES, FEATURE_GROUPS, type FeatureKey, comingSoonOf, featureHelp, featureKeysByGroup } from '@/src/domain/tenant/features'
import { FONT_CHOICES, FONT_KEYS, HEX_COLOUR, RADIUS_KEYS } from '@/src/domain/tenant/theme'
import { COLOUR_LABELS, type ColourKey, failuresFor, themeColours } from '@/src/domain/tenant/theme-contrast'
import { PRESET_OPTIONS } from '@/src/domain/inventory/presets'
import { SORT_OPTIONS } from '@/src/domain/inventory/sort-options'
import { platformAdminField, tenantAdminField } from '../_access'
import { financeEstimateFields, financeLimitFields } from './finance-fields'
import { fromDomain, optionsFrom } from './from-domain'

/**
 * A colour field: a picker beside the hex text (ColourField), the contrast of each pair it takes
 * part in as it changes, and on save a refusal beside the field for each pair that fails WCAG AA
 * (the other colours are its siblings in the group; an empty one is its default).
 */
const colour = (name: ColourKey, width = '33%'): Field => ({
  name,
  label: COLOUR_LABELS[name],
  type: 'text',
  ...fromDomain(`theme.colors.${name}`),
  admin: {
    width,
    description: 'Hex, e.g. #0b3d91',
    components: { Field: '/src/components/admin/theme/ColourField.client#ColourField' },
  },
  validate: (v: string | null | undefined, { siblingData }: { siblingData: Partial<Record<ColourKey, unknown>> }) => {
    if (v && !HEX_COLOUR.test(v)) return 'Use a hex colour such as #0b3d91'
    const failures = failuresFor(name, themeColours(siblingData))
    return failures.length ? failures.join(' ') : true
  },
})

const themeTool = (name: string, component: string): Field => ({
  name,
  type: 'ui',
  admin: { components: { Field: `/src/components/admin/theme/${component}` } },
})

export const themeFields: Field[] = [
  themeTool('themePresets', 'ThemePresets.client#ThemePresets'),
  themeTool('themePreview', 'ThemePreview.client#ThemePreview'),
  {
    name: 'colors',
    type: 'group',
    fields: [
      {
        type: 'row',
        fields: [colour('primary'), colour('secondary'), colour('accent')],
      },
      {
        type: 'row',
        fields: [colour('background'), colour('surface'), colour('text')],
      },
      {
        type: 'row',
        fields: (['headerBackground', 'headerText', 'footerBackground', 'footerText'] as const).map((key) => colour(key, '25%')),
      },
    ],
  },
  {
    name: 'fonts',
    type: 'group',
    fields: [
      {
        type: 'row',
        fields: (['heading', 'body'] as const).map((name) => ({
          name,
          type: 'select' as const,
          ...fromDomain(`theme.fonts.${name}`),
          options: FONT_KEYS.map((value) => ({ value, label: FONT_CHOICES[value].label })),
          admin: { width: '50%' },
        })),
      },
    ],
  },
  {
    name: 'radius',
    label: 'Corner rounding',
    type: 'select',
    ...fromDomain('theme.radius'),
    options: RADIUS_KEYS.map((value) => ({ value, label: value })),
  },
  { name: 'logo', type: 'upload', relationTo: 'media', admin: { description: 'PNG or WebP, ideally on a transparent background.' } },
  { name: 'favicon', type: 'upload', relationTo: 'media', admin: { description: 'Square PNG, at least 64 × 64.' } },
]

/** A switch nothing reads yet is shown as "coming soon" and cannot be ticked (DESIGN convention 12). */
const featureField = (key: FeatureKey): Field => {
  const soon = comingSoonOf(key)
  return {
    name: key,
    type: 'checkbox',
    label: soon ? `${FEATURES[key].label} (coming soon)` : FEATURES[key].label,
    ...fromDomain(`features.${key}`),
    ...(soon ? { access: { create: () => false, update: () => false } } : {}),
    admin: {
      description: featureHelp(key),
      readOnly: Boolean(soon),
      // The same words with a link to where the switch shows on this dealer's site.
      components: { Description: { path: '/src/components/admin/FeatureHelp#FeatureHelp', serverProps: { feature: key } } },
    },
  }
}

/** The switches under a heading per part of the site (collapsibles: the stored names stay flat). */
export const featureFields: Field[] = featureKeysByGroup().map(([group, keys]) => ({
  type: 'collapsible',
  label: FEATURE_GROUPS[group].label,
  admin: { initCollapsed: false },
  fields: [
    {
      name: `${group}Where`,
      type: 'ui',
      admin: {
        components: {
          Field: {
            path: '/src/components/admin/FeatureHelp#FeatureGroupNote',
            clientProps: { text: `Where they act: ${FEATURE_GROUPS[group].where}.` },
          },
        },
      },
    },
    ...keys.map(featureField),
  ],
}))

export const labelFields: Field[] = [
  {
    name: 'reserveButton',
    type: 'text',
    ...fromDomain('labels.reserveButton'),
    admin: { description: 'E.g. "Reserve Now" or "Buy Online".' },
  },
  {
    name: 'reserveShowsAmount',
    type: 'checkbox',
    ...fromDomain('labels.reserveShowsAmount'),
    label: 'Follow the reserve label with the deposit amount',
  },
  { name: 'enquireButton', type: 'text', ...fromDomain('labels.enquireButton') },
  { name: 'getFinanceButton', type: 'text', ...fromDomain('labels.getFinanceButton') },
  { name: 'noPrice', type: 'text', ...fromDomain('labels.noPrice') },
  { name: 'findSimilar', type: 'text', ...fromDomain('labels.findSimilar') },
  { name: 'searchPlaceholder', type: 'text', ...fromDomain('labels.searchPlaceholder') },
  { name: 'callDealer', type: 'text', ...fromDomain('labels.callDealer') },
  {
    name: 'formTermsNote',
    type: 'textarea',
    ...fromDomain('labels.formTermsNote'),
    label: 'Terms note under every form',
    admin: { description: 'E.g. "By submitting you agree to our privacy policy." Leave empty for none.' },
  },
  {
    name: 'testDriveDisclaimer',
    type: 'textarea',
    ...fromDomain('labels.testDriveDisclaimer'),
    label: 'Test drive disclaimer',
    admin: { description: 'Shown on the test drive form, e.g. "A current driver licence is required."' },
  },
  {
    name: 'certifiedPoints',
    type: 'text',
    hasMany: true,
    maxRows: 8,
    maxLength: 200,
    ...fromDomain('labels.certifiedPoints'),
    label: 'Certified pre-owned points',
    admin: {
      description:
        'Listed in the Certified Pre-Owned block on the pages of certified cars (with the certified switch on), e.g. "90-point inspection".',
    },
  },
]

const phone = (name: string, label: string, description: string): Field => ({
  name,
  label,
  type: 'text',
  admin: { width: '25%', description },
  validate: (v: string | null | undefined) =>
    !v || /^[+\d][\d\s()-]{5,}$/.test(v.trim()) ? true : 'Enter a phone number such as 02 9555 0123',
})

export const phoneFields: Field[] = [
  {
    type: 'row',
    fields: [
      phone('default', 'Main number', 'Shown everywhere unless a car type has its own.'),
      phone('new', 'New cars', 'Optional'),
      phone('used', 'Used cars', 'Optional'),
      phone('demo', 'Demo cars', 'Optional'),
    ],
  },
]

export const inventoryFields: Field[] = [
  {
    name: 'preset',
    type: 'select',
    label: 'Stock preset',
    ...fromDomain('inventory.preset'),
    options: PRESET_OPTIONS,
    admin: { description: 'Which stock this site shows by default (replaces the old numeric option codes 0–14).' },
  },
  {
    name: 'dealerships',
    type: 'text',
    hasMany: true,
    admin: { description: "Dealership slugs whose stock this site shows. Empty: this tenant's own slug." },
  },
  {
    name: 'ownedElsewhere',
    type: 'text',
    hasMany: true,
    label: 'Owned by another site',
    admin: {
      description:
        'Listed dealerships whose owner is another site: its feed key, stock uploads and feed settings are managed there. ' +
        'This site still shows their cars and their reservations. A dealership has one owner.',
    },
  },
  {
    name: 'carTypes',
    type: 'select',
    hasMany: true,
    ...fromDomain('inventory.carTypes'),
    options: optionsFrom('inventory.carTypes'),
  },
  {
    type: 'row',
    fields: [
      { name: 'inStockOnly', type: 'checkbox', label: 'In-stock cars only' },
      { name: 'usedOnly', type: 'checkbox', label: 'Used cars only' },
    ],
  },
  { name: 'excludedMakes', type: 'text', hasMany: true },
  { name: 'excludedStockNumbers', type: 'text', hasMany: true },
  {
    type: 'row',
    fields: [
      {
        name: 'soldCarDays',
        type: 'number',
        ...fromDomain('inventory.soldCarDays'),
        admin: { description: 'Sold cars stay visible this many days.' },
      },
      {
        name: 'popularMakeCount',
        type: 'number',
        ...fromDomain('inventory.popularMakeCount'),
        admin: { description: 'Makes shown before "Show all makes".' },
      },
    ],
  },
  {
    type: 'row',
    fields: [
      {
        name: 'similarCars',
        type: 'number',
        label: 'Similar cars shown',
        ...fromDomain('inventory.similarCars'),
        admin: { description: 'Cars shown under "Similar cars" on a car page. 0 hides the section.' },
      },
      {
        name: 'similarCarsPerQuery',
        type: 'number',
        label: 'Cars fetched per similar-cars search',
        ...fromDomain('inventory.similarCarsPerQuery'),
        admin: { description: 'Each of the three searches (same model, same body, same price) asks for this many cars.' },
      },
    ],
  },
  {
    name: 'promoPositions',
    type: 'number',
    hasMany: true,
    ...fromDomain('inventory.promoPositions'),
    admin: { description: 'Result positions where the "We Want Your Car" promo card is inserted.' },
  },
  {
    name: 'sortOptions',
    type: 'select',
    hasMany: true,
    label: 'Sort options',
    ...fromDomain('inventory.sortOptions'),
    options: SORT_OPTIONS.map((o) => ({ label: o.label, value: o.value })),
    admin: { description: 'Sorts offered on the search page. "Most relevant" is always offered: it is the default order.' },
  },
  { name: 'certifiedMake', type: 'text', admin: { description: 'The make whose certified pre-owned cars get the badge.' } },
  {
    name: 'refreshPath',
    type: 'text',
    ...fromDomain('inventory.refreshPath'),
    admin: { description: 'Where "Clear Filters" on an empty search goes.' },
  },
]

export const financeFields: Field[] = [
  {
    type: 'row',
    fields: [
      { name: 'provider', type: 'text', ...fromDomain('finance.provider'), admin: { width: '25%' } },
      {
        name: 'defaultRate',
        type: 'number',
        ...fromDomain('finance.defaultRate'),
        admin: { width: '25%', step: 0.01, description: '% p.a.' },
      },
      {
        name: 'termYears',
        type: 'number',
        ...fromDomain('finance.termYears'),
        admin: { width: '25%', description: 'Default term in years.' },
      },
      {
        name: 'frequency',
        type: 'select',
        ...fromDomain('finance.frequency'),
        options: [
          { label: 'Weekly', value: 'week' },
          { label: 'Fortnightly', value: 'fortnight' },
          { label: 'Monthly', value: 'month' },
        ],
        admin: { width: '25%' },
      },
    ],
  },
  {
    name: 'financePagePath',
    type: 'text',
    ...fromDomain('finance.financePagePath'),
    admin: { description: 'Where "Get Finance" links go, e.g. /finance-enquiry.' },
  },
  ...financeEstimateFields,
  ...financeLimitFields,
]

/** How the stock feeds of the dealerships this site owns are read, and when their sales wait for staff. */
export const feedFields: Field[] = [
  {
    type: 'row',
    fields: [
      {
        name: 'dateOrder',
        type: 'select',
        label: 'Dates in the feed',
        ...fromDomain('feed.dateOrder'),
        options: [
          { label: 'Day first (05/03/2026 is 5 March)', value: 'dmy' },
          { label: 'Month first (05/03/2026 is 3 May)', value: 'mdy' },
        ],
        admin: { width: '50%', description: 'Only for dates that could be read either way; 25/03/2026 is always 25 March.' },
      },
      {
        name: 'timeZone',
        type: 'select',
        label: 'Time zone of feed times',
        ...fromDomain('feed.timeZone'),
        options: optionsFrom('feed.timeZone', (v) => v.replace('Australia/', '').replace('_', ' ')),
        admin: { width: '50%', description: 'For times the feed gives without an offset.' },
      },
    ],
  },
  {
    type: 'row',
    fields: [
      {
        name: 'holdSoldPercent',
        type: 'number',
        label: 'Hold sales above (% of stock)',
        ...fromDomain('feed.holdSoldPercent'),
        admin: {
          width: '50%',
          description:
            'A file that would mark more than this share of the available cars sold sells nothing until confirmed under Stock feeds. 100: never hold.',
        },
      },
      {
        name: 'holdRejectedPercent',
        type: 'number',
        label: 'Hold sales above (% of rows rejected)',
        ...fromDomain('feed.holdRejectedPercent'),
        admin: {
          width: '50%',
          description: 'A file with more than this share of rows rejected sells nothing until confirmed. 100: never hold.',
        },
      },
    ],
  },
]

/** Settings a dealer's tenant admins change and its editors read. */
export const tenantAdminEdits = { update: tenantAdminField, create: tenantAdminField }

export const reservationFields: Field[] = [
  {
    type: 'row',
    fields: [
      {
        name: 'depositAmount',
        type: 'number',
        ...fromDomain('reservation.depositAmount'),
        admin: { description: 'Refundable deposit in dollars.' },
      },
      {
        name: 'holdHours',
        type: 'number',
        ...fromDomain('reservation.holdHours'),
        admin: { description: 'How long a reserved car is held.' },
      },
    ],
  },
]

/** Settings only onboarding staff may change: which stock shows and which features exist. */
export const platformOnly = { update: platformAdminField, create: platformAdminField }

/** Applies field access to every named field, descending into rows. */
/** Lead delivery settings hold a secret: only the dealer's tenant admins (and platform admins) see or set them. */
export const tenantAdminOnly = { read: tenantAdminField, update: tenantAdminField, create: tenantAdminField }

export function withFieldAccess(fields: Field[], access: typeof platformOnly | typeof tenantAdminOnly | typeof tenantAdminEdits): Field[] {
  return fields.map((field) => {
    if (field.type === 'row' || field.type === 'collapsible') return { ...field, fields: withFieldAccess(field.fields, access) }
    if ('name' in field) return { ...field, access } as Field
    return field
  })
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const emailList = (value: unknown) => {
  const bad = (Array.isArray(value) ? value : []).filter((v) => typeof v !== 'string' || !EMAIL.test(v))
  return bad.length === 0 ? true : `Not an e-mail address: ${bad.join(', ')}`
}

const urlField = (name: string, label: string, description: string): Field => ({
  name,
  type: 'text',
  label,
  admin: { description },
  validate: (value: unknown) => {
    if (typeof value !== 'string' || value === '') return true
    return deliveryUrlProblem(value, leadDeliveryAllowsPrivate) ?? true
  },
})

/** Where this dealer's leads go; read only by the delivery job. */
export const leadDeliveryFields: Field[] = [
  {
    name: 'emails',
    type: 'text',
    hasMany: true,
    validate: emailList,
    label: 'Lead e-mail addresses',
    admin: { description: 'Every lead is e-mailed here, with an ADF/XML file for your CRM attached.' },
  },
  {
    name: 'routes',
    type: 'array',
    label: 'By department',
    admin: { description: 'Send service, finance or careers leads to other addresses instead.' },
    fields: [
      {
        name: 'department',
        type: 'select',
        required: true,
        options: DEPARTMENTS.map((d) => ({ label: d[0].toUpperCase() + d.slice(1), value: d })),
      },
      { name: 'emails', type: 'text', hasMany: true, required: true, validate: emailList },
    ],
  },
  urlField('crmUrl', 'CRM endpoint (ADF/XML)', 'Each lead is POSTed here as ADF/XML, with an Idempotency-Key header.'),
  urlField('webhookUrl', 'Webhook URL', 'Each lead is POSTed here as JSON, signed with the secret below (header X-Lead-Signature).'),
  {
    name: 'webhookSecret',
    type: 'text',
    label: 'Webhook secret',
    admin: { description: 'HMAC-SHA256 key; your receiver checks the signature with it.' },
  },
  {
    name: 'retentionMonths',
    type: 'number',
    label: 'Keep personal details for (months)',
    min: 1,
    max: 120,
    defaultValue: DEFAULT_RETENTION_MONTHS,
    admin: { description: 'After this, a lead’s name, e-mail, phone, postcode and message are erased (Australian Privacy Principle 11).' },
  },
]
