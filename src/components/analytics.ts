/**
 * Analytics events, by the numeric ids dealers' tag managers expect. Each event is pushed to the
 * tag manager's `window.dataLayer` as `site_event`, and again in the Automotive Standards
 * Council's shape (src/domain/analytics/asc.ts), to `window.dataLayer` and the ASC's own
 * `window.asc_datalayer.events`, so tags written for ASC events work unchanged. Tracking must
 * never break the page, so every failure is only a warning ("Analytics tracking failed for ...").
 */
import { ascEventsFor } from '@/src/domain/analytics/asc'
import type { AnalyticsData } from '@/src/domain/analytics/events'

export { ANALYTICS_EVENTS, type AnalyticsData } from '@/src/domain/analytics/events'

type DataLayerWindow = { dataLayer?: unknown[]; asc_datalayer?: { events?: unknown[] } }

export function track(eventId: number, data: AnalyticsData = {}): void {
  try {
    if (typeof window === 'undefined') return
    const w = window as unknown as DataLayerWindow
    w.dataLayer = w.dataLayer ?? []
    w.dataLayer.push({ event: 'site_event', event_id: eventId, ...data })
    const asc = ascEventsFor(eventId, data, window.location?.pathname ?? '/')
    if (asc.length === 0) return
    w.asc_datalayer = w.asc_datalayer ?? {}
    w.asc_datalayer.events = w.asc_datalayer.events ?? []
    for (const event of asc) {
      w.dataLayer.push(event)
      w.asc_datalayer.events.push(event)
    }
  } catch (error) {
    console.warn(`Analytics tracking failed for event ${eventId}`, error)
  }
}
