// Online Purchase (/checkout-journey?car_id={slug}): the shopper buys the car online. They choose
// how they will pay, whether a car is traded in and whether to pick the car up or have it
// delivered, then pay the same refundable holding deposit as a reservation. The car is held for
// them and the dealer gets an "Online Purchase" lead with every choice, to finish the paperwork by
// phone.
import { reservePath } from '@/src/domain/inventory/card'
import { LIMITS } from '@/src/domain/leads/contact-rules'
import { trimmedText } from './input'

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

export type ParsedPurchase = { ok: true; value: PurchaseChoices } | { ok: false; errors: Record<string, string> }

/** A required text: trimmed, not empty, at most `max` characters. */
const text = (value: unknown, max: number) => trimmedText(value, max) || null
const whole = (value: unknown, min: number, max: number) => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,7}$/.test(value.trim()) ? Number(value) : NaN
  return Number.isInteger(n) && n >= min && n <= max ? n : null
}

/** The `purchase` object of a checkout-journey request; each bad field is named. */
export function parsePurchase(raw: unknown, now: Date): ParsedPurchase {
  const body = (typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? raw : {}) as Record<string, unknown>
  const errors: Record<string, string> = {}
  const payment =
    typeof body.payment === 'string' && Object.hasOwn(PAYMENT_METHODS, body.payment) ? (body.payment as PurchaseChoices['payment']) : null
  if (!payment) errors['purchase.payment'] = 'Choose how you will pay.'
  const handover =
    typeof body.handover === 'string' && Object.hasOwn(HANDOVERS, body.handover) ? (body.handover as PurchaseChoices['handover']) : null
  if (!handover) errors['purchase.handover'] = 'Choose pick up or delivery.'
  let tradeIn: PurchaseChoices['tradeIn'] = null
  if (body.trade_in !== null && body.trade_in !== undefined && body.trade_in !== false) {
    const t = (typeof body.trade_in === 'object' && !Array.isArray(body.trade_in) ? body.trade_in : {}) as Record<string, unknown>
    const make = text(t.make, LIMITS.name)
    const model = text(t.model, LIMITS.name)
    const year = whole(t.year, 1950, now.getUTCFullYear() + 1)
    const km = whole(t.km, 0, 2_000_000)
    if (!make) errors['purchase.trade_in.make'] = 'Enter the make of your trade-in.'
    if (!model) errors['purchase.trade_in.model'] = 'Enter the model of your trade-in.'
    if (year === null) errors['purchase.trade_in.year'] = `Enter the year of your trade-in (1950 to ${now.getUTCFullYear() + 1}).`
    if (km === null) errors['purchase.trade_in.km'] = 'Enter the kilometres of your trade-in as a whole number.'
    if (make && model && year !== null && km !== null) tradeIn = { make, model, year, km }
  }
  if (Object.keys(errors).length > 0 || !payment || !handover) return { ok: false, errors }
  return { ok: true, value: { payment, handover, tradeIn } }
}

/** The lines of the dealer's lead that say what the shopper chose. */
export function purchaseSummary(choices: PurchaseChoices): string {
  const trade = choices.tradeIn
    ? `Trade-in: ${choices.tradeIn.year} ${choices.tradeIn.make} ${choices.tradeIn.model}, ${choices.tradeIn.km.toLocaleString('en-AU')} km.`
    : 'No trade-in.'
  return `Paying by: ${PAYMENT_METHODS[choices.payment]}. ${trade} Handover: ${HANDOVERS[choices.handover]}.`
}
