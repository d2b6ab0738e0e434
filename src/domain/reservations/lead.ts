// A paid reservation reaches the dealer as a lead of category "Reservation" (or "Online
// Purchase" with the shopper's choices, from /checkout-journey) through the leads pipeline:
// the inbox, e-mail, ADF and webhooks, like any enquiry about the car.
import { formatMoney } from '@/src/domain/finance/money'
import { type LeadCar, type LeadRecord, leadCarFields } from '@/src/domain/leads/record'
import type { ReservationInput } from './input'
import { type PurchaseChoices, purchaseSummary } from './purchase'

export function reservationLead(
  input: Omit<ReservationInput, 'card'>,
  car: LeadCar,
  paid: { deposit: number; holdUntil: string; reference: string | null },
  request: { url: string; userAgent: string },
  purchase: PurchaseChoices | null = null,
): LeadRecord {
  const deposit = paid.deposit > 0 ? `${formatMoney(paid.deposit)} deposit paid (${paid.reference ?? 'no reference'})` : 'no deposit'
  return {
    form: 'enquiry',
    status: 'new',
    spam: false,
    category: purchase ? 'Online Purchase' : 'Reservation',
    subcategory: paid.deposit > 0 ? 'Deposit paid' : 'No deposit',
    name: input.name,
    lastName: input.lastName,
    email: input.email.toLowerCase(),
    phone: input.phone,
    postcode: input.postcode,
    message: `${purchase ? `Bought online. ${purchaseSummary(purchase)} ` : ''}Reserved online: ${deposit}. Held until ${paid.holdUntil}.`,
    preferredContact: 'Phone',
    // An online purchase's trade-in in the lead's own fields too (CRM and ADF read them), not only in the message.
    ...(purchase ? { tradeIn: purchase.tradeIn ? 'Yes' : 'No', ...(purchase.tradeIn ? { kms: purchase.tradeIn.km } : {}) } : {}),
    optIn: false,
    additionalServices: [],
    dealershipSlug: car.dealershipSlug,
    car: leadCarFields(car),
    attributes: {
      url: request.url,
      source: 'checkout',
      userAgent: request.userAgent.slice(0, 500),
      visitedPages: [],
      linkedQueryParams: {},
      utm: {},
    },
  }
}
