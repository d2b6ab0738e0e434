// POST /api/reserve: reserve a car on the visited site with its deposit. The car must be
// purchasable on this site; a pending reservation holds it (one per car, so of shoppers racing for
// a car exactly one gets it and the others are told, uncharged). The deposit is paid on the
// payment provider's own page (Stripe Checkout, or the offline demo's page), so no card ever
// reaches this route: the answer is that page's address, the car stays held while the page is
// open, and the provider's outcome settles it (applyPaymentEvent in src/api/payment-webhook.ts).
// A site that takes no deposit reserves at once. An Idempotency-Key makes a resubmission answer
// the first outcome (the same payment page); a copy sent while the first is still being written
// waits for it.
import { isIdempotencyKey } from '@/src/domain/leads/spam'
import { reservePath } from '@/src/domain/inventory/card'
import { signInHref } from '@/src/domain/shoppers/sign-in'
import type { SearchRecord } from '@/src/domain/inventory/search-record'
import { type LeadCar, type LeadRecord, leadCarOf } from '@/src/domain/leads/record'
import { type ReservationInput, reservationSchema } from '@/src/domain/reservations/input'
import { HOLD_LIMIT_TEXT, type Holder, holderOf } from '@/src/domain/reservations/hold-limit'
import { reservationLead } from '@/src/domain/reservations/lead'
import { type PurchaseChoices, purchaseHref } from '@/src/domain/reservations/purchase'
import {
  PAYMENT_GRACE_MS,
  RESERVE_TEXT,
  type ReservationStatus,
  canReserve,
  depositFor,
  holdUntil,
  isSettling,
} from '@/src/domain/reservations/rules'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { errorResponse, readJsonBody } from '@/src/lib/api-errors'
import { fieldErrors } from './leads'
import { originFromHeaders } from '@/src/lib/request-origin'
import { cancelPath, confirmationPath } from '@/src/lib/reservation-ref'
import type { PaymentProvider } from '@/src/providers/payments/types'
import { type FindTenant, tenantFromRequest } from '@/src/lib/tenant-request'
import { centsOf } from '@/src/domain/finance/money'
import { logger } from '@/src/lib/logger'

/** What the dealer's lead needs, kept with the reservation until its payment arrives. */
export interface LeadDraft {
  input: ReservationInput
  car: LeadCar
  request: { url: string; userAgent: string }
  /** The site's address as the shopper used it (links in the confirmation e-mail). */
  origin: string
  /** An online purchase's choices (payment, trade-in, handover); absent for a plain reservation. */
  purchase?: PurchaseChoices | null
}

export interface NewReservation {
  car: { slug: string; name: string; objectId: string }
  name: string
  email: string
  phone: string
  shopper: string | null
  amount: number
  provider: string
  idempotencyKey: string
  /** Who holds the car, as one person's holds are counted (at most MAX_ACTIVE_HOLDS per site). */
  holder: Holder
  leadDraft: LeadDraft
  /** A hosted payment page's deadline: the car is held until then unless paid. */
  payBy?: string
}

export type ReservationChange = { status: ReservationStatus; holdUntil?: string; paymentReference?: string }

/** A reservation as stored, as much as paying for it needs. */
export interface PayableReservation {
  id: string
  amount: number
  car: string
  carName: string
  name: string
  email: string
  leadDraft: LeadDraft | null
}

/** The steps after a deposit is paid (or none is due), shared by this route and the payment provider's outcome. */
export interface PaidDeps {
  move(id: string, change: ReservationChange, note: string): Promise<unknown>
  /** Hands the paid reservation to the leads pipeline (stored once per reservation). */
  notify(tenant: TenantConfig, lead: LeadRecord, reservationId: string): Promise<void>
  /** E-mails the shopper their confirmation. */
  confirm(tenant: TenantConfig, reservation: PayableReservation & { holdUntil: string; reference: string | null }): Promise<void>
  now(): Date
}

/** Reserves the paid (or deposit-free) car for the site's hold hours, then tells the dealer and the shopper. */
export async function completeReservation(
  deps: PaidDeps,
  tenant: TenantConfig,
  reservation: PayableReservation,
  reference: string | null,
  note: string,
): Promise<string> {
  const until = holdUntil(deps.now(), tenant.reservation.holdHours).toISOString()
  await deps.move(reservation.id, { status: 'reserved', holdUntil: until, ...(reference ? { paymentReference: reference } : {}) }, note)
  // The car is reserved and paid for: a failure to queue the lead or send the e-mail must not undo that.
  const draft = reservation.leadDraft
  if (draft) {
    const lead = reservationLead(
      draft.input,
      draft.car,
      { deposit: reservation.amount, holdUntil: until, reference },
      draft.request,
      draft.purchase ?? null,
    )
    await deps.notify(tenant, lead, reservation.id).catch((error) => logger.error({ err: error }, 'Queueing the reservation lead failed'))
  }
  await deps
    .confirm(tenant, { ...reservation, holdUntil: until, reference })
    .catch((error) => logger.error({ err: error }, 'Sending the reservation confirmation failed'))
  return until
}

