import { describe, expect, test } from 'vitest'
import { bookingLabel, bookingLocation, bookingOffer, bookingSlots, isBookingSlot, slotTimes } from './booking-slots'
import type { DayHours, SpecialHours } from './hours'
import type { DealerLocation } from './location'

const open = (weekday: DayHours['weekday'], o: string, c: string): DayHours => ({ weekday, status: 'open', open: o, close: c })
const WEEK: DayHours[] = [1, 2, 3, 4, 5]
  .map((d) => open(d as DayHours['weekday'], '08:30', '17:30'))
  .concat([open(6, '09:00', '16:00'), { weekday: 0, status: 'closed' }])
// Wednesday 25 November 2026, 4:00pm in Sydney (AEDT, UTC+11).
const WED_4PM_SYDNEY = new Date('2026-11-25T05:00:00Z')

describe('booking slots from opening hours', () => {
  const slots = bookingSlots(WED_4PM_SYDNEY, 'Australia/Sydney', WEEK)

  test('today offers only times at least an hour away and half an hour before closing', () => {
    expect(slots[0]).toEqual({ date: '2026-11-25', label: 'Today, Wed 25 Nov', first: '17:00', last: '17:00' })
    expect(slotTimes(slots[0])).toEqual(['17:00'])
  })
  test('a full weekday runs every half hour from opening to half an hour before closing', () => {
    expect(slots[1].label).toBe('Tomorrow, Thu 26 Nov')
    expect(slotTimes(slots[1]).join(' ')).toBe(
      '08:30 09:00 09:30 10:00 10:30 11:00 11:30 12:00 12:30 13:00 13:30 14:00 14:30 15:00 15:30 16:00 16:30 17:00',
    )
  })
  test('Saturday keeps its shorter hours and a closed Sunday offers nothing', () => {
    const saturday = slots.find((d) => d.date === '2026-11-28')!
    expect(saturday.label).toBe('Sat 28 Nov')
    expect([saturday.first, saturday.last]).toEqual(['09:00', '15:30'])
    expect(slots.some((d) => d.date === '2026-11-29')).toBe(false)
  })
  test('three weeks ahead, today included', () => {
    expect(slots.at(-1)!.date).toBe('2026-12-15')
    expect(slots.every((d) => d.date >= '2026-11-25' && d.date <= '2026-12-15')).toBe(true)
  })
  test('special hours replace the week: a closed holiday is left out, short hours are kept', () => {
    const special: SpecialHours[] = [
      { date: '2026-12-01', status: 'closed', label: 'Staff training' },
      { date: '2026-12-05', status: 'open', open: '10:00', close: '12:00' },
      { date: '2026-12-02', status: 'closed', department: 'service' },
    ]
    const withSpecial = bookingSlots(WED_4PM_SYDNEY, 'Australia/Sydney', WEEK, special, 'sales')
    expect(withSpecial.some((d) => d.date === '2026-12-01')).toBe(false)
    expect(slotTimes(withSpecial.find((d) => d.date === '2026-12-05')!)).toEqual(['10:00', '10:30', '11:00', '11:30'])
    // The service department's closure does not close sales.
    expect(withSpecial.some((d) => d.date === '2026-12-02')).toBe(true)
  })
  test('the notice period rounds up to the next half hour; a day with no time left is left out', () => {
    const at410 = bookingSlots(new Date('2026-11-25T05:10:00Z'), 'Australia/Sydney', WEEK)
    expect(at410[0].date).toBe('2026-11-26')
    const at1015 = bookingSlots(new Date('2025-11-24T23:15:00Z'), 'Australia/Sydney', WEEK) // Tue 10:15am
    expect(at1015[0].first).toBe('11:30')
  })
  test("times are the location's own: Adelaide is half an hour behind Sydney, Perth three hours", () => {
    expect(slotTimes(bookingSlots(WED_4PM_SYDNEY, 'Australia/Adelaide', WEEK)[0])).toEqual(['16:30', '17:00'])
    const perth = bookingSlots(WED_4PM_SYDNEY, 'Australia/Perth', WEEK)[0] // 1:00pm in Perth
    expect([perth.first, perth.last]).toEqual(['14:00', '17:00'])
  })
  test('a booking must be one of the offered times', () => {
    expect(isBookingSlot('2026-11-26T08:30', slots)).toBe(true)
    expect(isBookingSlot('2026-11-26T08:30:00', slots)).toBe(true)
    expect(isBookingSlot('2026-11-26T08:15', slots)).toBe(false) // not on the half hour
    expect(isBookingSlot('2026-11-26T17:30', slots)).toBe(false) // closing time
    expect(isBookingSlot('2026-11-29T10:00', slots)).toBe(false) // closed Sunday
    expect(isBookingSlot('2026-11-25T16:30', slots)).toBe(false) // too soon
    expect(isBookingSlot('tomorrow', slots)).toBe(false)
  })
})

