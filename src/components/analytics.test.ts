import { afterEach, describe, expect, test, vi } from 'vitest'
import { ANALYTICS_EVENTS, track } from './analytics'

const g = globalThis as { window?: unknown }
type Layers = { dataLayer: Record<string, unknown>[]; asc_datalayer?: { events: Record<string, unknown>[] } }
const layers = () => g.window as Layers

afterEach(() => {
  delete g.window
  vi.restoreAllMocks()
})

describe('track (numbered events; a tracking failure is only a warning)', () => {
  test('finance calculator use is event 26, pushed to the data layer', () => {
    g.window = { location: { pathname: '/cars/x' } }
    track(ANALYTICS_EVENTS.financeCalculatorUse, { calculator: 'tab' })
    expect(layers().dataLayer[0]).toEqual({ event: 'site_event', event_id: 26, calculator: 'tab' })
  })

  test('an existing data layer is appended to', () => {
    g.window = { dataLayer: [{ gtm: 'start' }], location: { pathname: '/' } }
    track(25)
    expect(layers().dataLayer[0]).toEqual({ gtm: 'start' })
    expect(layers().dataLayer[1]).toMatchObject({ event: 'site_event', event_id: 25 })
  })

  test('a broken data layer logs "Analytics tracking failed for ..." and does not throw', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    g.window = {
      dataLayer: {
        push: () => {
          throw new Error('blocked')
        },
      },
    }
    expect(() => track(26)).not.toThrow()
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^Analytics tracking failed for /), expect.any(Error))
  })

  test('on the server it does nothing', () => {
    expect(() => track(26)).not.toThrow()
  })
})

describe('every event also in the ASC shape', () => {
  test('after our own event, its ASC events go to the data layer and to asc_datalayer.events', () => {
    g.window = { location: { pathname: '/cars/toyota-corolla-1' } }
    track(ANALYTICS_EVENTS.phoneClick, { car_id: '1', phone_number: '0295550140' })
    const { dataLayer, asc_datalayer } = layers()
    expect(dataLayer.map((e) => e.event)).toEqual(['site_event', 'asc_click_to_call'])
    expect(dataLayer[1]).toMatchObject({ page_type: 'item', comm_phone_number: '0295550140', item_id: '1' })
    expect(asc_datalayer?.events).toEqual([dataLayer[1]])
  })

  test('a lead pushes the general form submission and its department’s, in that order', () => {
    g.window = { location: { pathname: '/cars/x' }, asc_datalayer: { events: [{ event: 'asc_pageview' }] } }
    track(17, { form: 'test-drive', lead_id: 'L-1' })
    expect(layers().dataLayer.map((e) => e.event)).toEqual(['site_event', 'asc_form_submission', 'asc_form_submission_sales_appt'])
    expect(layers().asc_datalayer?.events.map((e) => e.event)).toEqual([
      'asc_pageview',
      'asc_form_submission',
      'asc_form_submission_sales_appt',
    ])
  })

  test('an event without an ASC counterpart pushes only our own', () => {
    g.window = { location: { pathname: '/' } }
    track(999, {})
    expect(layers().dataLayer).toEqual([{ event: 'site_event', event_id: 999 }])
    expect(layers().asc_datalayer).toBeUndefined()
  })
})
