import { describe, expect, test } from 'vitest'
import { type DayHours, type SpecialHours, dayHoursProblem, formatTime, specialDateLabel, upcomingSpecialHours, weeklyTable } from './hours'
import { localMoment, openStatus, openStatusText } from './open-now'
import { type Star, filterReviews, reviewSummary, starRow } from './reviews'
import { type LocationLike, locationGridColumns, primaryLocation, selectLocations } from './select'

const open = (weekday: DayHours['weekday'], o: string, c: string): DayHours => ({ weekday, status: 'open', open: o, close: c })
const closed = (weekday: DayHours['weekday']): DayHours => ({ weekday, status: 'closed' })
const WEEK: DayHours[] = [1, 2, 3, 4, 5]
  .map((d) => open(d as DayHours['weekday'], '08:30', '17:30'))
  .concat([open(6, '09:00', '12:00'), closed(0)])

describe('weekly table (opening hours list)', () => {
  test('five matching weekdays collapse to Mon - Fri; Saturday and Sunday stand alone', () => {
    expect(weeklyTable(WEEK)).toEqual([
      { label: 'Mon - Fri', hours: '8:30am - 5:30pm' },
      { label: 'Saturday', hours: '9:00am - 12:00pm' },
      { label: 'Sunday', hours: null },
    ])
  })
  test('one different weekday lists all five', () => {
    const week = WEEK.map((d) => (d.weekday === 4 ? open(4, '08:30', '21:00') : d))
    const rows = weeklyTable(week)
    expect(rows.map((r) => r.label)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])
    expect(rows[3].hours).toBe('8:30am - 9:00pm')
  })
  test('a weekday without a row, or with broken times, is closed', () => {
    const rows = weeklyTable([open(1, '08:30', '07:00'), open(6, '9:00', '12:00')])
    expect(rows).toEqual([
      { label: 'Mon - Fri', hours: null },
      { label: 'Saturday', hours: null },
      { label: 'Sunday', hours: null },
    ])
  })
  test.each([
    ['08:30', '8:30am'],
    ['00:05', '12:05am'],
    ['12:00', '12:00pm'],
    ['17:30', '5:30pm'],
    ['23:59', '11:59pm'],
  ])('formatTime(%s) = %s', (time, text) => expect(formatTime(time)).toBe(text))
  test.each([
    [{ status: 'open' as const, open: '08:30', close: '17:30' }, null],
    [{ status: 'closed' as const }, null],
    [{ status: 'open' as const, open: '8.30', close: '17:30' }, 'Enter opening and closing times as HH:MM, e.g. 08:30 and 17:30.'],
    [{ status: 'open' as const, open: '17:30', close: '17:30' }, 'The closing time must be after the opening time.'],
  ])('admin check %j', (day, problem) => expect(dayHoursProblem(day)).toBe(problem))
})

const XMAS: SpecialHours[] = [
  { date: '2026-12-25', status: 'closed', label: 'Christmas Day' },
  { date: '2026-12-24', status: 'open', open: '08:30', close: '13:00', department: 'sales' },
  { date: '2026-12-24', status: 'closed', department: 'service' },
  { date: '2025-12-25', status: 'closed' },
]

describe('holiday hours', () => {
  test('upcoming rows for a department, in date order, past ones dropped', () => {
    expect(upcomingSpecialHours(XMAS, 'sales', '2026-11-23').map((s) => s.date)).toEqual(['2026-12-24', '2026-12-25'])
    expect(upcomingSpecialHours(XMAS, 'service', '2026-12-25').map((s) => [s.date, s.status])).toEqual([['2026-12-25', 'closed']])
  })
  test('date labels read Today or a short date', () => {
    expect(specialDateLabel('2026-12-25', '2026-12-25')).toBe('Today')
    expect(specialDateLabel('2026-12-25', '2026-11-23')).toBe('Fri 25 Dec 2026')
  })
})

