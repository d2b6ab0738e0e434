import { expect, test } from 'vitest'
import { statusTimes } from './workflow'

const NOW = new Date('2026-12-07T01:00:00.000Z')
const AT = NOW.toISOString()
const EARLIER = '2026-12-01T00:00:00.000Z'

test.each([
  ['still new: nothing stamped', {}, 'new', { firstContactedAt: null, closedAt: null }],
  ['first call: contacted now', {}, 'contacted', { firstContactedAt: AT, closedAt: null }],
  ['won straight from new: contacted and closed now', {}, 'won', { firstContactedAt: AT, closedAt: AT }],
  ['lost after a call: the first contact stays', { firstContactedAt: EARLIER }, 'lost', { firstContactedAt: EARLIER, closedAt: AT }],
  [
    'won then lost: closed at the first',
    { firstContactedAt: EARLIER, closedAt: EARLIER },
    'lost',
    { firstContactedAt: EARLIER, closedAt: EARLIER },
  ],
  [
    'reopened: no longer closed, first contact kept',
    { firstContactedAt: EARLIER, closedAt: EARLIER },
    'contacted',
    { firstContactedAt: EARLIER, closedAt: null },
  ],
  ['set back to new: first contact kept', { firstContactedAt: EARLIER }, 'new', { firstContactedAt: EARLIER, closedAt: null }],
  ['no status (an old row): treated as new', {}, null, { firstContactedAt: null, closedAt: null }],
] as const)('statusTimes: %s', (_name, previous, status, expected) => {
  expect(statusTimes(previous, status, NOW)).toEqual(expected)
})
