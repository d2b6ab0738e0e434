import { describe, expect, test } from 'vitest'
import { duplicateSpecialHours } from './hours'

describe('duplicateSpecialHours', () => {
  test.each<[string, { date: string | null; department?: 'sales' | 'service' | 'parts' | null }[], string | null]>([
    ['one row per date', [{ date: '2026-12-25' }, { date: '2026-12-26' }], null],
    [
      'one date, two departments',
      [
        { date: '2026-12-25', department: 'sales' },
        { date: '2026-12-25', department: 'service' },
      ],
      null,
    ],
    [
      'the same date twice for everyone',
      [{ date: '2026-12-25' }, { date: '2026-12-26' }, { date: '2026-12-25' }],
      '25 Dec 2026 has holiday hours twice (rows 1 and 3). Keep one row for each date and department.',
    ],
    [
      'the same department twice',
      [
        { date: '2027-01-26', department: 'service' },
        { date: '2027-01-26', department: 'service' },
      ],
      '26 Jan 2027 has holiday hours twice for Service (rows 1 and 2). Keep one row for each date and department.',
    ],
    [
      'an every-department row and a department row',
      [
        { date: '2027-01-26', department: null },
        { date: '2027-01-26', department: 'parts' },
      ],
      '26 Jan 2027 has holiday hours twice for Parts (rows 1 and 2). Keep one row for each date and department.',
    ],
    ['rows without a date are left to their own check', [{ date: null }, { date: null }], null],
  ])('%s', (_name, rows, expected) => {
    expect(duplicateSpecialHours(rows)).toBe(expected)
  })
})