describe('open now in each time zone', () => {
  test.each([
    // 2026-11-24 is a Tuesday; Sydney and Adelaide are on daylight time, Brisbane, Darwin and Perth never are.
    ['Sydney before opening', '2026-11-23T21:00:00Z', 'Australia/Sydney', 'Closed · opens 8:30am'],
    ['Brisbane (UTC+10 all year) open', '2026-11-23T22:45:00Z', 'Australia/Brisbane', 'Open now · closes 5:30pm'],
    ['same instant, an hour later in Sydney', '2026-11-23T22:45:00Z', 'Australia/Sydney', 'Open now · closes 5:30pm'],
    ['Adelaide at 8:29 (UTC+10:30)', '2026-11-23T21:59:00Z', 'Australia/Adelaide', 'Closed · opens 8:30am'],
    ['Adelaide at 8:30 opens', '2026-11-23T22:00:00Z', 'Australia/Adelaide', 'Open now · closes 5:30pm'],
    ['Darwin at 7:30 (UTC+9:30)', '2026-11-23T22:00:00Z', 'Australia/Darwin', 'Closed · opens 8:30am'],
    ['Perth after closing', '2026-11-24T09:31:00Z', 'Australia/Perth', 'Closed · opens 8:30am tomorrow'],
    ['Perth at 5:29pm', '2026-11-24T09:29:00Z', 'Australia/Perth', 'Open now · closes 5:30pm'],
    ['Saturday afternoon opens Monday', '2026-11-28T03:00:00Z', 'Australia/Sydney', 'Closed · opens 8:30am Mon'],
  ])('%s', (_, instant, zone, text) => expect(openStatusText(openStatus(new Date(instant), zone, WEEK))).toBe(text))

  test('the end of daylight time moves the local hour (Sydney, 5 April 2026)', () => {
    const sunday = [...WEEK.filter((d) => d.weekday !== 0), open(0, '09:00', '12:00')]
    // 22:30Z is 9:30am on Saturday (UTC+11) but 8:30am on Sunday, after clocks went back (UTC+10).
    expect(openStatusText(openStatus(new Date('2026-04-03T22:30:00Z'), 'Australia/Sydney', sunday))).toBe('Open now · closes 12:00pm')
    expect(openStatusText(openStatus(new Date('2026-04-04T22:30:00Z'), 'Australia/Sydney', sunday))).toBe('Closed · opens 9:00am')
    // Daylight time starts on 4 October: midnight UTC is 10am the day before and 11am the day after.
    expect(localMoment(new Date('2026-10-03T00:00:00Z'), 'Australia/Sydney')).toEqual({ date: '2026-10-03', weekday: 6, minutes: 600 })
    expect(localMoment(new Date('2026-10-05T00:00:00Z'), 'Australia/Sydney')).toEqual({ date: '2026-10-05', weekday: 1, minutes: 660 })
    expect(localMoment(new Date('2026-10-05T00:00:00Z'), 'Australia/Brisbane').minutes).toBe(600)
  })

  test('holiday hours override the week, per department', () => {
    const eve = new Date('2026-12-24T03:00:00Z') // 2pm Christmas Eve in Sydney
    expect(openStatusText(openStatus(eve, 'Australia/Sydney', WEEK, XMAS, 'sales'))).toBe('Closed · opens 9:00am Sat')
    expect(openStatusText(openStatus(new Date('2026-12-23T23:00:00Z'), 'Australia/Sydney', WEEK, XMAS, 'sales'))).toBe(
      'Open now · closes 1:00pm',
    )
    expect(openStatusText(openStatus(new Date('2026-12-23T23:00:00Z'), 'Australia/Sydney', WEEK, XMAS, 'service'))).toBe(
      'Closed · opens 9:00am Sat',
    )
  })

  test('a location with no open day in the next week reads Closed', () => {
    expect(openStatusText(openStatus(new Date('2026-11-23T00:00:00Z'), 'Australia/Perth', [closed(1)]))).toBe('Closed')
  })
})

