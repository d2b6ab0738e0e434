// GET and POST /api/reserve/demo-payment?session=…: the offline demo provider's payment page
// (src/providers/payments/demo.ts), where a shopper sent from the checkout pays the deposit or
// tries a declined card. Paying settles the reservation exactly as Stripe's webhook does
// (applyPaymentEvent), then returns the shopper to the confirmation page; a declined card leaves
// the page open and the car held, as Stripe Checkout does. With Stripe configured this is a 404.
// The page is open while its reservation is pending payment with this session, and until the
// session's time is up; otherwise the shopper goes to the confirmation page, which says where the
// reservation stands.
import { errorResponse, readBodyText } from '@/src/lib/api-errors'
import { logger } from '@/src/lib/logger'
import { DEMO_PAYMENT_PATH, type DemoPaymentProvider, type DemoSession } from '@/src/providers/payments/demo'
import { type DemoPageView, demoPaymentPage } from '@/src/providers/payments/demo-page'
import type { PaymentProvider } from '@/src/providers/payments/types'
import { type PaymentWebhookDeps, applyPaymentEvent } from './payment-webhook'

export type DemoPaymentDeps = Omit<PaymentWebhookDeps, 'payments'> & { payments: PaymentProvider }

const FORM_LIMIT = 8_000

const isDemo = (payments: PaymentProvider): payments is DemoPaymentProvider => payments.offline && payments.name === 'demo'

const html = ({ status, html: body }: { status: number; html: string }) =>
  new Response(body, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      // Nothing loads from elsewhere, the form posts to this path only, and no site may frame it.
      'content-security-policy':
        "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
      'referrer-policy': 'no-referrer',
    },
  })

const goTo = (location: string) => new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } })

type Opened = { ok: true; session: DemoSession; merchant: string } | { ok: false; response: Response }

export function createDemoPaymentRoute(deps: DemoPaymentDeps) {
  /** The session a token opens, while its reservation still waits for this payment. */
  async function open(demo: DemoPaymentProvider, token: string | null): Promise<Opened> {
    const session = demo.openSession(token)
    const reservation = session ? await deps.findReservation(session.reservationId) : null
    if (!session || !reservation || reservation.tenant !== session.tenantId)
      return { ok: false, response: html(demoPaymentPage({ state: 'unknown' })) }
    const tenant = await deps.findTenant(session.tenantId)
    const merchant = tenant?.name ?? 'the dealer'
    if (reservation.status !== 'pending-payment' || reservation.paymentReference !== session.sessionId)
      return { ok: false, response: goTo(session.successUrl) }
    if (deps.now().getTime() >= session.expiresAt)
      return { ok: false, response: html(demoPaymentPage({ state: 'expired', session, merchant })) }
    return { ok: true, session, merchant }
  }

  async function show(request: Request): Promise<Response> {
    if (!isDemo(deps.payments)) return errorResponse('not-found', 'There is no demo payment page here.')
    const query = new URL(request.url).searchParams
    const token = query.get('session')
    const opened = await open(deps.payments, token)
    if (!opened.ok) return opened.response
    const state: DemoPageView['state'] = query.get('declined') === '1' ? 'declined' : 'open'
    return html(demoPaymentPage({ state, session: opened.session, token: token!, merchant: opened.merchant }))
  }

  async function settle(request: Request): Promise<Response> {
    const demo = deps.payments
    if (!isDemo(demo)) return errorResponse('not-found', 'There is no demo payment page here.')
    const type = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase()
    if (type !== 'application/x-www-form-urlencoded') return errorResponse('unsupported-media', 'Send the payment page’s form.')
    const body = await readBodyText(request, FORM_LIMIT)
    if (!body.ok) return errorResponse(body.reason === 'too-large' ? 'too-large' : 'bad-request', 'The form could not be read.')
    const form = new URLSearchParams(body.text)
    const token = form.get('session')
    const outcome = form.get('outcome')
    if (outcome !== 'pay' && outcome !== 'decline') return errorResponse('bad-request', 'Choose to pay or to try a declined card.')
    const opened = await open(demo, token)
    if (!opened.ok) return opened.response
    if (outcome === 'decline') return goTo(`${DEMO_PAYMENT_PATH}?session=${encodeURIComponent(token!)}&declined=1`)
    const event = demo.paidEvent(opened.session)
    await applyPaymentEvent(deps, `demo_evt_${opened.session.sessionId}`, event)
    return goTo(opened.session.successUrl)
  }

  const guarded = (work: (request: Request) => Promise<Response>) => async (request: Request) => {
    try {
      return await work(request)
    } catch (error) {
      logger.error({ err: error }, 'The demo payment page failed')
      return errorResponse('unavailable', 'The payment could not be taken right now. Nothing has been charged; please try again.')
    }
  }

  return { GET: guarded(show), POST: guarded(settle) }
}
