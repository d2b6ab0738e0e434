import { describe, expect, test } from 'vitest'
import { expiringSoon, feedHealth, leadCounts, siteUrl } from './dashboard'

const now = new Date('2026-11-24T01:00:00Z') // 12:00 on 24 Nov in Sydney (AEDT)

describe('staff dashboard', () => {
  test('offers and tiles expiring within 14 days, soonest first; expired and later ones left out', () => {
    const items = [
      { id: 'later', expiresAt: '2026-12-09T00:00:00Z' },
      { id: 'soon', expiresAt: '2026-11-25T00:00:00Z' },
      { id: 'gone', expiresAt: '2026-11-23T00:00:00Z' },
      { id: 'none', expiresAt: null },
      { id: 'day14', expiresAt: '2026-12-08T00:00:00Z' },
    ]
    expect(expiringSoon(items, now).map((i) => i.id)).toEqual(['soon', 'day14'])
  })

  test('leads today are counted by the Sydney date; unanswered means still new after 24 hours; spam never counts', () => {
    const leads = [
      { createdAt: '2026-11-23T13:30:00Z', status: 'new' }, // 00:30 on the 24th in Sydney: today, not yet 24 h old
      { createdAt: '2026-11-23T12:30:00Z', status: 'new' }, // 23:30 on the 23rd: yesterday
      { createdAt: '2026-11-22T10:00:00Z', status: 'new' }, // two days old, unanswered
      { createdAt: '2026-11-22T10:00:00Z', status: 'contacted' },
      { createdAt: '2026-11-20T10:00:00Z', status: 'new', spam: true },
    ]
    expect(leadCounts(leads, now)).toEqual({ today: 1, unanswered: 1 })
  })

  test.each([
    ['harbour-city-motors.localhost', 'http://localhost:3000', 'http://harbour-city-motors.localhost:3000'],
    ['www.harbourcitymotors.com.au', 'https://admin.dealer-platform.com.au', 'https://www.harbourcitymotors.com.au'],
    [null, 'http://localhost:3000', null],
  ])('site %s from the admin at %s is %s', (domain, admin, url) => {
    expect(siteUrl(domain, admin)).toBe(url)
  })

  test('feed health: none, ok, rejected, stale after 48 hours', () => {
    expect(feedHealth(null, now)).toEqual({ kind: 'none' })
    const run = (hoursAgo: number, ok = true) => ({ startedAt: new Date(now.getTime() - hoursAgo * 3600_000), ok, rejected: ok ? 2 : 0 })
    expect(feedHealth(run(3), now).kind).toBe('ok')
    expect(feedHealth(run(3, false), now).kind).toBe('rejected')
    expect(feedHealth(run(49), now)).toMatchObject({ kind: 'stale', rejectedRows: 2 })
    // A held run is shown as waiting for staff, even once it is old.
    expect(feedHealth({ ...run(3), state: 'held' }, now).kind).toBe('held')
    expect(feedHealth({ ...run(60), state: 'held' }, now).kind).toBe('held')
    expect(feedHealth({ ...run(3), state: 'superseded' }, now).kind).toBe('ok')
  })
})
