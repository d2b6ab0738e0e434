// Creating a reservation, the row that holds a car: one holding reservation per car (a partial
// unique index), and at most MAX_ACTIVE_HOLDS held cars per person on a site. The person's holds
// are counted and the row written in one transaction holding the advisory locks of everything the
// person is known by, so parallel requests take turns and cannot pass the limit together.
import { type Payload, type PayloadRequest, type Where, commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'
import type { NewReservation } from '@/src/api/reservations'
import { type HeldReservation, holdLimitReached, holderKeys } from '@/src/domain/reservations/hold-limit'
import { HOLDING, type ReservationStatus } from '@/src/domain/reservations/rules'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { isUniqueViolation } from './db-errors'
import { payloadClient } from './payload'
import { lockForTransaction } from './reservation-lock'
import { type HoldDoc, syncHoldOf } from './reservation-holds'

/** Another holding reservation of the car: PostgreSQL refuses the row at the partial unique index. */
const isHoldTaken = (error: unknown) => isUniqueViolation(error, /car_object_id|carObjectId|reservations_one_hold_per_car/)

export type Created = { ok: true; id: string; createdAt: string } | { ok: false; reason: 'taken' | 'hold-limit' }

/** The site's holding reservations that share anything with this holder. */
async function holdsOf(payload: Payload, req: PayloadRequest, tenant: TenantConfig, input: NewReservation) {
  const { holder } = input
  const same: Where[] = [{ 'holder.email': { equals: holder.email } }, { 'holder.phone': { equals: holder.phone } }]
  if (holder.shopper) same.push({ shopper: { equals: Number(holder.shopper) } })
  const { docs } = await payload.find({
    collection: 'reservations',
    where: { and: [{ tenant: { equals: tenant.id } }, { status: { in: [...HOLDING] } }, { or: same }] },
    limit: 100,
    depth: 0,
    overrideAccess: true,
    req,
    select: { status: true, holdUntil: true, createdAt: true, shopper: true, holder: true },
  })
  return docs.map((doc): HeldReservation => ({
    status: doc.status as ReservationStatus,
    holdUntil: doc.holdUntil,
    createdAt: doc.createdAt,
    holder: {
      shopper:
        doc.shopper === null || doc.shopper === undefined ? null : String(typeof doc.shopper === 'object' ? doc.shopper.id : doc.shopper),
      email: doc.holder?.email ?? '',
      phone: doc.holder?.phone ?? '',
    },
  }))
}

const rowOf = (tenant: TenantConfig, input: NewReservation) => ({
  tenant: tenant.id as number,
  status: 'pending-payment' as const,
  car: input.car.slug,
  carName: input.car.name,
  carObjectId: input.car.objectId,
  name: input.name,
  email: input.email,
  phone: input.phone,
  shopper: input.shopper ? Number(input.shopper) : null,
  amount: input.amount,
  provider: input.provider,
  idempotencyKey: `${tenant.id}:${input.idempotencyKey}`,
  holder: { email: input.holder.email, phone: input.holder.phone },
  holdUntil: input.payBy ?? null,
  leadDraft: input.leadDraft as unknown as Record<string, unknown>,
  history: [{ status: 'pending-payment' as const, at: new Date().toISOString(), note: 'Reserved online; waiting for the deposit' }],
})

/** Creates the pending reservation that holds the car, or says another holds it or the person holds enough. */
export async function createReservation(
  tenant: TenantConfig,
  input: NewReservation,
  now: Date,
  client: () => Promise<Payload> = payloadClient,
): Promise<Created> {
  const payload = await client()
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    await lockForTransaction(
      payload,
      req,
      holderKeys(input.holder).map((key) => `${tenant.id}:${key}`),
    )
    if (holdLimitReached(await holdsOf(payload, req, tenant, input), input.holder, now)) {
      await killTransaction(req)
      return { ok: false, reason: 'hold-limit' }
    }
    const doc = await payload.create({ collection: 'reservations', data: rowOf(tenant, input), overrideAccess: true, depth: 0, req })
    await commitTransaction(req)
    await syncHoldOf(doc as HoldDoc)
    return { ok: true, id: String(doc.id), createdAt: doc.createdAt }
  } catch (error) {
    await killTransaction(req)
    // Another hold of the car, or this Idempotency-Key's own reservation (a copy of the request sent at once).
    if (isHoldTaken(error) || isUniqueViolation(error, /idempotency_?key/i)) return { ok: false, reason: 'taken' }
    throw error
  }
}