export interface ReservationRouteDeps extends PaidDeps {
  findTenant: FindTenant
  findCar(slug: string, tenant: TenantConfig, now: Date): Promise<SearchRecord | null>
  /** The pending reservation that holds the car; refused when the car is held, or the person holds enough cars. */
  create(
    tenant: TenantConfig,
    input: NewReservation,
    now: Date,
  ): Promise<{ ok: true; id: string } | { ok: false; reason: 'taken' | 'hold-limit' }>
  byKey(tenant: TenantConfig, key: string): Promise<Outcome | null>
  /** The unpaid reservation holding a car on this site, with the key it was made with (a shopper back from the payment page). */
  pendingHoldOf(tenant: TenantConfig, carObjectId: string): Promise<(Outcome & { key: string; shopper: string | null }) | null>
  /** The signed-in shopper of the request, if any (their reservation is linked to them). */
  shopperOf(request: Request, tenant: TenantConfig): Promise<string | null>
  payments: PaymentProvider
}

export const RESERVATION_BODY_LIMIT = 4_000
const FAILED = 'We could not take your reservation right now. Nothing has been charged. Please try again or call us.'
const NO_PAYMENT_PAGE = 'We could not open the secure payment page. Nothing has been charged. Please try again or call us.'

const answer = (status: number, body: Record<string, unknown>) => Response.json(body, { status, headers: { 'cache-control': 'no-store' } })

type Outcome = {
  id: number | string
  status: ReservationStatus
  holdUntil?: string | null
  amount: number
  car: string
  email?: string
  carName?: string
  paymentReference?: string | null
}

/** How long a copy of a request waits for the first one's payment to settle, and how often it looks. */
const SETTLE_WAIT_MS = 15_000
const SETTLE_POLL_MS = 100
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

function outcome(tenant: TenantConfig, reservation: Outcome, replay: boolean, redirect?: string) {
  // Sent again after the payment page was left unpaid: say so plainly.
  if (reservation.status === 'payment-failed')
    return errorResponse('bad-request', RESERVE_TEXT.notPaid, { details: { reason: 'not-paid' } })
  return answer(replay ? 200 : redirect ? 202 : 201, {
    reservation: String(reservation.id),
    status: reservation.status,
    hold_until: reservation.holdUntil ?? null,
    deposit: reservation.amount,
    confirmation: confirmationPath(reservation.car, tenant.id, reservation.id),
    ...(redirect ? { redirect } : {}),
  })
}

/** A reservation the database refused: the car is someone else's, or the person holds enough cars. */
const refused = (reason: 'taken' | 'hold-limit') =>
  reason === 'hold-limit'
    ? errorResponse('conflict', HOLD_LIMIT_TEXT, { details: { reason: 'hold-limit' } })
    : errorResponse('conflict', RESERVE_TEXT.taken)

/** What the payment is called, and its key: the same request never pays twice, at any provider. */
const paymentOf = (tenant: TenantConfig, carName: string, key: string) => ({
  description: `Deposit for ${carName} (${tenant.name})`,
  idempotencyKey: `reservation-${tenant.id}-${key}`,
})

