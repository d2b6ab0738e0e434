// Which action buttons the vehicle page shows for the tenant's switches and the car's status. Forms
// that come later are reached through in-page anchors or a dialog; every href here is a page that
// exists.
import { isAvailable, isPurchasable } from '@/src/domain/finance/eligibility'
import { type FinanceLinkCar, type FinanceLinkSettings, financeLink, gatedFinanceHref } from '@/src/domain/finance/finance-link'
import { reservePath } from '@/src/domain/inventory/card'
import { isTestDriveOnly } from '@/src/domain/inventory/search-card'
import { slugify } from '@/src/domain/navigation/slug'
import { purchaseHref } from '@/src/domain/reservations/purchase'
import type { TenantConfig, VehicleKind } from '@/src/domain/tenant/tenant-config'
import { vocabularyOf } from '@/src/domain/tenant/vocabulary'
import type { DetailCar } from './car'
import { historyReportHref } from './used-checks'

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
    | 'chatInsteadOfEnquire'
    | 'financeModal'
    | 'gatedFinance'
    | 'hideTestDriveForComingSoon'
    | 'onlinePurchase'
    | 'reserveOnline'
    | 'buyOnlinePath'
  >
}

export interface ActionOptions {
  /** Whether the dealer has a phone number to call. */
  hasPhone: boolean
}

/**
 * The checkout page of a car on sites that take reservations online, else null. Reserve Car
 * Now shows only where it leads there: a dealer without online reservations has no Reserve
 * button at all (Enquire Now already reaches the enquiry form).
 */
export const checkoutHref = (car: Pick<ActionCar, 'slug'>, tenant: Pick<ActionTenant, 'features'>): string | null =>
  tenant.features.reserveOnline ? reservePath(car.slug, tenant.features.buyOnlinePath) : null

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
  const checkout = isPurchasable(car) ? checkoutHref(car, tenant) : null
  if (checkout) actions.push({ kind: 'reserve', label: `Reserve ${words.One} Now`, href: checkout })
  // Online Purchase: buying online takes the same holding deposit, so it needs the checkout.
  if (checkout && tenant.features.onlinePurchase) actions.push({ kind: 'purchase', label: 'Online Purchase', href: purchaseHref(car.slug) })
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
  const file = historyReportHref(car.file)
  if (file) actions.push({ kind: 'history', label: 'Car History Report', href: file })
  return actions
}

export type FinanceButton = Extract<DetailAction, { kind: 'finance' }>

/**
 * Get Finance Now in the "Finance Available For This Vehicle!" banner, on every site: the
 * sidebar's own finance action (the signed-in finance page, or the Finance Enquiry pop-up),
 * except that the sidebar's link to this page's calculator would point at the banner itself,
 * so there it goes to the finance page's form with the car filled in. A car without a finance
 * action (Test Drive Only) has none here either.
 */
export function financeBannerButton(
  actions: readonly DetailAction[],
  car: FinanceLinkCar,
  settings: FinanceLinkSettings,
): FinanceButton | null {
  const finance = actions.find((a): a is FinanceButton => a.kind === 'finance')
  if (!finance) return null
  if (finance.opens === 'link' && finance.href === FINANCE_ANCHOR) return { ...finance, href: financeLink(car, settings) }
  return finance
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
