// The checkout form's answers, as its inputs are named (purchase_payment, trade_in_make, …), in
// the shape POST /api/reserve takes. Free of zod: the browser form sends with it before its
// schema (input.ts) has loaded, and the schema reads the form through it.

/** Answers as the form holds them: strings, a ticked checkbox's value, the car it is for. */
export type ReservationFormValues = Record<string, unknown>

/** The trade-in checkbox's value when ticked. */
export const TRADE_IN_YES = 'yes'

/** The request body for these answers; `purchase` for an Online Purchase (/checkout-journey). */
export function reservationRequest(values: ReservationFormValues, purchase: boolean): Record<string, unknown> {
  const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : '')
  const tradeIn = values.trade_in === TRADE_IN_YES || values.trade_in === true
  return {
    car_id: values.car_id,
    name: text('name'),
    last_name: text('last_name'),
    email: text('email'),
    phone: text('phone'),
    postcode: text('postcode'),
    ...(purchase && {
      purchase: {
        payment: text('purchase_payment'),
        handover: text('purchase_handover'),
        trade_in: tradeIn
          ? { make: text('trade_in_make'), model: text('trade_in_model'), year: text('trade_in_year'), km: text('trade_in_km') }
          : null,
      },
    }),
  }
}
