import type { Field } from 'payload'
import { ADDITIONAL_SERVICES, CONTACT_METHODS, LEAD_FORMS, REGO_STATES, YES_NO } from '@/src/domain/leads/forms'
import { LEAD_STATUSES, STATUS_LABELS } from '@/src/domain/leads/workflow'
import { ownDealersStaff } from './hooks/lead-workflow'

/** What the shopper sent is evidence: staff read it but never edit it (only the status, assignee and notes change). */
const submitted = <F extends Field>(field: F): F =>
  ({ ...field, access: { ...(field as { access?: object }).access, update: () => false }, admin: { ...field.admin, readOnly: true } }) as F

const options = (values: readonly string[]) => values.map((v) => ({ label: v, value: v }))

/** Stamped by the server when the status changes (hooks/lead-workflow.ts); nobody types them. */
const stamped = (name: string, label: string): Field => ({
  name,
  type: 'date',
  label,
  access: { create: () => false, update: () => false },
  admin: { readOnly: true, disableBulkEdit: true, date: { pickerAppearance: 'dayAndTime' } },
})

/**
 * pending: queued; delivered; retrying: a channel failed and is retried; failed: gave up (resend from here); spam: never sent;
 * held: one address sent more than its hourly share from several places, so it was stored but not sent (resend to send it).
 */
export const DELIVERY_STATUSES = ['pending', 'delivered', 'retrying', 'failed', 'spam', 'nothing-configured', 'held'] as const

