// A dealer location as the site reads it from the CMS, for tests of what pages build from it.
import type { DayHours } from '@/src/domain/locations/hours'
import type { DealerLocation } from '@/src/domain/locations/location'

const open = (weekday: DayHours['weekday'], o: string, c: string): DayHours => ({ weekday, status: 'open', open: o, close: c })

/** Sales Mon-Fri 8:30-17:30 and Saturday 9-12, closed Sunday. */
export const SALES_WEEK: DayHours[] = [
  ...([1, 2, 3, 4, 5] as const).map((d) => open(d, '08:30', '17:30')),
  open(6, '09:00', '12:00'),
  { weekday: 0, status: 'closed' },
]

export const dealerLocation = (over: Partial<DealerLocation> = {}): DealerLocation => ({
  id: 1,
  slug: 'parramatta',
  name: 'Harbour City Motors Parramatta',
  stockName: 'Parramatta',
  primary: true,
  visible: true,
  departments: ['sales', 'service'],
  makes: [],
  subtypes: [],
  phone: '02 9555 0140',
  email: 'sales@harbourcity.example',
  dealerLicence: null,
  repairerLicence: null,
  image: { url: '/api/media/file/parramatta-800x600.webp', alt: 'The showroom' },
  address: { street: '120 Church St', city: 'Parramatta', state: 'NSW', postcode: '2150', lat: -33.81, lng: 151.0, placeUrl: null },
  timeZone: 'Australia/Sydney',
  closedDays: 'closed',
  hours: { sales: SALES_WEEK },
  specialHours: [{ date: '2026-12-25', status: 'closed', label: 'Christmas Day' }],
  hiddenReviewers: [],
  ...over,
})
