import { describe, expect, test } from 'vitest'
import {
  LISTING_AGES,
  listedSince,
  listedSinceText,
  listingAgeMenuItems,
  listingAgeMenuValue,
  listingAgeOfKey,
  listingAgeOfMenuValue,
  listingAgeSince,
} from './listing-age'

const NOW = new Date('2026-03-10T12:00:00.900Z')
const NOW_SECONDS = Date.parse('2026-03-10T12:00:00Z') / 1000
const HOUR = 3600
const age = (key: string) => LISTING_AGES.find((a) => a.key === key)!

describe('listing date: "Listed" in the last 24 hours, 7 days or 30 days', () => {
  test('the periods the panel offers, in order', () => {
    expect(LISTING_AGES.map((a) => [a.key, a.label])).toEqual([
      ['24h', 'Last 24 hours'],
      ['7d', 'Last 7 days'],
      ['30d', 'Last 30 days'],
    ])
  })

  test.each([
    ['24h', NOW_SECONDS - 24 * HOUR],
    ['7d', NOW_SECONDS - 7 * 24 * HOUR],
    ['30d', NOW_SECONDS - 30 * 24 * HOUR],
  ])('%s starts its window that long before now, in whole epoch seconds', (key, since) => {
    expect(listedSince(age(key), NOW)).toBe(since)
  })

  test('counted from the start of the minute: every opening in one minute asks for the same window', () => {
    const late = new Date('2026-03-10T12:00:59.999Z')
    expect(listedSince(age('7d'), late)).toBe(listedSince(age('7d'), NOW))
    expect(listedSince(age('7d'), new Date('2026-03-10T12:01:00Z'))).toBe(listedSince(age('7d'), NOW) + 60)
  })

  test('the same period a day later is a window a day later', () => {
    const tomorrow = new Date(NOW.getTime() + 24 * HOUR * 1000)
    expect(listedSince(age('7d'), tomorrow) - listedSince(age('7d'), NOW)).toBe(24 * HOUR)
  })

  test.each<[unknown, string | undefined]>([
    ['7d', '7d'],
    [' 30D ', '30d'],
    ['24h', '24h'],
    ['7', undefined],
    ['1y', undefined],
    ['', undefined],
    [undefined, undefined],
    [['7d'], undefined],
  ])('the address value %j names the period %j', (raw, key) => {
    expect(listingAgeOfKey(raw)?.key).toBe(key)
  })

  test('a period goes to the numeric menu\'s "start:" form and comes back, read with the same now', () => {
    for (const a of LISTING_AGES) {
      const value = listingAgeMenuValue(a, NOW)
      expect(value).toBe(`${listedSince(a, NOW)}:`)
      expect(listingAgeOfMenuValue(value, NOW)).toBe(a)
      expect(listingAgeSince(listedSince(a, NOW), NOW)).toBe(a)
    }
  })

  test.each([
    ['a start that is no period from now', `${NOW_SECONDS - 5 * 24 * HOUR}:`],
    ['a window with an end', `${NOW_SECONDS - 24 * HOUR}:${NOW_SECONDS}`],
    ['nonsense', 'soon:'],
    ['nothing', undefined],
  ])('%s is no period', (_name, value) => {
    expect(listingAgeOfMenuValue(value, NOW)).toBeUndefined()
  })

  test("the menu items carry each period's label and window start", () => {
    expect(listingAgeMenuItems(NOW)).toEqual([
      { label: 'Last 24 hours', start: NOW_SECONDS - 24 * HOUR },
      { label: 'Last 7 days', start: NOW_SECONDS - 7 * 24 * HOUR },
      { label: 'Last 30 days', start: NOW_SECONDS - 30 * 24 * HOUR },
    ])
  })

  test.each([
    [NOW_SECONDS - 24 * HOUR, 'Listed in the last 24 hours'],
    [NOW_SECONDS - 7 * 24 * HOUR, 'Listed in the last 7 days'],
    [NOW_SECONDS - 30 * 24 * HOUR, 'Listed in the last 30 days'],
    // A bound set some other way still reads as a date, on the Sydney calendar.
    [Date.parse('2026-02-01T13:30:00Z') / 1000, 'Listed since 2 February 2026'],
  ])('a chosen bound %i reads "%s"', (since, text) => {
    expect(listedSinceText(since, NOW)).toBe(text)
  })
})