export const leadFields: Field[] = [
  // Call, reply and set the status from the top of the lead.
  {
    name: 'workLead',
    type: 'ui',
    admin: { disableListColumn: true, disableBulkEdit: true, components: { Field: '/src/components/admin/LeadActions#LeadActions' } },
  },
  {
    type: 'row',
    fields: [
      {
        name: 'status',
        type: 'select',
        required: true,
        defaultValue: 'new',
        options: LEAD_STATUSES.map((value) => ({ label: STATUS_LABELS[value], value })),
        index: true,
      },
      submitted({ name: 'form', type: 'select', required: true, options: options(LEAD_FORMS), index: true }),
      submitted({ name: 'spam', type: 'checkbox', defaultValue: false, index: true }),
      // The shopper's reference (their confirmation shows it, not the lead's number), for finding the lead they quote.
      submitted({ name: 'reference', type: 'text', unique: true, index: true }),
    ],
  },
  {
    type: 'row',
    fields: [
      {
        name: 'assignedTo',
        type: 'relationship',
        relationTo: 'users',
        label: 'Assigned to',
        index: true,
        filterOptions: ownDealersStaff,
        // Payload's own check re-reads the assignee with the saver's access, and an editor may not read
        // their colleagues: every save of a lead assigned to one would fail. The hook checks each new
        // assignee instead (hooks/lead-workflow.ts), with access off and a message staff can act on.
        validate: () => true as const,
        admin: { description: 'Who follows this lead up: someone who works at this dealer site.' },
      },
      stamped('firstContactedAt', 'First contacted'),
      stamped('closedAt', 'Won or lost'),
    ],
  },
  submitted({ name: 'spamReason', type: 'text', admin: { condition: (data) => Boolean(data?.spam) } }),
  {
    type: 'row',
    fields: [submitted({ name: 'category', type: 'text' }), submitted({ name: 'subcategory', type: 'text' })],
  },
  {
    type: 'collapsible',
    label: 'Contact',
    fields: [
      {
        type: 'row',
        fields: [
          submitted({ name: 'name', type: 'text', required: true, label: 'First name' }),
          submitted({ name: 'lastName', type: 'text', required: true, label: 'Last name' }),
        ],
      },
      {
        type: 'row',
        fields: [
          submitted({ name: 'email', type: 'email', required: true, index: true }),
          submitted({ name: 'phone', type: 'text', required: true }),
          submitted({ name: 'postcode', type: 'text', required: true }),
        ],
      },
      {
        type: 'row',
        fields: [
          submitted({ name: 'preferredContact', type: 'select', options: options(CONTACT_METHODS), defaultValue: 'Phone' }),
          submitted({ name: 'optIn', type: 'checkbox', label: 'Opted in to marketing', defaultValue: false }),
        ],
      },
    ],
  },
  submitted({ name: 'message', type: 'textarea' }),
  {
    type: 'row',
    fields: [
      submitted({
        name: 'bookingAt',
        type: 'text',
        label: 'Requested date and time',
        admin: { description: 'As the shopper picked it, in the dealer’s local time.' },
      }),
      submitted({ name: 'distributionLocation', type: 'text', label: 'Test drive location' }),
      submitted({ name: 'rego', type: 'text' }),
      submitted({ name: 'regoState', type: 'select', options: options(REGO_STATES), label: 'Rego state' }),
      submitted({ name: 'kms', type: 'number', label: 'Trade-in kms' }),
      submitted({ name: 'dealershipSlug', type: 'text', label: 'Dealership', index: true }),
    ],
  },
  {
    type: 'row',
    fields: [
      submitted({ name: 'underFinance', type: 'select', options: options(YES_NO), label: 'Car under finance?' }),
      submitted({ name: 'tradeIn', type: 'select', options: options(YES_NO), label: 'Has a trade-in?' }),
      submitted({ name: 'additionalServices', type: 'select', hasMany: true, options: options(ADDITIONAL_SERVICES) }),
    ],
  },
  submitted({
    name: 'car',
    type: 'group',
    admin: { condition: (data) => Boolean(data?.car?.slug) },
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'name', type: 'text' },
          { name: 'slug', type: 'text', index: true },
          { name: 'stockNumber', type: 'text', index: true },
        ],
      },
      {
        type: 'row',
        fields: [
          { name: 'make', type: 'text' },
          { name: 'model', type: 'text' },
          { name: 'carType', type: 'text' },
          { name: 'vehicleStatus', type: 'text' },
          { name: 'carId', type: 'text' },
        ],
      },
    ],
  }),
  // A finance application's loan (the ADF's <finance>) and the finance provider's reference; the
  // applicant's own details are in the message.
  submitted({
    name: 'financeApplication',
    type: 'group',
    label: 'Finance application',
    admin: { condition: (data) => Boolean(data?.financeApplication?.termYears) },
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'reference', type: 'text', label: 'Provider reference', index: true },
          { name: 'purchasePrice', type: 'number', label: 'Purchase price' },
          { name: 'deposit', type: 'number' },
          { name: 'amountToFinance', type: 'number', label: 'Amount to finance' },
        ],
      },
      {
        type: 'row',
        fields: [
          { name: 'termYears', type: 'number', label: 'Term (years)' },
          { name: 'balloon', type: 'number' },
          { name: 'carDescription', type: 'text', label: 'Car described' },
        ],
      },
    ],
  }),
  // The photos a trade-in valuation came with (collections/TradeInPhotos): they point at the lead.
  {
    name: 'tradeInPhotos',
    type: 'join',
    collection: 'trade-in-photos',
    on: 'lead',
    label: 'Photos of the car',
    // Photos come from the shopper only: staff open or delete them, never add one here.
    admin: { condition: (data) => data?.form === 'trade-in', defaultColumns: ['filename', 'createdAt'], allowCreate: false },
  },
  submitted({
    name: 'attributes',
    type: 'group',
    label: 'Where it came from',
    fields: [
      { name: 'url', type: 'text' },
      { name: 'source', type: 'text' },
      { name: 'userAgent', type: 'text' },
      { name: 'visitedPages', type: 'json' },
      { name: 'linkedQueryParams', type: 'json' },
      { name: 'utm', type: 'json' },
    ],
  }),
  submitted({
    name: 'delivery',
    type: 'group',
    admin: {
      description:
        'Sent to your e-mail addresses, CRM and webhook (Tenants → Leads). Retried for about an hour, then marked failed. Held: one address sent many forms from several places in an hour, so this one was kept here unsent; Resend sends it.',
    },
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'status', type: 'select', defaultValue: 'pending', options: options(DELIVERY_STATUSES), index: true },
          { name: 'attempts', type: 'number', defaultValue: 0 },
          { name: 'deliveredAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        ],
      },
      {
        type: 'row',
        fields: [
          { name: 'emailAt', type: 'date', label: 'E-mailed', admin: { date: { pickerAppearance: 'dayAndTime' } } },
          { name: 'crmAt', type: 'date', label: 'Sent to CRM', admin: { date: { pickerAppearance: 'dayAndTime' } } },
          { name: 'webhookAt', type: 'date', label: 'Webhook', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        ],
      },
      { name: 'lastError', type: 'textarea' },
    ],
  }),
  {
    name: 'resend',
    type: 'ui',
    admin: { components: { Field: '/src/components/admin/ResendLead#ResendLead' } },
  },
  submitted({
    name: 'erasedAt',
    type: 'date',
    admin: { description: 'Personal details erased after the retention period.', condition: (data) => Boolean(data?.erasedAt) },
  }),
  { name: 'notes', type: 'textarea', admin: { description: 'Staff notes; the shopper never sees these.' } },
  submitted({ name: 'idempotencyKey', type: 'text', unique: true, admin: { hidden: true } }),
  // A hash of what was sent under the key: a repeat with another form is refused, not given this lead.
  submitted({ name: 'idempotencyFingerprint', type: 'text', admin: { hidden: true } }),
]
