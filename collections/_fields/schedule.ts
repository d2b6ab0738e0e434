import type { Field } from 'payload'
import { SCHEDULE_LABELS, scheduleProblem, scheduleState } from '@/src/domain/marketing/schedule'

type Dates = { startsAt?: string | null; expiresAt?: string | null }

/**
 * Start and expiry of dated content (offers, promo tiles), and a read-only "Status" worked out
 * when the document is read, so the admin shows Expired the moment it is, without a save.
 */
export const scheduleFields: Field[] = [
  {
    type: 'row',
    fields: [
      {
        name: 'startsAt',
        type: 'date',
        label: 'Starts',
        admin: { width: '50%', date: { pickerAppearance: 'dayAndTime' }, description: 'Empty: from now.' },
      },
      {
        name: 'expiresAt',
        type: 'date',
        label: 'Expires',
        index: true,
        admin: {
          width: '50%',
          date: { pickerAppearance: 'dayAndTime' },
          description: 'Empty: until you remove it. It leaves the site at this time.',
        },
        validate: (_: unknown, { siblingData }: { siblingData: Dates }) => scheduleProblem(siblingData ?? {}) ?? true,
      },
    ],
  },
  {
    name: 'schedule',
    type: 'text',
    label: 'Status',
    virtual: true,
    admin: { readOnly: true, position: 'sidebar' },
    hooks: { afterRead: [({ siblingData }) => SCHEDULE_LABELS[scheduleState((siblingData ?? {}) as Dates, new Date())]] },
  },
]
