// Our numbered analytics events in the Automotive Standards Council (ASC) shape, the GA4 event
// names and parameters dealers' tags are written for (asc_item_pageview, asc_click_to_call,
// asc_form_submission ...), so a dealer moving to this platform keeps its reports. docs/analytics.md
// lists the mapping. Item fields are strings, as ASC validators expect; a value we do not know is
// left out rather than sent empty.
import { ANALYTICS_EVENTS, type AnalyticsData, LEAD_EVENTS } from './events'

/** Who sends the events (ASC `event_owner`): this platform, the same on every dealer's site. */
export const ASC_EVENT_OWNER = 'dealer-platform'

export type AscPageType = 'home' | 'item' | 'itemlist' | 'finance' | 'service' | 'specials' | 'contact' | 'custom'

export type AscEventName =
  | 'asc_item_pageview'
  | 'asc_itemlist_pageview'
  | 'asc_click_to_call'
  | 'asc_cta_interaction'
  | 'asc_element_configuration'
  | 'asc_form_submission'
  | 'asc_form_submission_sales'
  | 'asc_form_submission_sales_appt'
  | 'asc_form_submission_service'

export type AscEvent = { event: AscEventName; event_owner: string; page_type: AscPageType } & Record<string, string>

const PAGE_TYPES: readonly (readonly [RegExp, AscPageType])[] = [
  [/^\/$/, 'home'],
  [/^\/(cars\/[^/]+|print)(\/|$)/, 'item'],
  [/^\/search(\/|$)/, 'itemlist'],
  [/^\/(finance|car-finance)(\/|-|$)/, 'finance'],
  [/^\/service(\/|-|$)/, 'service'],
  [/^\/(offers|special-offers|specials)(\/|$)/, 'specials'],
  [/^\/(contact-us|contact|dealer-locator|our-location|locations|dealerships)(\/|$)/, 'contact'],
]

/** The ASC page type of a site path: what kind of page the shopper was on when the event fired. */
export function ascPageType(pathname: string): AscPageType {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname || '/'
  return PAGE_TYPES.find(([pattern]) => pattern.test(path))?.[1] ?? 'custom'
}

const str = (value: AnalyticsData[string]): string | undefined =>
  value === undefined || value === null || value === '' ? undefined : String(value)

/** ASC item conditions: new, used, or cpo for a certified used car; a demonstrator is sold used. */
function itemCondition(data: AnalyticsData): string | undefined {
  if (data.condition === 'new') return 'new'
  if (data.condition === 'used' || data.condition === 'demo') return data.certified === true ? 'cpo' : 'used'
  return undefined
}

/** The car of an event as ASC item fields (those we know). */
export function ascItem(data: AnalyticsData): Record<string, string> {
  const fields: Record<string, string | undefined> = {
    item_id: str(data.vin) ?? str(data.car_id),
    item_number: str(data.stock_number),
    item_price: str(data.price),
    item_condition: itemCondition(data),
    item_year: str(data.year),
    item_make: str(data.make),
    item_model: str(data.model),
    item_variant: str(data.variant),
    item_color: str(data.colour),
    item_type: str(data.body),
    item_fuel_type: str(data.fuel),
  }
  return defined(fields)
}

const defined = (fields: Record<string, string | undefined>): Record<string, string> =>
  Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined))

type Base = { event_owner: string; page_type: AscPageType }

const ev = (event: AscEventName, base: Base, fields: Record<string, string | undefined>): AscEvent => ({
  event,
  ...base,
  ...defined(fields),
})

/** A call to action the shopper clicked (print, history report, save). */
const cta = (base: Base, data: AnalyticsData, element: { type: string; text: string; result: string }) =>
  ev('asc_cta_interaction', base, {
    element_type: element.type,
    element_text: element.text,
    event_action: 'click',
    event_action_result: element.result,
    link_url: str(data.link_url),
    ...ascItem(data),
  })

