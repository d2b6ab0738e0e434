import { describe, expect, test } from 'vitest'
import { type FeedDateOptions, readFeedDate } from './feed-dates'

const DMY: FeedDateOptions = { order: 'dmy', timeZone: 'Australia/Sydney' }
const MDY: FeedDateOptions = { order: 'mdy', timeZone: 'Australia/Sydney' }
const PERTH: FeedDateOptions = { order: 'dmy', timeZone: 'Australia/Perth' }

describe('readFeedDate (the formats Australian feeds send)', () => {
  test.each([
    // [value, options, expected ISO]
    ['05/03/2026', DMY, '2026-03-05T00:00:00.000Z'], // the probe's case: 5 March, not 3 May
    ['5/3/2026', DMY, '2026-03-05T00:00:00.000Z'],
    ['05-03-2026', DMY, '2026-03-05T00:00:00.000Z'],
    ['05.03.2026', DMY, '2026-03-05T00:00:00.000Z'],
    ['05/03/26', DMY, '2026-03-05T00:00:00.000Z'],
    ['31/12/99', DMY, '1999-12-31T00:00:00.000Z'],
    ['05/03/2026', MDY, '2026-05-03T00:00:00.000Z'], // ambiguous: the dealership's stated order
    ['25/03/2026', MDY, '2026-03-25T00:00:00.000Z'], // only one reading: day first whatever the setting
    ['03/25/2026', DMY, '2026-03-25T00:00:00.000Z'],
    ['2026-03-05', DMY, '2026-03-05T00:00:00.000Z'],
    ['2026/03/05', MDY, '2026-03-05T00:00:00.000Z'],
    ['5 Mar 2026', DMY, '2026-03-05T00:00:00.000Z'],
    ['5th March 2026', DMY, '2026-03-05T00:00:00.000Z'],
    ['05-Sept-2026', DMY, '2026-09-05T00:00:00.000Z'],
    ['March 5, 2026', DMY, '2026-03-05T00:00:00.000Z'],
    // Times without an offset are the dealership's local time (AEDT is +11 in March, AWST +8).
    ['05/03/2026 14:30', DMY, '2026-03-05T03:30:00.000Z'],
    ['05/03/2026 2:30 pm', DMY, '2026-03-05T03:30:00.000Z'],
    ['05/03/2026 12:05 a.m.', DMY, '2026-03-04T13:05:00.000Z'],
    ['2026-07-05T09:00:00', DMY, '2026-07-04T23:00:00.000Z'], // AEST +10 in July
    ['05/03/2026 14:30:15', PERTH, '2026-03-05T06:30:15.000Z'],
    // With an offset or Z the value says its own zone.
    ['2026-03-05T10:00:00Z', DMY, '2026-03-05T10:00:00.000Z'],
    ['2026-03-05T10:00:00+10:00', DMY, '2026-03-05T00:00:00.000Z'],
    ['2026-03-05 10:00+1000', DMY, '2026-03-05T00:00:00.000Z'],
    ['2026-03-05T10:00:00.250Z', DMY, '2026-03-05T10:00:00.250Z'],
    // Epoch seconds and milliseconds, as numbers or as CSV text (the code comment's promise).
    [1772668800, DMY, '2026-03-05T00:00:00.000Z'],
    ['1772668800', DMY, '2026-03-05T00:00:00.000Z'],
    ['1772668800000', DMY, '2026-03-05T00:00:00.000Z'],
    [' 05/03/2026 ', DMY, '2026-03-05T00:00:00.000Z'],
  ])('%s (%o) is %s', (value, options, expected) => {
    expect(readFeedDate(value, options)).toBe(expected)
  })

  test.each([
    ['31/02/2026'], // a day February does not have
    ['00/03/2026'],
    ['13/14/2026'], // neither can be a month
    ['05/03/2026 25:00'],
    ['05/03/2026 13:00 pm'],
    ['5 Foo 2026'],
    ['2026-13-01'],
    ['2026-02-30'],
    ['tomorrow'],
    ['POA'],
    ['12345'], // too short to be an epoch time, not a date
    [''],
    [-5],
    [Number.NaN],
    [true],
    [null],
    [{}],
  ])('%o is not a date', (value) => {
    expect(readFeedDate(value, DMY)).toBeNull()
  })
})
