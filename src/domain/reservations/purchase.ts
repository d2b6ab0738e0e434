// Online Purchase (/checkout-journey?car_id={slug}): the shopper buys the car online. They choose
// how they will pay, whether a car is traded in and whether to pick the car up or have it
// delivered, then pay the same refundable holding deposit as a reservation. The car is held for
// them and the dealer gets an "Online Purchase" lead with every choice, to finish the paperwork by
// phone.
import { reservePath } from '@/src/domain/inventory/card'

export const PURCHASE_PATH = '/checkout-journey'
export const purchaseHref = (slug: string) => `${PURCHASE_PATH}?car_id=${encodeURIComponent(slug)}`

/** The page a reservation was made on, to return to: the online purchase, or the car's checkout (or buy-online page). */
export const startPageOf = (slug: string, bought: boolean, buyOnlinePath: boolean) =>
  bought ? purchaseHref(slug) : reservePath(slug, buyOnlinePath)

export const PAYMENT_METHODS = { cash: 'Cash or bank transfer', finance: 'Car finance' } as const
export const HANDOVERS = { pickup: 'Pick up at the dealership', delivery: 'Deliver to my address' } as const

export interface PurchaseChoices {
  payment: keyof typeof PAYMENT_METHODS
  handover: keyof typeof HANDOVERS
  /** The car traded in, as the shopper describes it; null when none. */
  tradeIn: { make: string; model: string; year: number; km: number } | null
}

/** The lines of the dealer's lead that say what the shopper chose. */
export function purchaseSummary(choices: PurchaseChoices): string {
  const trade = choices.tradeIn
    ? `Trade-in: ${choices.tradeIn.year} ${choices.tradeIn.make} ${choices.tradeIn.model}, ${choices.tradeIn.km.toLocaleString('en-AU')} km.`
    : 'No trade-in.'
  return `Paying by: ${PAYMENT_METHODS[choices.payment]}. ${trade} Handover: ${HANDOVERS[choices.handover]}.`
}