describe('reviews', () => {
  const r = (id: number, rating: number, text = 'Great service', customerName = `Customer ${id}`) => ({ id, rating, text, customerName })
  test('drops listed ids, "Translated" texts, hidden names and ratings under 4, then cuts to the limit', () => {
    const reviews = [r(1, 5), r(2, 3), r(3, 5, 'Great (Translated by Google)'), r(4, 4, 'ok', 'Jo Bloggs'), r(5, 4), r(6, 5), r(7, 5)]
    expect(filterReviews(reviews, { excludedIds: [6], hiddenNames: ['jo bloggs '], limit: 2 }).map((x) => x.id)).toEqual([1, 5])
    expect(filterReviews(Array.from({ length: 15 }, (_, i) => r(i, 5)))).toHaveLength(10)
  })
  test('summary averages every review to one decimal and groups the count', () => {
    expect(reviewSummary([5, 4, 5, 4, 5])).toEqual({ average: '4.6', count: 5, countText: '5' })
    expect(reviewSummary(Array.from({ length: 1204 }, () => 5))?.countText).toBe('1,204')
    expect(reviewSummary([])).toBeNull()
  })
  // F full, E empty, a number the partial star's fill.
  const row = (...stars: (string | number)[]): Star[] =>
    stars.map((s): Star => (s === 'F' ? { kind: 'full' } : s === 'E' ? { kind: 'empty' } : { kind: 'partial', fill: Number(s) }))
  test.each<[number, Star[]]>([
    [5, row('F', 'F', 'F', 'F', 1)],
    [4.6, row('F', 'F', 'F', 'F', 0.6)],
    [4.3, row('F', 'F', 'F', 'F', 0.3)],
    [4, row('F', 'F', 'F', 'F', 0)],
    [3.5, row('F', 'F', 'F', 0.5, 'E')],
    [3.999, row('F', 'F', 'F', 'F', 0)],
    [1, row('F', 0, 'E', 'E', 'E')],
    [0.25, row(0.25, 'E', 'E', 'E', 'E')],
    [0, row(0, 'E', 'E', 'E', 'E')],
    [7, row('F', 'F', 'F', 'F', 1)],
    [-2, row(0, 'E', 'E', 'E', 'E')],
    [Number.NaN, row(0, 'E', 'E', 'E', 'E')],
  ])('stars for %s: at most 4 full, one partial, five in all', (rating, stars) => {
    expect(starRow(rating)).toEqual(stars)
    expect(starRow(rating).filter((s) => s.kind === 'partial')).toHaveLength(1)
  })
})

describe('location selection (Location block, grid)', () => {
  const loc = (id: number, name: string, extra: Partial<LocationLike> = {}): LocationLike => ({
    id,
    name,
    primary: false,
    visible: true,
    departments: ['sales'],
    makes: [],
    subtypes: [],
    ...extra,
  })
  const all = [
    loc(1, 'Zetland', { primary: true, makes: ['Toyota'] }),
    loc(2, 'Alexandria Service', { departments: ['service', 'parts'] }),
    loc(3, 'Botany', { visible: false }),
    loc(4, 'Mascot Parts', { departments: ['parts'], subtypes: ['buying'] }),
  ]
  test.each([
    ['all', { scope: 'all' as const }, [2, 4, 1]],
    ['primary', { scope: 'primary' as const }, [1]],
    ['service', { scope: 'service' as const }, [2]],
    ['service-and-parts', { scope: 'service-and-parts' as const }, [2, 4]],
    ['one id', { scope: { id: '4' } }, [4]],
    ['hidden by id stays hidden', { scope: { id: 3 } }, []],
    ['make', { scope: 'all' as const, make: 'toyota' }, [1]],
    ['subtype', { scope: 'all' as const, subtype: 'buying' }, [4]],
    ['include and exclude', { scope: 'all' as const, include: [1, 2, 4], exclude: ['2'] }, [4, 1]],
  ])('%s', (_, filter, ids) => expect(selectLocations(all, filter).map((l) => l.id)).toEqual(ids))
  test('custom order comes before the alphabet', () => {
    expect(selectLocations([...all, loc(5, 'Yagoona', { customOrder: 1 })], { scope: 'all' }).map((l) => l.id)).toEqual([5, 2, 4, 1])
  })
  test('the primary location leads; without one the first visible', () => {
    expect(primaryLocation(all)?.id).toBe(1)
    expect(primaryLocation(all.slice(1))?.id).toBe(2)
  })
  test.each([
    [1, 1],
    [3, 3],
    [4, 4],
    [6, 3],
    [7, 4],
  ])('%i locations use %i columns', (count, cols) => expect(locationGridColumns(count)).toBe(cols))
})
