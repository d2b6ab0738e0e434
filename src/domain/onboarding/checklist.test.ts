import { describe, expect, test } from 'vitest'
import { type OnboardingFacts, findPlaceholders, launchRefusal, onboardingChecklist } from './checklist'

const done: OnboardingFacts = {
  tenantId: 7,
  hasLogo: true,
  locations: [{ id: 3, name: 'Harbour Showroom', hasAddress: true, hasPhone: true, hasHours: true }],
  stockCount: 12,
  feedCount: 1,
  texts: [{ where: 'Offer "Winter deals"', href: '/admin/collections/offers/1', text: 'Save on every SUV this winter.' }],
}

const item = (facts: OnboardingFacts, key: string) => onboardingChecklist(facts).find((i) => i.key === key)!

describe('onboarding checklist', () => {
  test('a finished site passes every item and may launch', () => {
    const items = onboardingChecklist(done)
    expect(items.map((i) => [i.key, i.done])).toEqual([
      ['logo', true],
      ['location', true],
      ['stock', true],
      ['placeholders', true],
    ])
    expect(launchRefusal(items)).toBeNull()
  })

  test.each<[string, Partial<OnboardingFacts>, string, RegExp, string]>([
    ['no logo', { hasLogo: false }, 'logo', /Upload the dealer's logo/, '/admin/collections/tenants/7#theme'],
    ['no location', { locations: [] }, 'location', /Add a location/, '/admin/collections/locations/create'],
    [
      'a location without phone or hours',
      { locations: [{ id: 4, name: 'Main Showroom', hasAddress: true, hasPhone: false, hasHours: false }] },
      'location',
      /Main Showroom needs its phone number and opening hours/,
      '/admin/collections/locations/4',
    ],
    [
      'a location without an address',
      { locations: [{ id: 4, name: 'Yard', hasAddress: false, hasPhone: true, hasHours: true }] },
      'location',
      /Yard needs its address\./,
      '/admin/collections/locations/4',
    ],
    ['no feed listed', { stockCount: 0, feedCount: 0 }, 'stock', /No stock feed is set up/, '/admin/collections/tenants/7#inventory'],
    ['a feed that has delivered nothing', { stockCount: 0, feedCount: 2 }, 'stock', /has not delivered any cars yet/, '/admin/stock-feeds'],
    [
      'the sample offer left',
      {
        texts: [
          {
            where: 'Offer "Sample offer: edit or delete me"',
            href: '/admin/collections/offers/9',
            text: 'Sample offer: edit or delete me',
          },
        ],
      },
      'placeholders',
      /Offer "Sample offer: edit or delete me" \("edit or delete me"\)/,
      '/admin/collections/offers/9',
    ],
    [
      "the starter location's street, in any case",
      { texts: [{ where: 'Location "Main Showroom"', href: '/admin/collections/locations/4', text: '1 MAIN STREET Sydney' }] },
      'placeholders',
      /Location "Main Showroom"/,
      '/admin/collections/locations/4',
    ],
  ])('%s: the item is open, says so and links to the fix', (_name, change, key, message, href) => {
    const open = item({ ...done, ...change }, key)
    expect(open.done).toBe(false)
    expect(open.message).toMatch(message)
    expect(open.href).toBe(href)
  })

  test('one complete location is enough, whichever it is', () => {
    const locations = [
      { id: 1, name: 'Yard', hasAddress: true, hasPhone: false, hasHours: false },
      { id: 2, name: 'Showroom', hasAddress: true, hasPhone: true, hasHours: true },
    ]
    expect(item({ ...done, locations }, 'location').done).toBe(true)
  })

  test('a refusal lists every open item', () => {
    const refusal = launchRefusal(onboardingChecklist({ ...done, hasLogo: false, stockCount: 0, locations: [] }))
    expect(refusal).toMatch(/^This site cannot be launched yet\. Still to do: /)
    expect(refusal).toMatch(/logo/)
    expect(refusal).toMatch(/Add a location/)
    expect(refusal).toMatch(/stock feed has not delivered/)
    expect(refusal).not.toMatch(/sample text/)
  })

  test.each([
    ['Describe your offer here. It shows on /special-offers', 'describe your offer here'],
    ['Call 02 9000 0000', '9000 0000'],
    ["## About us\n\n[[Tell your dealership's story]]", '[['],
    ['Our own words about our own cars', null],
  ])('placeholder marker in %j', (text, marker) => {
    const hits = findPlaceholders([{ where: 'Page "Home"', href: '/admin/collections/pages/1', text }])
    expect(hits[0]?.marker ?? null).toBe(marker)
  })

  test('more than three leftovers are counted, not all listed', () => {
    const texts = Array.from({ length: 5 }, (_, n) => ({ where: `Offer ${n}`, href: `/o/${n}`, text: 'edit or delete me' }))
    expect(item({ ...done, texts }, 'placeholders').message).toMatch(/Offer 2 \("edit or delete me"\) and 2 more\.$/)
  })
})