export function createReservationRoute(deps: ReservationRouteDeps) {
  /** Opens (or, for the same key, reopens) the hosted payment page of a pending reservation. */
  async function paymentPage(request: Request, tenant: TenantConfig, reservation: Outcome, key: string, payBy: Date) {
    const origin = originFromHeaders(request.headers)
    const id = String(reservation.id)
    return deps.payments.startCheckout({
      amountCents: centsOf(reservation.amount),
      ...paymentOf(tenant, reservation.carName ?? reservation.car, key),
      reservationId: id,
      tenantId: String(tenant.id),
      customerEmail: reservation.email ?? '',
      successUrl: `${origin}${confirmationPath(reservation.car, tenant.id, id)}`,
      cancelUrl: `${origin}${cancelPath(String(tenant.id), id)}`,
      expiresAt: payBy,
    })
  }

  /** The reservation this key already made, once its payment has settled; null when the key is new. */
  async function settled(tenant: TenantConfig, key: string): Promise<Outcome | null> {
    // A copy sent while the first is charging (a double click, a retry on a slow answer) waits for its outcome.
    const until = performance.now() + SETTLE_WAIT_MS
    let earlier = await deps.byKey(tenant, key)
    while (earlier && isSettling(earlier) && performance.now() < until) {
      await pause(SETTLE_POLL_MS)
      earlier = await deps.byKey(tenant, key)
    }
    return earlier
  }

  /** The first outcome of this key again (a resubmitted hosted payment goes back to its open page), or null. */
  async function replay(request: Request, tenant: TenantConfig, key: string): Promise<Response | null> {
    const earlier = await settled(tenant, key)
    if (!earlier) return null
    if (earlier.status === 'pending-payment' && earlier.holdUntil) {
      const page = await paymentPage(request, tenant, earlier, key, new Date(new Date(earlier.holdUntil).getTime() - PAYMENT_GRACE_MS))
      if (page.ok) return outcome(tenant, earlier, true, page.url)
    }
    return outcome(tenant, earlier, true)
  }

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
    const payments = deps.payments

    const first = await replay(request, tenant, key)
    if (first) return first

    const now = deps.now()
    const car = typeof fields.car_id === 'string' ? await deps.findCar(fields.car_id, tenant, now) : null
    const deposit = car ? depositFor(car, tenant.reservation.depositAmount) : tenant.reservation.depositAmount
    // An online purchase (/checkout-journey) sends its choices too, on sites that offer it.
    if (fields.purchase !== undefined && !tenant.features.onlinePurchase)
      return errorResponse('not-found', 'This site does not sell cars online.')
    const parsed = reservationSchema(now).safeParse(fields)
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error.issues)
      return errorResponse('bad-request', Object.values(errors).join(' '), { details: { errors } })
    }
    const { input, purchase } = parsed.data
    if (!car) return errorResponse('not-found', 'This car is no longer listed on this site.')
    if (car.reserved) {
      // Held by a copy of this very request (sent at once with the same key): its outcome.
      const first = await replay(request, tenant, key)
      if (first) return first
      // The shopper's own unpaid hold (back from the payment page with the browser's Back
      // button): the same payment page again, rather than "someone else has reserved it".
      const held = await deps.pendingHoldOf(tenant, car.objectID)
      const shopper = held ? await deps.shopperOf(request, tenant) : null
      const mine = held && (held.email?.toLowerCase() === input.email.toLowerCase() || (shopper !== null && held.shopper === shopper))
      if (held && mine && held.holdUntil) {
        const page = await paymentPage(request, tenant, held, held.key, new Date(new Date(held.holdUntil).getTime() - PAYMENT_GRACE_MS))
        if (page.ok) return outcome(tenant, held, true, page.url)
      }
      return errorResponse('conflict', RESERVE_TEXT.taken)
    }
    if (!canReserve(car)) return errorResponse('conflict', RESERVE_TEXT.notReservable)

    const shopper = await deps.shopperOf(request, tenant)
    // Buying online is always a signed-in journey; reserving is on sites that ask for it.
    if (!shopper && (purchase || tenant.features.gatedCheckout)) {
      const page = purchase ? purchaseHref(car.slug) : reservePath(car.slug, tenant.features.buyOnlinePath)
      return errorResponse('unauthorized', RESERVE_TEXT.signInFirst, {
        details: { sign_in: signInHref(purchase ? 'purchase' : 'checkout', page, `/cars/${car.slug}`) },
      })
    }
    // The payment page closes at payBy; the hold lasts a little longer, so a payment made in its
    // last seconds still finds the car held when the webhook arrives.
    const payBy = deposit > 0 ? new Date(now.getTime() + payments.paymentWindowMs) : undefined
    const holdBy = payBy ? new Date(payBy.getTime() + PAYMENT_GRACE_MS) : undefined
    const leadDraft: LeadDraft = {
      input,
      car: leadCarOf(car),
      request: { url: request.headers.get('referer') ?? `/cars/${car.slug}/checkout`, userAgent: request.headers.get('user-agent') ?? '' },
      origin: originFromHeaders(request.headers),
      purchase,
    }
    const stored = { name: `${input.name} ${input.lastName}`, email: input.email, car: car.slug, carName: car.name ?? car.slug }
    const created = await deps.create(
      tenant,
      {
        car: { slug: car.slug, name: stored.carName, objectId: car.objectID },
        name: stored.name,
        email: input.email,
        phone: input.phone,
        shopper,
        amount: deposit,
        provider: payments.name,
        idempotencyKey: key,
        holder: holderOf({ shopper, email: input.email, phone: input.phone }),
        leadDraft,
        payBy: holdBy?.toISOString(),
      },
      now,
    )
    if (!created.ok) return (await replay(request, tenant, key)) ?? refused(created.reason)
    if (deposit <= 0) {
      const reservation: PayableReservation = { id: created.id, amount: deposit, ...stored, leadDraft }
      const until = await completeReservation(deps, tenant, reservation, null, 'Reserved without a deposit')
      return outcome(tenant, { id: created.id, status: 'reserved', holdUntil: until, amount: deposit, car: car.slug }, false)
    }
    const pending: Outcome = { id: created.id, status: 'pending-payment', holdUntil: holdBy!.toISOString(), amount: deposit, ...stored }
    const page = await paymentPage(request, tenant, pending, key, payBy!)
    if (!page.ok) {
      await deps.move(created.id, { status: 'payment-failed' }, `The payment page could not be opened: ${page.message}`)
      return errorResponse('unavailable', NO_PAYMENT_PAGE)
    }
    await deps.move(created.id, { status: 'pending-payment', paymentReference: page.sessionId }, `Payment page opened (${page.sessionId})`)
    return outcome(tenant, pending, false, page.url)
  }

  return async function POST(request: Request): Promise<Response> {
    try {
      return await handle(request)
    } catch (error) {
      logger.error({ err: error }, 'Reserving a car failed')
      return errorResponse('unavailable', FAILED)
    }
  }
}