/** Department and form type of a lead form (ASC `department`, `form_type`). */
function leadForm(eventId: number, form: string | undefined): { department: string; type: string; variant: AscEventName | null } {
  if (eventId === LEAD_EVENTS.careers) return { department: 'other', type: 'careers', variant: null }
  if (eventId === LEAD_EVENTS.newTestDrive || eventId === LEAD_EVENTS.usedTestDrive)
    return { department: 'sales', type: 'test_drive', variant: 'asc_form_submission_sales_appt' }
  if (form === 'service') return { department: 'service', type: 'service', variant: 'asc_form_submission_service' }
  if (form === 'trade-in' || eventId === LEAD_EVENTS.offerAccepted)
    return { department: 'trade', type: 'trade_in', variant: 'asc_form_submission_sales' }
  if (eventId === LEAD_EVENTS.financeModal) return { department: 'sales', type: 'finance', variant: 'asc_form_submission_sales' }
  return { department: 'sales', type: 'consumer_contact', variant: 'asc_form_submission_sales' }
}

/** Every lead is an asc_form_submission, plus its department's own event (ASC sends both). */
function formSubmission(eventId: number, data: AnalyticsData, base: Base): AscEvent[] {
  const form = leadForm(eventId, str(data.form))
  const fields = {
    comm_type: 'form',
    comm_outcome: 'crm_update',
    department: form.department,
    form_name: str(data.form),
    form_type: form.type,
    lead_id: str(data.lead_id),
    ...ascItem(data),
  }
  const general = ev('asc_form_submission', base, fields)
  return form.variant ? [general, ev(form.variant, base, fields)] : [general]
}

const LEAD_EVENT_IDS: ReadonlySet<number> = new Set(Object.values(LEAD_EVENTS))

type Rule = (data: AnalyticsData, base: Base) => AscEvent[]

const RULES: Record<number, Rule> = {
  [ANALYTICS_EVENTS.usedVehicleView]: (data, base) => [ev('asc_item_pageview', base, ascItem(data))],
  [ANALYTICS_EVENTS.searchPageView]: (_data, base) => [ev('asc_itemlist_pageview', base, {})],
  [ANALYTICS_EVENTS.phoneClick]: (data, base) => [
    ev('asc_click_to_call', base, {
      comm_type: 'voice',
      comm_phone_number: str(data.phone_number),
      department: 'sales',
      affiliation: 'native',
      ...ascItem(data),
    }),
  ],
  [ANALYTICS_EVENTS.financeCalculatorUse]: (data, base) => [
    ev('asc_element_configuration', base, {
      element_type: 'payment_calculator',
      element_text: str(data.calculator),
      event_action: 'calculate',
      event_action_result: 'calculate',
    }),
  ],
  [ANALYTICS_EVENTS.watchlistSave]: (data, base) => [
    cta(base, data, { type: data.kind === 'favourite' ? 'favorite' : 'watchlist', text: 'Save', result: 'save' }),
  ],
  [ANALYTICS_EVENTS.historyReport]: (data, base) => [
    cta(base, data, { type: 'history_report', text: 'Vehicle History Report', result: 'open' }),
  ],
  [ANALYTICS_EVENTS.print]: (data, base) =>
    data.format === 'pdf'
      ? [cta(base, data, { type: 'print', text: 'PDF', result: 'download' })]
      : [cta(base, data, { type: 'print', text: 'Print', result: 'print' })],
}

/**
 * The ASC events one of our events becomes: usually one, two for a lead (the general form
 * submission and its department's), none for an id without an ASC counterpart.
 */
export function ascEventsFor(eventId: number, data: AnalyticsData, pathname: string): AscEvent[] {
  const base: Base = { event_owner: ASC_EVENT_OWNER, page_type: ascPageType(pathname) }
  if (LEAD_EVENT_IDS.has(eventId)) return formSubmission(eventId, data, base)
  return RULES[eventId]?.(data, base) ?? []
}
