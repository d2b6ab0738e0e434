// The offline demo provider's payment page, as a shopper uses it in int tests: open the page the
// reservation answered with, then pay or try a declined card with its form.
import { type DemoPaymentDeps, createDemoPaymentRoute } from '@/src/api/demo-payment'

export function demoPaymentPage(deps: DemoPaymentDeps) {
  const route = createDemoPaymentRoute(deps)
  const hostOf = (address: string) => new URL(address).host
  return {
    route,
    /** GET the page at `address` (absolute, as the reservation answered it). */
    open: (address: string) => route.GET(new Request(address, { headers: { host: hostOf(address) } })),
    /** Press a button of the page at `address`: pay, or try a declined card. */
    press(address: string, outcome: 'pay' | 'decline' | string = 'pay') {
      const url = new URL(address)
      const form = new URLSearchParams({ session: url.searchParams.get('session') ?? '', outcome })
      return route.POST(
        new Request(new URL(url.pathname, url), {
          method: 'POST',
          headers: { host: url.host, 'content-type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
        }),
      )
    },
  }
}
