// The offline demo provider's payment page: a page of its own, as Stripe Checkout's is, not a
// dealer page. Plain HTML with two buttons and a link, so it works without script. It has no
// card fields: a demo takes no money.
import { escapeHtml, plainHtmlPage } from '@/src/domain/http/bad-request'
import { formatMoney } from '@/src/domain/finance/money'
import { DEMO_PAYMENT_PATH, type DemoSession } from './demo'

export const DEMO_PAGE_TEXT = {
  declined: 'Your card was declined. Nothing has been charged. Try again, or go back to the dealer.',
  expired: 'This payment page has expired, so nothing has been charged. Go back to the dealer to reserve the car again.',
  unknown: 'This payment page does not exist. Nothing has been charged.',
  demo: 'Demo payment page: no money is taken and no card is asked for. Choose what the card does.',
} as const

export type DemoPageView =
  | { state: 'open' | 'declined'; session: DemoSession; token: string; merchant: string }
  | { state: 'expired'; session: DemoSession; merchant: string }
  | { state: 'unknown' }

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:2rem 1rem;color:#1a1f36;background:#f6f9fc}
main{max-width:26rem;margin:0 auto;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08);padding:1.5rem}
h1{font-size:1.25rem;margin:0 0 .25rem}.amount{font-size:2rem;font-weight:700;margin:.5rem 0}.note{background:#fff8e1;border:1px solid #f0c36d;border-radius:8px;padding:.75rem;font-size:.9rem}
.alert{background:#fdecea;border:1px solid #e0a09a;color:#8a1c12;border-radius:8px;padding:.75rem;font-weight:600}
form{display:grid;gap:.75rem;margin:1rem 0}button{font:inherit;font-weight:600;min-height:48px;border-radius:8px;border:1px solid #635bff;cursor:pointer}
.pay{background:#635bff;color:#fff}.decline{background:#fff;color:#635bff}a{color:#635bff}:focus-visible{outline:3px solid #1a1f36;outline-offset:2px}`

const page = (title: string, main: string) => plainHtmlPage(title, STYLE, main)

/** The page for a view: its HTTP status and HTML. */
export function demoPaymentPage(view: DemoPageView): { status: number; html: string } {
  if (view.state === 'unknown')
    return {
      status: 404,
      html: page('Payment page not found', `<h1>Payment page not found</h1>\n<p>${escapeHtml(DEMO_PAGE_TEXT.unknown)}</p>`),
    }
  const merchant = escapeHtml(view.merchant)
  const back = `<p><a href="${escapeHtml(view.session.cancelUrl)}">Back to ${merchant}</a></p>`
  if (view.state === 'expired')
    return {
      status: 410,
      html: page('Payment page expired', `<h1>Payment page expired</h1>\n<p>${escapeHtml(DEMO_PAGE_TEXT.expired)}</p>\n${back}`),
    }
  const amount = formatMoney(view.session.amountCents / 100, { cents: true })
  const body = `<h1>Pay ${merchant}</h1>
<p>${escapeHtml(view.session.description)}</p>
<p class="amount">${escapeHtml(amount)}</p>
<p class="note" data-testid="demo-payment-note">${escapeHtml(DEMO_PAGE_TEXT.demo)}</p>
${view.state === 'declined' ? `<p class="alert" role="alert">${escapeHtml(DEMO_PAGE_TEXT.declined)}</p>\n` : ''}<form method="post" action="${DEMO_PAYMENT_PATH}">
<input type="hidden" name="session" value="${escapeHtml(view.token)}">
<button class="pay" type="submit" name="outcome" value="pay">Pay ${escapeHtml(amount)}</button>
<button class="decline" type="submit" name="outcome" value="decline">Try a declined card</button>
</form>
${back.replace('Back to', 'Cancel and go back to')}`
  return { status: 200, html: page(`Pay ${view.merchant}`, body) }
}