const location = (over: Partial<DealerLocation>): DealerLocation => ({
  id: 1,
  slug: 'main',
  name: 'Main',
  stockName: 'Main Yard',
  primary: false,
  visible: true,
  departments: ['sales', 'service'],
  makes: [],
  subtypes: [],
  phone: null,
  email: null,
  dealerLicence: null,
  repairerLicence: null,
  image: null,
  address: { street: '1 Main St', city: 'Sydney', state: 'NSW', postcode: '2000', lat: null, lng: null, placeUrl: null },
  timeZone: 'Australia/Sydney',
  closedDays: 'closed',
  hours: { sales: WEEK, service: WEEK.filter((d) => d.weekday !== 6) },
  specialHours: [],
  hiddenReviewers: [],
  ...over,
})

describe('which location takes the booking', () => {
  const primary = location({ id: 1, name: 'City', stockName: 'City Yard', primary: true })
  const west = location({ id: 2, name: 'West', stockName: 'West Yard', timeZone: 'Australia/Perth' })
  const salesOnly = location({ id: 3, name: 'Outlet', stockName: 'Outlet', departments: ['sales'], hours: { sales: WEEK } })
  const hidden = location({ id: 4, name: 'Hidden', stockName: 'Hidden Yard', visible: false })

  test("a test drive goes to the car's own yard, else the primary sales location", () => {
    expect(bookingLocation([primary, west], 'test-drive', 'West Yard')?.id).toBe(2)
    expect(bookingLocation([primary, west], 'test-drive', 'Somewhere Else')?.id).toBe(1)
    expect(bookingLocation([primary, west], 'test-drive', null)?.id).toBe(1)
    expect(bookingLocation([primary, hidden], 'test-drive', 'Hidden Yard')?.id).toBe(1)
  })
  test('a service goes to a location with a service department and service hours', () => {
    expect(bookingLocation([salesOnly, west], 'service')?.id).toBe(2)
    expect(bookingLocation([salesOnly], 'service')).toBeUndefined()
  })
  test("the slots follow that location's department hours and zone; no location means no slot list", () => {
    const service = bookingOffer([primary], 'service', null, WED_4PM_SYDNEY)!
    expect(service.place).toBe('City')
    expect(service.slots.some((d) => d.date === '2026-11-28')).toBe(false) // service is closed on Saturday
    expect(bookingOffer([west], 'test-drive', 'West Yard', WED_4PM_SYDNEY)!.slots[0].first).toBe('14:00')
    expect(bookingOffer([], 'test-drive', null, WED_4PM_SYDNEY)).toBeNull()
  })
})

describe('bookingLabel', () => {
  test.each([
    ['2026-11-26T09:30', 'Thu 26 Nov 2026, 9:30am'],
    ['2026-12-06T14:00', 'Sun 6 Dec 2026, 2:00pm'],
    ['2027-01-01T00:00:00', 'Fri 1 Jan 2027, 12:00am'],
    ['incomplete', 'incomplete'],
    ['2026-13-01T09:00', '2026-13-01T09:00'],
  ])('%s reads as %s', (local, label) => {
    expect(bookingLabel(local)).toBe(label)
  })
})
