// Reservations in the CMS: creating one holds the car (one holding reservation per car, enforced
// by a partial unique index), paying moves it to reserved for the site's hold hours, and every
// later move keeps the car's hold in the search index in step (the collection's hooks call
// reservation-holds.ts). Holds that run out lapse on the jobs tick (reservation-lapses.ts).
import type { Payload } from 'payload'
import type { ReservationStatus } from '@/src/domain/reservations/rules'
import type { LeadDraft, PayableReservation, ReservationChange } from '@/src/api/reservations'
import type { WebhookReservation } from '@/src/api/payment-webhook'
import { reservationConfirmationMail } from '@/src/domain/reservations/confirmation-mail'
import { formatPhone, phoneFor } from '@/src/domain/phone/phone'
import { confirmationPath } from '@/src/lib/reservation-ref'
import { mailFrom, mailSender } from '@/src/providers/lead-delivery'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { payloadClient } from './payload'
import { updateReservation } from './reservation-lapses'

/** The reservation an Idempotency-Key made on this site, as the route answers it again. */
export async function findReservationByKey(tenant: TenantConfig, key: string, client: () => Promise<Payload> = payloadClient) {
  const payload = await client()
  const { docs } = await payload.find({
    collection: 'reservations',
    where: { idempotencyKey: { equals: `${tenant.id}:${key}` } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const doc = docs[0]
  if (!doc) return null
  const { id, status, holdUntil, amount, car, carName, email, paymentReference } = doc
  return { id, status: status as ReservationStatus, holdUntil, amount, car, carName, email, paymentReference }
}

/** The unpaid reservation holding a car on this site, and the Idempotency-Key it was made with. */
export async function findPendingHold(tenant: TenantConfig, carObjectId: string, client: () => Promise<Payload> = payloadClient) {
  const payload = await client()
  const { docs } = await payload.find({
    collection: 'reservations',
    where: {
      and: [{ tenant: { equals: tenant.id } }, { carObjectId: { equals: carObjectId } }, { status: { equals: 'pending-payment' } }],
    },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const doc = docs[0]
  if (!doc?.idempotencyKey) return null
  const { id, holdUntil, amount, car, carName, email } = doc
  const shopper =
    doc.shopper === null || doc.shopper === undefined ? null : String(typeof doc.shopper === 'object' ? doc.shopper.id : doc.shopper)
  const key = doc.idempotencyKey.slice(`${tenant.id}:`.length)
  return { id, status: 'pending-payment' as const, holdUntil, amount, car, carName, email, shopper, key }
}

/** A reservation of any site by id, for the payment webhook (which checks the site the event names). */
export async function findReservationForWebhook(
  id: string,
  client: () => Promise<Payload> = payloadClient,
): Promise<WebhookReservation | null> {
  if (!/^\d{1,15}$/.test(id)) return null
  const payload = await client()
  const doc = await payload.findByID({ collection: 'reservations', id: Number(id), depth: 0, overrideAccess: true, disableErrors: true })
  if (!doc) return null
  return {
    id: String(doc.id),
    tenant: String(typeof doc.tenant === 'object' && doc.tenant ? doc.tenant.id : doc.tenant),
    status: doc.status as ReservationStatus,
    amount: doc.amount,
    car: doc.car,
    carName: doc.carName,
    name: doc.name,
    email: doc.email,
    paymentReference: doc.paymentReference ?? null,
    leadDraft: (doc.leadDraft as LeadDraft | null | undefined) ?? null,
  }
}

/** E-mails the shopper the confirmation of their paid reservation (SMTP, or an .eml file in the demo). */
export async function mailReservationConfirmation(
  tenant: TenantConfig,
  reservation: PayableReservation & { holdUntil: string; reference: string | null },
): Promise<void> {
  const origin = reservation.leadDraft?.origin ?? `https://${tenant.domains[0]}`
  const number = phoneFor(tenant.phones)
  const mail = reservationConfirmationMail({
    dealer: tenant.name,
    dealerPhone: number ? formatPhone(number) : null,
    shopperName: reservation.leadDraft?.input.name ?? reservation.name,
    carName: reservation.carName,
    holdUntil: reservation.holdUntil,
    deposit: reservation.amount,
    reference: reservation.reference,
    confirmationUrl: `${origin}${confirmationPath(reservation.car, tenant.id, reservation.id)}`,
  })
  await mailSender().send({
    to: [reservation.email],
    from: mailFrom(),
    ...mail,
    messageId: `<reservation-${tenant.id}-${reservation.id}@${new URL(origin).hostname}>`,
    attachments: [],
  })
}

export async function moveReservation(id: string, change: ReservationChange, note: string, client: () => Promise<Payload> = payloadClient) {
  return updateReservation(await client(), id, change, note)
}

/** One reservation of this site (the confirmation page, after its signed reference was checked). */
export async function reservationOf(tenant: TenantConfig, id: string, client: () => Promise<Payload> = payloadClient) {
  const payload = await client()
  const { docs } = await payload.find({
    collection: 'reservations',
    where: { and: [{ id: { equals: Number(id) } }, { tenant: { equals: tenant.id } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/** A signed-in shopper's reservations on this site, newest first (My Garage). */
export async function shopperReservations(tenant: TenantConfig, shopperId: string, client: () => Promise<Payload> = payloadClient) {
  if (!/^\d{1,15}$/.test(shopperId)) return []
  const payload = await client()
  const { docs } = await payload.find({
    collection: 'reservations',
    where: {
      and: [{ tenant: { equals: tenant.id } }, { shopper: { equals: Number(shopperId) } }, { status: { not_equals: 'payment-failed' } }],
    },
    sort: '-createdAt',
    limit: 20,
    depth: 0,
    overrideAccess: true,
    select: { car: true, carName: true, status: true, holdUntil: true },
  })
  return docs
}
