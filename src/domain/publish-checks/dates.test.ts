import { describe, expect, test } from 'vitest'
import { expiredPromoProblems, pastDateProblems, pastDeadlines } from './dates'

describe('pastDeadlines: deadlines in copy that have passed', () => {
  test.each([
    ['"until 31 January" in February', 'finance until 31 January.', '2026-02-10', ['2026-01-31']],
    ['"until 31 January" in the same January, before it', 'until 31 January', '2026-01-20', []],
    ['on the day itself it has not passed', 'until 31 January', '2026-01-31', []],
    ['yearless date more than six months back means next year', 'until 31 January', '2026-11-25', []],
    ['yearless date later this year has not passed', 'ends 31 December', '2026-11-25', []],
    ['with a year, in the past', 'Offer ends 31 Jan 2026', '2026-11-25', ['2026-01-31']],
    ['"before 31 Jan 2026"', 'Buy before 31 Jan 2026.', '2026-02-01', ['2026-01-31']],
    ['numeric day-first date (Australian)', 'ends 31/01/2026', '2026-02-01', ['2026-01-31']],
    ['two-digit year', 'valid until 30.6.25', '2026-02-01', ['2025-06-30']],
    ['weekday and ordinal', 'Sale ends Saturday 3rd October', '2026-11-25', ['2026-10-03']],
    ['"the 31st of January" style', 'until the 31st of January', '2026-02-10', ['2026-01-31']],
    ['a date that is not a deadline', 'Established 1 March 1998', '2026-11-25', []],
    ['an impossible date is ignored', 'until 31 February 2025', '2026-11-25', []],
  ])('%s', (_, text, today, dates) => {
    expect(pastDeadlines(text, today).map((d) => d.date)).toEqual(dates)
  })

  test('each past deadline is a warning on its field', () => {
    const problems = pastDateProblems(
      [
        {
          path: 'announcement.message',
          where: 'Announcement bar → Message',
          group: 'announcement',
          text: 'until 31 January',
          disclaimer: false,
        },
      ],
      '2026-02-10',
    )
    expect(problems).toEqual([
      expect.objectContaining({
        rule: 'past-date',
        severity: 'warn',
        path: 'announcement.message',
        message: expect.stringMatching(/until 31 January/),
      }),
    ])
  })
})

describe('expiredPromoProblems: an offer or tile past its expiry warns (expired offers leave the site)', () => {
  const now = new Date('2026-11-25T03:00:00Z')
  test.each([
    [
      'expired yesterday (Sydney day)',
      '2026-11-24T00:00:00+11:00',
      ['Expired on 2026-11-24: it no longer shows on the site. Set a new expiry or remove it.'],
    ],
    ['expires later', '2026-12-01T00:00:00+11:00', []],
    ['no expiry', null, []],
  ])('%s', (_, expiresAt, messages) => {
    const problems = expiredPromoProblems({ expiresAt }, now, 'Australia/Sydney')
    expect(problems.map((p) => p.message)).toEqual(messages)
    for (const p of problems) expect(p).toMatchObject({ rule: 'expired-promo', severity: 'warn', path: 'expiresAt' })
  })
})
