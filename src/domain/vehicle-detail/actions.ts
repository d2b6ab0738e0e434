// Which action buttons the vehicle page shows for the tenant's switches and the car's status. Forms
// that come later are reached through in-page anchors or a dialog; every href here is a page that
// exists.
import { isAvailable, isPurchasable } from '@/src/domain/finance/eligibility'
import { gatedFinanceHref } from '@/src/domain/finance/finance-link'
import { isTestDriveOnly } from '@/src/domain/inventory/search-card'
import { slugify } from '@/src/domain/navigation/slug'
import { purchaseHref } from '@/src/domain/reservations/purchase'
import type { TenantConfig, VehicleKind } from '@/src/domain/tenant/tenant-config'
import { vocabularyOf } from '@/src/domain/tenant/vocabulary'
import type { DetailCar } from './car'

export const ENQUIRE_ANCHOR = '#enquire'
export const FINANCE_ANCHOR = '#finance-calculator'

export type DetailAction =
  | { kind: 'reserve'; label: string; href: string }
  | { kind: 'purchase'; label: 'Online Purchase'; href: string }
  | { kind: 'enquire'; label: string; href: string }
  | { kind: 'chat'; label: 'Instant Message'; href: string }
  | { kind: 'call'; label: 'Call Now' }
  | { kind: 'finance'; label: string; opens: 'dialog'; dialogTitle: 'Finance Enquiry' }
  | { kind: 'finance'; label: string; opens: 'link'; href: string }
  | { kind: 'trade-in'; label: 'Trade-In Valuation'; href: string }
  | { kind: 'test-drive'; label: string; opens: 'dialog'; dialogTitle: string }
  | { kind: 'history'; label: 'Car History Report'; href: string }
  | { kind: 'find-similar'; label: string; href: string }

export type ActionKind = DetailAction['kind']

export type ActionCar = Pick<DetailCar, 'slug' | 'status' | 'sold' | 'reserved' | 'price' | 'tag' | 'file' | 'make' | 'model'>

export type ActionTenant = {
  vehicleKind?: VehicleKind
  labels: Pick<TenantConfig['labels'], 'enquireButton' | 'getFinanceButton' | 'findSimilar'>
  features: Pick<
    TenantConfig['features'],
    'chatInsteadOfEnquire' | 'financeModal' | 'gatedFinance' | 'hideTestDriveForComingSoon' | 'onlinePurchase'
  >
}

export interface ActionOptions {
  /** Whether the dealer has a phone number to call. */
  hasPhone: boolean
  /** The checkout page of this car when that route exists; otherwise Reserve goes to the enquiry. */
  checkoutHref: string | null
}

/** The search page of the same make and model ("Find Me Something Similar"). */
export function findSimilarHref(car: Pick<DetailCar, 'make' | 'model'>): string {
  const path = [car.make, car.model]
    .map((p) => slugify(p ?? ''))
    .filter(Boolean)
    .join('/')
  return path ? `/search/${path}` : '/search'
}

/**
 * The trade-in button shows only when the car allows a trade-in: a trade-in goes towards
 * buying this car, so it is offered on cars a shopper can buy now or soon (in stock or coming
 * soon, not sold or reserved for someone else, with a price above the finance minimum).
 */
export function tradeInAllowed(car: Pick<ActionCar, 'status' | 'sold' | 'reserved' | 'price'>): boolean {
  return isAvailable(car.status) && isPurchasable({ ...car, status: 'in_stock' })
}

/** The trade-in valuation page of this car (/cars/trade-in?car_id={id}). */
export const tradeInHref = (slug: string): string => `/cars/trade-in?car_id=${encodeURIComponent(slug)}`

export function detailActions(car: ActionCar, tenant: ActionTenant, options: ActionOptions): DetailAction[] {
  if (!isAvailable(car.status) || car.sold) return [{ kind: 'find-similar', label: tenant.labels.findSimilar, href: findSimilarHref(car) }]
  const words = vocabularyOf(tenant.vehicleKind)
  const actions: DetailAction[] = []
  if (isPurchasable(car)) actions.push({ kind: 'reserve', label: `Reserve ${words.One} Now`, href: options.checkoutHref ?? ENQUIRE_ANCHOR })
  // Online Purchase: buying online takes the same holding deposit, so it needs the checkout.
  if (isPurchasable(car) && options.checkoutHref && tenant.features.onlinePurchase)
    actions.push({ kind: 'purchase', label: 'Online Purchase', href: purchaseHref(car.slug) })
  actions.push(
    tenant.features.chatInsteadOfEnquire
      ? { kind: 'chat', label: 'Instant Message', href: ENQUIRE_ANCHOR }
      : { kind: 'enquire', label: tenant.labels.enquireButton, href: ENQUIRE_ANCHOR },
  )
  if (options.hasPhone) actions.push({ kind: 'call', label: 'Call Now' })
  // A "Test Drive Only" car offers the test drive in place of finance.
  if (!isTestDriveOnly(car.tag)) {
    const label = tenant.labels.getFinanceButton
    // A car that can be bought goes to the signed-in finance page on sites with gated finance
    // (the dealer asked for a verified number first); else the finance pop-up where the site
    // has one, else this page's own calculator.
    actions.push(
      tenant.features.gatedFinance && isPurchasable(car)
        ? { kind: 'finance', label, opens: 'link', href: gatedFinanceHref(car.slug) }
        : tenant.features.financeModal
          ? { kind: 'finance', label, opens: 'dialog', dialogTitle: 'Finance Enquiry' }
          : { kind: 'finance', label, opens: 'link', href: FINANCE_ANCHOR },
    )
  }
  if (tradeInAllowed(car)) actions.push({ kind: 'trade-in', label: 'Trade-In Valuation', href: tradeInHref(car.slug) })
  const noTestDrive = car.status === 'coming_soon' && tenant.features.hideTestDriveForComingSoon
  if (!noTestDrive) actions.push({ kind: 'test-drive', label: words.tryOut, opens: 'dialog', dialogTitle: words.tryOut })
  const file = car.file?.trim()
  if (file && file.toLowerCase() !== 'null') actions.push({ kind: 'history', label: 'Car History Report', href: file })
  return actions
}

/** The mobile sticky bar repeats three action buttons: the contact ones first. */
const MOBILE_ORDER: readonly ActionKind[] = [
  'find-similar',
  'enquire',
  'chat',
  'call',
  'finance',
  'test-drive',
  'reserve',
  'purchase',
  'trade-in',
]

export function mobileBarActions(actions: readonly DetailAction[]): DetailAction[] {
  return MOBILE_ORDER.flatMap((kind) => actions.filter((a) => a.kind === kind)).slice(0, 3)
}
