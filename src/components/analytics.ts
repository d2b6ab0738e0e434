/**
 * Analytics events, by the numeric ids dealers' tag managers expect. Pushes to the tag manager's
 * `window.dataLayer`; tracking must never break the page, so every failure is only a warning
 * ("Analytics tracking failed for ...").
 */
export const ANALYTICS_EVENTS = {
  usedVehicleView: 4,
  print: 61,
  phoneClick: 25,
  financeCalculatorUse: 26,
  watchlistSave: 39,
  financeModalForm: 9,
  defaultForm: 22,
} as const

export type AnalyticsData = Record<string, string | number | boolean | null | undefined>

type DataLayerWindow = { dataLayer?: unknown[] }

export function track(eventId: number, data: AnalyticsData = {}): void {
  try {
    if (typeof window === 'undefined') return
    const w = window as unknown as DataLayerWindow
    w.dataLayer = w.dataLayer ?? []
    w.dataLayer.push({ event: 'site_event', event_id: eventId, ...data })
  } catch (error) {
    console.warn(`Analytics tracking failed for event ${eventId}`, error)
  }
}
