// POST /api/reservations (issue 13; spec 2 §4, §9): reserve a car on the visited site with its
// deposit. The car must be purchasable on this site; a pending reservation holds it (one per
// car, so of shoppers racing for a car exactly one gets it and the others are told, uncharged);
// the deposit is taken through the payment provider; paid, the car is reserved for the site's
// hold hours; declined, the hold ends at once and the car is available again. An
// Idempotency-Key makes a resubmission answer the first outcome without charging twice.
import { isIdempotencyKey } from '@/src/domain/leads/spam'
import type { SearchRecord } from '@/src/domain/inventory/search-record'
import { parseReservation } from '@/src/domain/reservations/input'
import { RESERVE_TEXT, type ReservationStatus, canReserve, depositFor, holdUntil } from '@/src/domain/reservations/rules'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { errorResponse, readJsonBody } from '@/src/lib/api-errors'
import { confirmationPath } from '@/src/lib/reservation-ref'
import type { PaymentProvider } from '@/src/providers/payments/types'
import { type LeadRecord, leadCarOf } from '@/src/domain/leads/record'
import { reservationLead } from '@/src/domain/reservations/lead'
import { type FindTenant, tenantFromRequest } from './tenant-request'

export interface NewReservation {
  car: { slug: string; name: string; objectId: string }
  name: string
  email: string
  phone: string
  shopper: string | null
  amount: number
  provider: string
  idempotencyKey: string
}

export interface ReservationRouteDeps {
  findTenant: FindTenant
  findCar(slug: string, tenant: TenantConfig, now: Date): Promise<SearchRecord | null>
  create(tenant: TenantConfig, input: NewReservation): Promise<{ ok: true; id: string } | { ok: false; reason: 'taken' }>
  byKey(tenant: TenantConfig, key: string): Promise<Outcome | null>
  move(id: string, change: { status: ReservationStatus; holdUntil?: string; paymentReference?: string }, note: string): Promise<unknown>
  /** The signed-in shopper of the request, if any (their reservation is linked to them). */
  shopperOf(request: Request, tenant: TenantConfig): Promise<string | null>
  payments: PaymentProvider
  /** Hands the paid reservation to the leads pipeline (stored once per reservation). */
  notify(tenant: TenantConfig, lead: LeadRecord, reservationId: string): Promise<void>
  now(): Date
}

export const RESERVATION_BODY_LIMIT = 4_000
const FAILED = 'We could not take your reservation right now. Nothing has been charged. Please try again or call us.'

const answer = (status: number, body: Record<string, unknown>) => Response.json(body, { status, headers: { 'cache-control': 'no-store' } })

type Outcome = { id: number | string; status: ReservationStatus; holdUntil?: string | null; amount: number; car: string }

function outcome(tenant: TenantConfig, reservation: Outcome, replay: boolean) {
  if (reservation.status === 'payment-failed')
    return errorResponse('bad-request', RESERVE_TEXT.declined, { details: { reason: 'declined' } })
  return answer(replay ? 200 : 201, {
    reservation: String(reservation.id),
    status: reservation.status,
    hold_until: reservation.holdUntil ?? null,
    deposit: reservation.amount,
    confirmation: confirmationPath(`/cars/${reservation.car}`, String(tenant.id), String(reservation.id)),
  })
}

export function createReservationRoute(deps: ReservationRouteDeps) {
  async function handle(request: Request): Promise<Response> {
    const site = await tenantFromRequest(request, deps.findTenant)
    if (!site.ok) return site.response
    const { tenant } = site
    if (!tenant.features.reserveOnline) return errorResponse('not-found', RESERVE_TEXT.notReservable)
    const type = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase()
    if (type !== 'application/json') return errorResponse('unsupported-media', 'Send the reservation as JSON.')
    const key = request.headers.get('idempotency-key')
    if (!key || !isIdempotencyKey(key)) return errorResponse('bad-request', 'Send an Idempotency-Key header (a UUID) with the reservation.')
    const body = await readJsonBody(request, RESERVATION_BODY_LIMIT)
    if (!body.ok) return body.response
    if (typeof body.value !== 'object' || body.value === null || Array.isArray(body.value))
      return errorResponse('bad-request', 'The request body must be a JSON object.')
    const fields = body.value as Record<string, unknown>

    const earlier = await deps.byKey(tenant, key)
    if (earlier) return outcome(tenant, earlier, true)

    const now = deps.now()
    const car = typeof fields.car_id === 'string' ? await deps.findCar(fields.car_id, tenant, now) : null
    const deposit = car ? depositFor(car, tenant.reservation.depositAmount) : tenant.reservation.depositAmount
    const parsed = parseReservation(fields, deposit > 0)
    if (!parsed.ok) return errorResponse('bad-request', Object.values(parsed.errors).join(' '), { details: { errors: parsed.errors } })
    if (!car) return errorResponse('not-found', 'This car is no longer listed on this site.')
    if (car.reserved) return errorResponse('conflict', RESERVE_TEXT.taken)
    if (!canReserve(car)) return errorResponse('conflict', RESERVE_TEXT.notReservable)

    const input = parsed.value
    const created = await deps.create(tenant, {
      car: { slug: car.slug, name: car.name ?? car.slug, objectId: car.objectID },
      name: `${input.name} ${input.lastName}`,
      email: input.email,
      phone: input.phone,
      shopper: await deps.shopperOf(request, tenant),
      amount: deposit,
      provider: deps.payments.name,
      idempotencyKey: key,
    })
    if (!created.ok) return errorResponse('conflict', RESERVE_TEXT.taken)

    const until = holdUntil(now, tenant.reservation.holdHours).toISOString()
    const tell = async (reference: string | null) => {
      const lead = reservationLead(
        input,
        leadCarOf(car),
        { deposit, holdUntil: until, reference },
        {
          url: request.headers.get('referer') ?? `/cars/${car.slug}/checkout`,
          userAgent: request.headers.get('user-agent') ?? '',
        },
      )
      // The car is reserved and paid for: a failure to queue the dealer's lead must not undo that.
      await deps.notify(tenant, lead, created.id).catch((error) => console.error('Queueing the reservation lead failed', error))
    }
    if (deposit <= 0) {
      await deps.move(created.id, { status: 'reserved', holdUntil: until }, 'Reserved without a deposit')
      await tell(null)
      return outcome(tenant, { id: created.id, status: 'reserved', holdUntil: until, amount: 0, car: car.slug }, false)
    }
    const charge = await deps.payments.charge({
      amountCents: Math.round(deposit * 100),
      description: `Deposit for ${car.name ?? car.slug} (${tenant.name})`,
      idempotencyKey: `reservation-${tenant.id}-${key}`,
      card: input.card!,
    })
    if (!charge.ok) {
      await deps.move(created.id, { status: 'payment-failed' }, `Deposit declined: ${charge.message}`)
      return errorResponse('bad-request', charge.message, { details: { reason: 'declined' } })
    }
    await deps.move(
      created.id,
      { status: 'reserved', holdUntil: until, paymentReference: charge.reference },
      `Deposit paid (${charge.reference})`,
    )
    await tell(charge.reference)
    return outcome(tenant, { id: created.id, status: 'reserved', holdUntil: until, amount: deposit, car: car.slug }, false)
  }

  return async function POST(request: Request): Promise<Response> {
    try {
      return await handle(request)
    } catch (error) {
      console.error('Reserving a car failed', error)
      return errorResponse('unavailable', FAILED)
    }
  }
}
