import { afterEach, describe, expect, test, vi } from 'vitest'
import { ANALYTICS_EVENTS, track } from './analytics'

const g = globalThis as { window?: unknown }

afterEach(() => {
  delete g.window
  vi.restoreAllMocks()
})

describe('track (numbered events; a tracking failure is only a warning)', () => {
  test('finance calculator use is event 26, pushed to the data layer', () => {
    g.window = {}
    track(ANALYTICS_EVENTS.financeCalculatorUse, { variant: 'tab' })
    expect((g.window as { dataLayer: unknown[] }).dataLayer).toEqual([{ event: 'site_event', event_id: 26, variant: 'tab' }])
  })

  test('an existing data layer is appended to', () => {
    g.window = { dataLayer: [{ gtm: 'start' }] }
    track(25)
    expect((g.window as { dataLayer: unknown[] }).dataLayer).toHaveLength(2)
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
