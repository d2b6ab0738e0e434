import { APIError, type CollectionConfig, type Field } from 'payload'
import { dealershipOfObjectId } from '@/src/domain/inventory/search-record'
import { keepCreatedAt } from '../_hooks/keep-created-at'
import { keepSiteOfReservation, reservationStaffAccess } from './access'
import { RESERVATION_STATUSES, type ReservationStatus, type StatusChange, canMove, isHolding } from '@/src/domain/reservations/rules'
import { releaseHoldOf, syncHoldOf } from '@/src/cms/reservation-holds'

/** What the shopper and the payment sent is evidence: staff read it but never edit it. */
const fixed = <F extends Field>(field: F): F =>
  ({ ...field, access: { update: () => false }, admin: { ...(field as { admin?: object }).admin, readOnly: true } }) as F

const options = RESERVATION_STATUSES.map((s) => ({ label: s.replace('-', ' ').replace(/^./, (c) => c.toUpperCase()), value: s }))

/**
 * Online reservations: made only by POST /api/reservations for the visited host's
 * dealer. Staff of the dealer see theirs and move them on (release, mark sold, refund) or extend
 * a hold by changing "Held until"; every move is checked against the reservation's life
 * (src/domain/reservations/rules.ts) and kept in the status history, and the car's hold in the
 * search index follows. The database allows one holding reservation per car.
 */
export const Reservations: CollectionConfig = {
  slug: 'reservations',
  labels: { singular: 'Reservation', plural: 'Reservations' },
  admin: {
    group: 'Leads',
    useAsTitle: 'carName',
    defaultColumns: ['createdAt', 'carName', 'name', 'status', 'holdUntil', 'amount'],
    description: 'Cars shoppers reserved online with a deposit. Release, extend (change Held until), mark sold or refund here.',
  },
  defaultSort: '-createdAt',
  access: { read: reservationStaffAccess, create: () => false, update: reservationStaffAccess, delete: () => false },
  hooks: {
    beforeChange: [
      // The car's dealership, from its object id: every site showing it sees the reservation.
      ({ data, operation }) =>
        operation === 'create' && typeof data.carObjectId === 'string'
          ? { ...data, dealership: dealershipOfObjectId(data.carObjectId) }
          : data,
      ({ data, originalDoc, operation, req, context }) => {
        if (operation !== 'update' || !originalDoc) return data
        const from = originalDoc.status as ReservationStatus
        const to = (data.status ?? from) as ReservationStatus
        const history = [...((originalDoc.history as StatusChange[] | undefined) ?? [])]
        if (to !== from) {
          if (!canMove(from, to)) throw new APIError(`A ${from} reservation cannot become ${to}.`, 400, undefined, true)
          const who = (req.user as { email?: string } | null)?.email
          const note = (context as { reservationNote?: string }).reservationNote ?? (who ? `Changed by ${who}` : 'Changed')
          history.push({ status: to, at: new Date().toISOString(), note })
        }
        // A longer hold of a reserved car (staff "extend"); a new reservation's first hold is its payment's entry.
        if (to === from && data.holdUntil && data.holdUntil !== originalDoc.holdUntil) {
          if (to !== 'reserved') throw new APIError('Only a reserved car can be held longer.', 400, undefined, true)
          history.push({ status: to, at: new Date().toISOString(), note: `Held until ${new Date(data.holdUntil).toISOString()}` })
        }
        return { ...data, history }
      },
      keepCreatedAt,
    ],
    beforeValidate: [
      keepSiteOfReservation,
      // Staff never write the history themselves: an update keeps the stored one (the hook above adds to it).
      ({ data, originalDoc, operation }) => (operation === 'update' && data ? { ...data, history: originalDoc?.history ?? [] } : data),
    ],
    afterChange: [
      async ({ doc, previousDoc, operation, req }) => {
        if (operation !== 'update') return doc
        const changed = doc.status !== previousDoc?.status || doc.holdUntil !== previousDoc?.holdUntil
        if (!changed) return doc
        if (isHolding(doc.status)) await syncHoldOf(doc, req)
        else await releaseHoldOf(doc, previousDoc?.status, req)
        return doc
      },
    ],
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'status', type: 'select', required: true, options, defaultValue: 'pending-payment', index: true },
        { name: 'holdUntil', label: 'Held until', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    {
      type: 'row',
      fields: [
        fixed({ name: 'carName', type: 'text', required: true }),
        fixed({ name: 'car', type: 'text', required: true, admin: { description: "The car's page slug." } }),
        fixed({ name: 'carObjectId', type: 'text', required: true, index: true }),
        fixed({
          name: 'dealership',
          type: 'text',
          index: true,
          admin: { description: 'Every site showing this dealership sees the reservation.' },
        }),
      ],
    },
    {
      type: 'row',
      fields: [
        fixed({ name: 'name', type: 'text', required: true }),
        fixed({ name: 'email', type: 'email', required: true }),
        fixed({ name: 'phone', type: 'text', required: true }),
      ],
    },
    fixed({ name: 'shopper', type: 'relationship', relationTo: 'shoppers' }),
    {
      type: 'row',
      fields: [
        fixed({ name: 'amount', label: 'Deposit (AUD)', type: 'number', required: true, min: 0 }),
        fixed({ name: 'provider', type: 'text' }),
        fixed({ name: 'paymentReference', type: 'text' }),
      ],
    },
    fixed({ name: 'idempotencyKey', type: 'text', unique: true, admin: { hidden: true } }),
    // Who holds the car, as one person's holds are counted (src/domain/reservations/hold-limit.ts):
    // e-mail in lower case, phone as digits. Only the reserve route reads it; no API shows it.
    {
      name: 'holder',
      type: 'group',
      admin: { hidden: true },
      access: { read: () => false, update: () => false },
      fields: [
        { name: 'email', type: 'text' },
        { name: 'phone', type: 'text' },
      ],
    },
    // The dealer's lead as the shopper sent it, kept until the payment arrives (a hosted payment's webhook sends it then).
    fixed({ name: 'leadDraft', type: 'json', admin: { hidden: true } }),
    // Rewritten by the beforeChange hook on every change (whatever a caller sends), so it is a true record.
    {
      name: 'history',
      label: 'Status history',
      type: 'array',
      admin: { readOnly: true },
      fields: [
        { name: 'status', type: 'select', options, required: true },
        { name: 'at', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'note', type: 'text' },
      ],
    },
  ],
}
