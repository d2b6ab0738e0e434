import { describe, expect, test } from 'vitest'
import { type RowLabelKind, arrayRowLabel } from './row-labels'

describe('arrayRowLabel', () => {
  test.each<[RowLabelKind, Record<string, unknown> | null, string]>([
    ['menu-item', { label: 'Offers', kind: 'link' }, 'Offers'],
    ['menu-item', { label: 'Vehicles', kind: 'dropdown', children: [{}, {}, {}, {}] }, 'Vehicles: dropdown, 4 links'],
    ['menu-item', { label: 'Brands', kind: 'mega', children: [{}] }, 'Brands: mega menu, 1 link'],
    ['menu-item', { label: '  ' }, 'New menu item'],
    ['menu-item', null, 'New menu item'],
    ['menu-link', { label: 'Used cars' }, 'Used cars'],
    ['menu-link', {}, 'New link'],
    ['brand', { name: 'Toyota' }, 'Toyota'],
    ['footer-column', { heading: 'Company', links: [{}, {}] }, 'Company: 2 links'],
    ['footer-column', {}, 'New footer column'],
    ['department-hours', { department: 'service' }, 'Service hours'],
    ['department-hours', {}, 'New department'],
    ['weekday-hours', { weekday: '1', status: 'open', open: '08:30', close: '17:30' }, 'Monday: 08:30 to 17:30'],
    ['weekday-hours', { weekday: '0', status: 'closed' }, 'Sunday: closed'],
    ['weekday-hours', { weekday: '6', status: 'open', open: '' }, 'Saturday: times not set'],
    ['weekday-hours', {}, 'New day'],
    ['holiday', { date: '2026-12-25T02:00:00.000Z', label: 'Christmas Day', status: 'closed' }, '25 Dec 2026: Christmas Day, closed'],
    [
      'holiday',
      { date: '2026-12-24T02:00:00.000Z', label: 'Christmas Eve', department: 'service', status: 'open', open: '08:00', close: '12:00' },
      '24 Dec 2026: Christmas Eve, Service only, 08:00 to 12:00',
    ],
    ['holiday', { date: '2027-01-26T02:00:00.000Z', status: 'closed' }, '26 Jan 2027: closed'],
    ['holiday', { label: 'Christmas Day' }, 'New holiday'],
  ])('%s %j', (kind, row, label) => {
    expect(arrayRowLabel(kind, row)).toBe(label)
  })
})
