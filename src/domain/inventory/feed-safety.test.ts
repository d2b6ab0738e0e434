import { describe, expect, test } from 'vitest'
import { DEFAULT_FEED_SAFETY, feedHoldReason } from './feed-safety'

describe('feedHoldReason (a truncated or mostly invalid file sells nothing)', () => {
  test.each([
    // [available, wouldSell, rows, rejected, held?]
    [3750, 3749, 1, 0, true], // the probe's 1-row file
    [100, 21, 79, 0, true], // just over 20 % sold
    [100, 20, 80, 0, false], // exactly 20 % is allowed
    [100, 5, 100, 30, true], // 30 % of rows rejected and cars would sell
    [100, 5, 100, 20, false], // exactly 20 % rejected
    [100, 0, 100, 90, false], // nothing would be sold: nothing to hold
    [10, 3, 7, 0, false], // a small yard selling 3 of 10 (never held at 3 or fewer)
    [10, 4, 6, 0, true],
    [0, 0, 5, 0, false], // a first import: no stock yet
  ])('%i available, %i to sell, %i rows, %i rejected: held %s', (available, wouldSell, rows, rejected, held) => {
    expect(feedHoldReason({ available, wouldSell, rows, rejected }) !== null).toBe(held)
  })

  test('the reason names the figures staff need', () => {
    expect(feedHoldReason({ available: 3750, wouldSell: 3749, rows: 10, rejected: 9 })).toBe(
      'Sales held: it would mark 3,749 of 3,750 available cars sold (more than 20%), and 9 of its 10 rows were rejected (more than 20%). ' +
        'No car was marked sold. Check the file, then confirm the sales or send a corrected file.',
    )
  })

  test('the dealership’s own thresholds apply; 100 % turns a check off', () => {
    const run = { available: 100, wouldSell: 40, rows: 100, rejected: 50 }
    expect(feedHoldReason(run, { holdSoldPercent: 50, holdRejectedPercent: 60 })).toBeNull()
    expect(feedHoldReason(run, { holdSoldPercent: 100, holdRejectedPercent: 100 })).toBeNull()
    expect(feedHoldReason(run, { holdSoldPercent: 39, holdRejectedPercent: 100 })).toMatch(/40 of 100 available cars/)
    expect(feedHoldReason(run, DEFAULT_FEED_SAFETY)).toMatch(/50 of its 100 rows were rejected/)
  })
})
